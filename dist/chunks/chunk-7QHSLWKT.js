const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  debug,
  scaledClock,
  systemClock,
  warning
} from "./chunk-MMT2LOYV.js";

// src/runner/github-env.ts
var NARRATOR_VERSION = "1.0.0";
function githubClock(knobs) {
  if (knobs.clock === null) return { clock: systemClock, scale: 1 };
  return { clock: scaledClock(knobs.clock.origin, knobs.clock.scale), scale: knobs.clock.scale };
}
function runPageUrl(env) {
  const server = env["GITHUB_SERVER_URL"];
  const repo = env["GITHUB_REPOSITORY"];
  const run = env["GITHUB_RUN_ID"];
  return server && repo && run ? `${server}/${repo}/actions/runs/${run}` : null;
}
function runUrlFrom(env) {
  const page = runPageUrl(env);
  if (page === null) return null;
  const attempt = env["GITHUB_RUN_ATTEMPT"];
  return `${page}${attempt && attempt !== "1" ? `/attempts/${attempt}` : ""}`;
}
function githubLogger(redact) {
  return {
    debug: (message) => debug(redact(message)),
    warning: (message) => warning(redact(message))
  };
}
function clientOptionsFromEnv(token, ctx, redact) {
  const { runner: env, knobs } = ctx;
  const backoff = knobs.githubBackoffMs;
  const { scale } = githubClock(knobs);
  return {
    token,
    baseUrl: env["GITHUB_API_URL"],
    version: NARRATOR_VERSION,
    logger: githubLogger(redact),
    ...backoff === void 0 ? {} : { serverErrorBackoffMs: backoff },
    // A second of `retry-after` lasts 1/scale of a real one on a scaled clock.
    ...scale === 1 ? {} : { rateLimitSecondMs: 1e3 / scale }
  };
}

export {
  NARRATOR_VERSION,
  githubClock,
  runPageUrl,
  runUrlFrom,
  clientOptionsFromEnv
};
