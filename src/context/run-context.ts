/**
 * The run context: what the environment says, read ONCE at an entry (src/main.ts, src/post.ts,
 * src/aggregate/main.ts, src/cli.ts) and handed down as one value. Below the entries nothing reads
 * `process.env`: a module takes the runner's variables (`runner`), the test knobs (`knobs`), or,
 * only to build the agent's own environment and the redactor's secret values, the parent's whole
 * environment (`parent`). The event payload file is read here too, once (`event`).
 * test/build/env-at-entries.test.ts holds it so.
 */

import { type RunEvent, readRunEvent } from './event.js';
import { type Knobs, readKnobs } from './knobs.js';
import { type RunnerEnv, readRunnerEnv } from './runner-env.js';

/** A whole environment, read-only: what the agent's environment and the redactor start from. */
export type ParentEnv = Readonly<Record<string, string | undefined>>;

export interface RunContext {
  /** The GitHub Actions runner's variables. */
  readonly runner: RunnerEnv;
  /** The triggering event's payload (GITHUB_EVENT_PATH), read once (src/context/event.ts). */
  readonly event: RunEvent;
  /** Narrator's test knobs, each parsed once with its default. */
  readonly knobs: Knobs;
  /**
   * The environment Narrator was started with, copied and frozen. Only two readers may take it:
   * the agent's environment is the workflow's (src/agent/agent-env.ts, the launch recipes, the
   * install), and the redactor hides the values of its secret-looking variables.
   */
  readonly parent: ParentEnv;
  /** OpenTelemetry's own variables (OTEL_*), the exporter's standard settings (src/telemetry/endpoint.ts). */
  readonly otel: ParentEnv;
}

/** The context of an environment: at an entry, `readRunContext(process.env)`. */
export function readRunContext(env: ParentEnv): RunContext {
  const runner = readRunnerEnv(env);
  return Object.freeze({
    runner,
    event: readRunEvent(runner['GITHUB_EVENT_PATH']),
    knobs: Object.freeze(readKnobs(env)),
    parent: Object.freeze({ ...env }),
    otel: Object.freeze(Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith('OTEL_')))),
  });
}
