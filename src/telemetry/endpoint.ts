/**
 * Where the run's trace goes, read from the OpenTelemetry exporter variables the way the SDK reads
 * them: the traces variant of each variable wins over the general one; a traces endpoint is used as
 * given, a general one gets `/v1/traces` appended. Read here (not left to the SDK) so the warning
 * can name the endpoint and so the caller's environment, not the process's, decides.
 */
import { parseOtlpHeaders } from '../redact/otlp-env.js';
import { withoutTrailingSlashes } from '../run/url-text.js';

export type OtlpProtocol = 'http/protobuf' | 'http/json';

export interface OtlpTarget {
  url: string;
  protocol: OtlpProtocol;
  headers: Record<string, string>;
  /** The exporter's own timeout: short, so an unreachable collector costs seconds, not ten. */
  timeoutMs: number;
}

/** Below the SDK's 10 s default: the whole export (and its retries) must end within ~5 s. */
export const EXPORT_TIMEOUT_MS = 4_000;

type Env = Readonly<Record<string, string | undefined>>;

function read(env: Env, name: string): string | null {
  const traces = env[`OTEL_EXPORTER_OTLP_TRACES_${name}`]?.trim();
  if (traces) return traces;
  return env[`OTEL_EXPORTER_OTLP_${name}`]?.trim() || null;
}

/** True when the environment asks for an export at all. */
export function otlpRequested(env: Env): boolean {
  return Boolean(
    env['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT']?.trim() || env['OTEL_EXPORTER_OTLP_ENDPOINT']?.trim(),
  );
}

/** Where a headers variable is parsed (the redactor hides what it parses: src/redact/otlp-env.ts). */
export { parseOtlpHeaders };

/**
 * `url` as it may be shown (the job log, a warning): without its user info, query and fragment,
 * which may hold the collector's key (`?api_key=…`, `user:password@`). A text that is no URL is
 * cut the same way by hand.
 */
export function displayEndpoint(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    const hidden = parsed.search !== '' || parsed.hash !== '';
    parsed.search = '';
    parsed.hash = '';
    return hidden ? `${parsed.toString()}?…` : parsed.toString();
  } catch {
    const cut = url.replace(/[?#].*$/s, '');
    const noUser = cut.replace(/:\/\/[^/@]*@/, '://');
    return cut !== url ? `${noUser}?…` : noUser;
  }
}

export class OtlpConfigError extends Error {}

/**
 * The target of the export, or null when no endpoint is set. An endpoint that is no URL, or a
 * protocol this exporter does not speak (grpc), is an OtlpConfigError that says which variable.
 */

export function otlpTarget(env: Env): OtlpTarget | null {
  const tracesEndpoint = env['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT']?.trim();
  const endpoint = env['OTEL_EXPORTER_OTLP_ENDPOINT']?.trim();
  if (!tracesEndpoint && !endpoint) return null;
  const url = tracesEndpoint ? tracesEndpoint : `${withoutTrailingSlashes(endpoint ?? '')}/v1/traces`;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http(s)');
  } catch (error) {
    const name = tracesEndpoint ? 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT' : 'OTEL_EXPORTER_OTLP_ENDPOINT';
    throw new OtlpConfigError(`${name} is not an http(s) URL: "${displayEndpoint(url)}"`, {
      cause: error,
    });
  }
  const protocol = read(env, 'PROTOCOL') ?? 'http/protobuf';
  if (protocol !== 'http/protobuf' && protocol !== 'http/json') {
    throw new OtlpConfigError(
      `OTEL_EXPORTER_OTLP_PROTOCOL "${protocol}" is not supported (http/protobuf or http/json)`,
    );
  }
  const configured = Number(read(env, 'TIMEOUT'));
  const timeoutMs =
    Number.isFinite(configured) && configured > 0
      ? Math.min(configured, EXPORT_TIMEOUT_MS)
      : EXPORT_TIMEOUT_MS;
  return {
    url,
    protocol,
    headers: {
      ...parseOtlpHeaders(env['OTEL_EXPORTER_OTLP_HEADERS'] ?? null),
      ...parseOtlpHeaders(env['OTEL_EXPORTER_OTLP_TRACES_HEADERS'] ?? null),
    },
    timeoutMs,
  };
}
