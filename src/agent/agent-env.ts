/**
 * The agent's environment: the workflow's, not the runner's internals or Narrator's own.
 *
 * A JavaScript action's process gets more than a `run:` step does: its own inputs (`INPUT_*`,
 * Narrator's `github-token` among them, even when the workflow gave the agent no token), the
 * artifact and cache service credentials (`ACTIONS_RUNTIME_TOKEN`, `ACTIONS_RESULTS_URL`,
 * `ACTIONS_CACHE_URL`…), the OIDC token request (`ACTIONS_ID_TOKEN_REQUEST_*`, when the job may
 * mint one), and the files through which a step talks to the runner (`GITHUB_STATE`,
 * `GITHUB_OUTPUT`, `GITHUB_ENV`, `GITHUB_PATH`, `GITHUB_STEP_SUMMARY`). The agent runs the pull
 * request's code; none of that is for it. Nor are the OTLP exporter's headers
 * (`OTEL_EXPORTER_OTLP_HEADERS` and its per-signal forms): they carry the collector's key for
 * Narrator's own trace (docs/telemetry.md). A user who needs one passes it through by name
 * (`agent-env-passthrough`).
 *
 * Same-user code can still read Narrator's own environment from /proc/<pid>/environ: this keeps
 * the values out of the agent's and its tools' environment (and so out of what they print), it is
 * not a wall (docs/security.md).
 */

/** Names removed whatever their case (the runner writes them upper-case). */
const STRIPPED_NAMES: ReadonlySet<string> = new Set([
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_RUNTIME_URL',
  'ACTIONS_RESULTS_URL',
  'ACTIONS_CACHE_URL',
  'ACTIONS_CACHE_SERVICE_V2',
  'GITHUB_STATE',
  'GITHUB_OUTPUT',
  'GITHUB_ENV',
  'GITHUB_PATH',
  'GITHUB_STEP_SUMMARY',
  'OTEL_EXPORTER_OTLP_HEADERS',
  'OTEL_EXPORTER_OTLP_TRACES_HEADERS',
  'OTEL_EXPORTER_OTLP_METRICS_HEADERS',
  'OTEL_EXPORTER_OTLP_LOGS_HEADERS',
]);

/** Prefixes removed: the action's inputs and the OIDC token request. */
const STRIPPED_PREFIXES: readonly string[] = ['INPUT_', 'ACTIONS_ID_TOKEN_REQUEST_'];

/** Whether the agent does not get `name` unless passed through. */
export function isRunnerInternal(name: string): boolean {
  const upper = name.toUpperCase();
  return STRIPPED_NAMES.has(upper) || STRIPPED_PREFIXES.some((p) => upper.startsWith(p));
}

/**
 * `env` without the runner's internals and Narrator's own variables, except the names in
 * `passthrough` (exact names, as the workflow spells them). A new object; `env` is not changed.
 */
export function agentEnvironment(
  env: NodeJS.ProcessEnv,
  passthrough: readonly string[] = [],
): NodeJS.ProcessEnv {
  const keep = new Set(passthrough);
  const out: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) continue;
    if (isRunnerInternal(name) && !keep.has(name)) continue;
    out[name] = value;
  }
  return out;
}
