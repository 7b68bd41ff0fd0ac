/**
 * The OpenTelemetry exporter variables that carry credentials. `OTEL_EXPORTER_OTLP_HEADERS` (and its
 * per-signal forms) is where a collector's key goes (`x-honeycomb-team=…`, `Authorization=Bearer
 * …`), yet its name looks like configuration; an endpoint may carry one too (`?api_key=…`, a
 * `user:password@`). Read here, in the redaction room, so the redactor hides the values and the
 * telemetry room parses the headers it sends by the same rules.
 */
import { setOwn } from '../own-keys.js';

/** The headers variables of every signal, general first (the OTel exporter spec's names). */
const HEADERS_NAME = /^OTEL_EXPORTER_OTLP_(?:(?:TRACES|METRICS|LOGS)_)?HEADERS$/i;
/** The endpoint variables of every signal. */
const ENDPOINT_NAME = /^OTEL_EXPORTER_OTLP_(?:(?:TRACES|METRICS|LOGS)_)?ENDPOINT$/i;

/** Whether `name` is an OTLP headers variable (its values are secrets). */
export function isOtlpHeadersName(name: string): boolean {
  return HEADERS_NAME.test(name);
}

/** Whether `name` is an OTLP endpoint variable (its query values and password are secrets). */
export function isOtlpEndpointName(name: string): boolean {
  return ENDPOINT_NAME.test(name);
}

/**
 * `k=v,k2=v2` with percent-encoded values (the W3C baggage form the OTLP exporter spec uses): each
 * pair split at its first `=`, key and value trimmed, the value percent-decoded (kept as written
 * when it is not valid percent-encoding). A pair with no key is skipped.
 */
export function parseOtlpHeaders(text: string | null): Record<string, string> {
  const headers: Record<string, string> = {};
  if (!text) return headers;
  for (const pair of text.split(',')) {
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const key = pair.slice(0, eq).trim();
    let value = pair.slice(eq + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      // Not percent-encoded after all: keep it as written.
    }
    if (key !== '') setOwn(headers, key, value);
  }
  return headers;
}

/**
 * The secret values of one OTLP headers variable: each header's value, decoded and as written,
 * and, for a value of the form `<scheme> <credential>` (`Bearer …`, `Basic …`), the credential
 * alone (a tool that prints the token without its scheme).
 */
export function otlpHeaderSecrets(text: string): string[] {
  const out = new Set<string>();
  for (const pair of text.split(',')) {
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const raw = pair.slice(eq + 1).trim();
    out.add(raw);
    for (const value of Object.values(parseOtlpHeaders(pair))) {
      out.add(value);
      const scheme = /^[A-Za-z][A-Za-z0-9_-]*\s+(\S.*)$/.exec(value);
      if (scheme) out.add(scheme[1]!.trim());
    }
  }
  out.delete('');
  return [...out];
}

/**
 * The values of an endpoint's query parameters whose names `isSecretName` takes for a credential's
 * (`?api_key=…`, `?token=…`), decoded and as written. Other parameters (`?tenant=production`) are
 * configuration: hiding their values would mask ordinary words everywhere.
 */
export function otlpEndpointSecrets(text: string, isSecretName: (name: string) => boolean): string[] {
  const q = text.indexOf('?');
  if (q < 0) return [];
  const out = new Set<string>();
  const query = text.slice(q + 1).split('#')[0] ?? '';
  for (const pair of query.split('&')) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    let name = pair.slice(0, eq);
    try {
      name = decodeURIComponent(name);
    } catch {
      // Kept as written.
    }
    if (!isSecretName(name.toUpperCase().replace(/[-.]/g, '_'))) continue;
    const raw = pair.slice(eq + 1);
    out.add(raw);
    try {
      out.add(decodeURIComponent(raw.replace(/\+/g, ' ')));
    } catch {
      // Not valid percent-encoding: the written form is the value.
    }
  }
  out.delete('');
  return [...out];
}
