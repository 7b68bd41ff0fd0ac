const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  setOwn
} from "./chunk-D4GNM7ML.js";

// src/redact/otlp-env.ts
var HEADERS_NAME = /^OTEL_EXPORTER_OTLP_(?:(?:TRACES|METRICS|LOGS)_)?HEADERS$/i;
var ENDPOINT_NAME = /^OTEL_EXPORTER_OTLP_(?:(?:TRACES|METRICS|LOGS)_)?ENDPOINT$/i;
function isOtlpHeadersName(name) {
  return HEADERS_NAME.test(name);
}
function isOtlpEndpointName(name) {
  return ENDPOINT_NAME.test(name);
}
function parseOtlpHeaders(text) {
  const headers = {};
  if (!text) return headers;
  for (const pair of text.split(",")) {
    const eq = pair.indexOf("=");
    if (eq <= 0) continue;
    const key = pair.slice(0, eq).trim();
    let value = pair.slice(eq + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
    }
    if (key !== "") setOwn(headers, key, value);
  }
  return headers;
}
function otlpHeaderSecrets(text) {
  const out = /* @__PURE__ */ new Set();
  for (const pair of text.split(",")) {
    const eq = pair.indexOf("=");
    if (eq <= 0) continue;
    const raw = pair.slice(eq + 1).trim();
    out.add(raw);
    for (const value of Object.values(parseOtlpHeaders(pair))) {
      out.add(value);
      const scheme = /^[A-Za-z][A-Za-z0-9_-]*\s+(\S.*)$/.exec(value);
      if (scheme) out.add(scheme[1].trim());
    }
  }
  out.delete("");
  return [...out];
}
function otlpEndpointSecrets(text, isSecretName) {
  const q = text.indexOf("?");
  if (q < 0) return [];
  const out = /* @__PURE__ */ new Set();
  const query = text.slice(q + 1).split("#")[0] ?? "";
  for (const pair of query.split("&")) {
    const eq = pair.indexOf("=");
    if (eq < 0) continue;
    let name = pair.slice(0, eq);
    try {
      name = decodeURIComponent(name);
    } catch {
    }
    if (!isSecretName(name.toUpperCase().replace(/[-.]/g, "_"))) continue;
    const raw = pair.slice(eq + 1);
    out.add(raw);
    try {
      out.add(decodeURIComponent(raw.replace(/\+/g, " ")));
    } catch {
    }
  }
  out.delete("");
  return [...out];
}

export {
  isOtlpHeadersName,
  isOtlpEndpointName,
  parseOtlpHeaders,
  otlpHeaderSecrets,
  otlpEndpointSecrets
};
