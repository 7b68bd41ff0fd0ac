const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  parseOtlpHeaders
} from "./chunk-QQA7BJVZ.js";

// src/run/url-text.ts
function withoutTrailingSlashes(url) {
  let end = url.length;
  while (end > 0 && url.charCodeAt(end - 1) === 47) end--;
  return url.slice(0, end);
}

// src/telemetry/endpoint.ts
var EXPORT_TIMEOUT_MS = 4e3;
function read(env, name) {
  const traces = env[`OTEL_EXPORTER_OTLP_TRACES_${name}`]?.trim();
  if (traces) return traces;
  return env[`OTEL_EXPORTER_OTLP_${name}`]?.trim() || null;
}
function otlpRequested(env) {
  return Boolean(
    env["OTEL_EXPORTER_OTLP_TRACES_ENDPOINT"]?.trim() || env["OTEL_EXPORTER_OTLP_ENDPOINT"]?.trim()
  );
}
function displayEndpoint(url) {
  try {
    const parsed = new URL(url);
    parsed.username = "";
    parsed.password = "";
    const hidden = parsed.search !== "" || parsed.hash !== "";
    parsed.search = "";
    parsed.hash = "";
    return hidden ? `${parsed.toString()}?\u2026` : parsed.toString();
  } catch {
    const cut = url.replace(/[?#].*$/s, "");
    const noUser = cut.replace(/:\/\/[^/@]*@/, "://");
    return cut !== url ? `${noUser}?\u2026` : noUser;
  }
}
var OtlpConfigError = class extends Error {
};
function otlpTarget(env) {
  const tracesEndpoint = env["OTEL_EXPORTER_OTLP_TRACES_ENDPOINT"]?.trim();
  const endpoint = env["OTEL_EXPORTER_OTLP_ENDPOINT"]?.trim();
  if (!tracesEndpoint && !endpoint) return null;
  const url = tracesEndpoint ? tracesEndpoint : `${withoutTrailingSlashes(endpoint ?? "")}/v1/traces`;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") throw new Error("not http(s)");
  } catch (error) {
    const name = tracesEndpoint ? "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT" : "OTEL_EXPORTER_OTLP_ENDPOINT";
    throw new OtlpConfigError(`${name} is not an http(s) URL: "${displayEndpoint(url)}"`, {
      cause: error
    });
  }
  const protocol = read(env, "PROTOCOL") ?? "http/protobuf";
  if (protocol !== "http/protobuf" && protocol !== "http/json") {
    throw new OtlpConfigError(
      `OTEL_EXPORTER_OTLP_PROTOCOL "${protocol}" is not supported (http/protobuf or http/json)`
    );
  }
  const configured = Number(read(env, "TIMEOUT"));
  const timeoutMs = Number.isFinite(configured) && configured > 0 ? Math.min(configured, EXPORT_TIMEOUT_MS) : EXPORT_TIMEOUT_MS;
  return {
    url,
    protocol,
    headers: {
      ...parseOtlpHeaders(env["OTEL_EXPORTER_OTLP_HEADERS"] ?? null),
      ...parseOtlpHeaders(env["OTEL_EXPORTER_OTLP_TRACES_HEADERS"] ?? null)
    },
    timeoutMs
  };
}

export {
  otlpRequested,
  displayEndpoint,
  OtlpConfigError,
  otlpTarget
};
