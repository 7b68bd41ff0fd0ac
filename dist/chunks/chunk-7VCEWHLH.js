const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// src/github/errors.ts
var FALLBACK_RATE_LIMIT_MS = 6e4;
function classifyGitHubError(error, nowMs) {
  const e = typeof error === "object" && error !== null ? error : {};
  const status = typeof e.status === "number" ? e.status : null;
  const message = describeError(error);
  if (e.response === void 0 && (status === null || status === 500)) return { kind: "network", message };
  if (status === null) return { kind: "other", status, message };
  const headers = e.response?.headers ?? {};
  const header = (name) => {
    const value = headers[name];
    return typeof value === "string" || typeof value === "number" ? String(value) : void 0;
  };
  if (status === 429 || status === 403 && isRateLimit(message, header)) {
    return { kind: "rate_limited", status, message, retryAt: retryAtFromHeaders(header, nowMs) };
  }
  if (status === 401 || status === 403) return { kind: "forbidden", status, message };
  if (status === 404 || status === 410) return { kind: "not_found", message };
  if (status === 422) return { kind: "rejected", status, message };
  if (status >= 500) return { kind: "server", status, message };
  return { kind: "other", status, message };
}
function isRateLimit(message, header) {
  return header("x-ratelimit-remaining") === "0" || header("retry-after") !== void 0 || /rate limit/i.test(message);
}
function retryAtFromHeaders(header, nowMs) {
  const retryAfter = Number(header("retry-after"));
  if (header("retry-after") !== void 0 && Number.isFinite(retryAfter) && retryAfter >= 0) {
    return nowMs + retryAfter * 1e3;
  }
  const reset = Number(header("x-ratelimit-reset"));
  if (header("x-ratelimit-remaining") === "0" && Number.isFinite(reset) && reset > 0) {
    return Math.max(nowMs, reset * 1e3 + 1e3);
  }
  return nowMs + FALLBACK_RATE_LIMIT_MS;
}
function describeError(error) {
  if (typeof error !== "object" || error === null) return String(error);
  const e = error;
  const data = e.response?.data;
  const apiMessage = typeof data === "object" && data !== null && typeof data.message === "string" ? data.message : null;
  const base = apiMessage ?? (typeof e.message === "string" ? e.message : String(error));
  const cause = e.cause;
  const code = typeof cause?.code === "string" ? cause.code : null;
  const status = typeof e.status === "number" && e.response !== void 0 ? `${e.status} ` : "";
  return `${status}${base}${code && !base.includes(code) ? ` (${code})` : ""}`;
}

export {
  classifyGitHubError,
  describeError
};
