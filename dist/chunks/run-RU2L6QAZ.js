const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  Narration
} from "./chunk-7CNMDNMP.js";
import "./chunk-IBN2ZT72.js";
import {
  BudgetGuard,
  NO_CAPS,
  prepareBudget
} from "./chunk-SIOEBKNP.js";
import "./chunk-VEUXDD44.js";
import {
  acpAskingEnv,
  launchAgent
} from "./chunk-WCUESZXC.js";
import "./chunk-2MIOJ6NV.js";
import "./chunk-PJ2S4DJY.js";
import "./chunk-CVIXE7FF.js";
import "./chunk-7JYUB7ZX.js";
import "./chunk-Y5JNLNE3.js";
import "./chunk-FVG77T2O.js";
import "./chunk-FKWO7US3.js";
import "./chunk-OCDGDQ7Q.js";
import "./chunk-5CBL7BM5.js";
import "./chunk-GAGLHUON.js";
import "./chunk-HLBRODOX.js";
import "./chunk-MQVHZZJP.js";
import "./chunk-WSIOUFCG.js";
import "./chunk-IODEVIAU.js";
import "./chunk-GSTR2D45.js";

// src/cli/run.ts
function processSignals(stop) {
  const handlers = ["SIGINT", "SIGTERM"].map((signal) => {
    const handler = () => stop(signal);
    process.on(signal, handler);
    return [signal, handler];
  });
  return () => {
    for (const [signal, handler] of handlers) process.off(signal, handler);
  };
}
async function runAndNarrate(o) {
  const [file, ...args] = o.command;
  if (file === void 0) throw new Error("runAndNarrate: empty command");
  const plan = await prepareBudget(
    { ...o.caps ?? NO_CAPS, model: o.model ?? null },
    o.dialect === "auto" ? null : o.dialect,
    false
  );
  let stopForBudget = () => {
  };
  const guard = plan === null ? null : new BudgetGuard(plan, (why) => stopForBudget(why));
  for (const notice of plan?.notices ?? []) o.warn(`narrator: ${notice}
`);
  const narration = new Narration({
    ...o,
    commandName: "narrator run",
    ...guard ? { observe: (event, summary) => guard.observe(event, summary) } : {},
    limits: {
      maxBudgetUsd: o.caps?.maxBudgetUsd ?? null,
      wallMinutes: o.timeoutMs > 0 ? o.timeoutMs / 6e4 : null,
      idleMinutes: o.idleTimeoutMs > 0 ? o.idleTimeoutMs / 6e4 : null
    }
  });
  const launch = {
    file,
    args,
    cwd: o.cwd,
    env: o.env,
    timeoutMs: o.timeoutMs,
    idleTimeoutMs: o.idleTimeoutMs,
    killGraceMs: o.killGraceMs,
    onStdout: (chunk, at) => narration.fold.pushBytes(chunk, at),
    onStderr: (chunk) => {
      narration.fold.pushStderr(chunk, Date.now());
      o.stderr(chunk);
    }
  };
  const running = o.dialect === "acp" ? (await import("./session-JNFDO7MO.js")).launchAcpAgent({
    ...launch,
    env: { ...launch.env, ...acpAskingEnv(file, o.permissionMode ?? null) },
    prompt: o.prompt ?? "",
    permissionMode: o.permissionMode ?? null
  }) : launchAgent({ ...launch, stdin: o.prompt });
  stopForBudget = (why) => {
    o.warn(`${why}
`);
    running.stop("budget");
  };
  let stoppedWith = null;
  const remove = (o.onSignal ?? processSignals)((signal) => {
    o.warn(`narrator: ${signal}: stopping the agent
`);
    stoppedWith ??= signal;
    running.stop("cancelled");
  });
  try {
    const exit = await running.done;
    const capped = guard ? (s) => guard.verdict(s, exit.stoppedBy === "budget") : (s) => s;
    const verdict = (s) => {
      const out = capped(s);
      return exit.stoppedBy === "cancelled" && out.outcome === "cancelled" && out.outcomeSource === "inferred" ? {
        ...out,
        errorMessage: `narrator run got ${stoppedWith ?? "a signal"} and stopped the agent while it was running.`
      } : out;
    };
    return (await narration.end(exit, Date.now(), verdict)).code;
  } finally {
    remove();
  }
}
export {
  runAndNarrate
};
