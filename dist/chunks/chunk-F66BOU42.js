const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  OUTCOMES
} from "./chunk-6BFCX7YP.js";

// src/run/verdict.ts
var DEFAULT_FAIL_ON = OUTCOMES.filter(
  (o) => o !== "success" && o !== "waiting_for_input"
);
function decideVerdict(summary, failOn = DEFAULT_FAIL_ON, facts = {}) {
  const outcome = summary?.outcome ?? null;
  const outcomeFails = outcome !== null && failOn.includes(outcome);
  const setupFailure = facts.setupFailure ?? null;
  const recordTaken = facts.recordTaken ?? null;
  const crash = facts.crash ?? null;
  const source = crash !== null ? "crash" : setupFailure !== null ? "setup" : recordTaken !== null ? "record_taken" : outcome === null ? "no_outcome" : "outcome";
  const fails = source !== "outcome" || outcomeFails;
  return {
    fails,
    conclusion: fails ? "failure" : "success",
    source,
    outcome,
    outcomeFails,
    setupFailure,
    recordTaken,
    crash
  };
}

// src/report/context.ts
var identity = (s) => s;
function verdictOf(summary, ctx) {
  return ctx.verdict ?? decideVerdict(summary, ctx.failOn ?? DEFAULT_FAIL_ON, ctx.facts);
}

export {
  DEFAULT_FAIL_ON,
  decideVerdict,
  identity,
  verdictOf
};
