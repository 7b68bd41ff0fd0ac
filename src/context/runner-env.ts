/**
 * The runner's environment, read once at an entry: exactly the variables of the GitHub Actions
 * runner that Narrator reads (GITHUB_*, RUNNER_*, ACTIONS_*, the proxy), by their own names, so a
 * name the runner does not set is a compile error rather than a silent `undefined`. An empty value
 * is read as unset (`GITHUB_RUN_ATTEMPT=` is no attempt), as every reader treated it already.
 */

export const RUNNER_VARIABLES = [
  'GITHUB_ACTIONS',
  'GITHUB_ACTION',
  'GITHUB_ACTOR',
  // Who started this attempt (a re-run's actor), for the ledger's row.
  'GITHUB_TRIGGERING_ACTOR',
  // The REST API of github.com or a GHES server. No GITHUB_GRAPHQL_URL: Octokit derives GHES's
  // /api/graphql from its /api/v3 base URL itself.
  'GITHUB_API_URL',
  'GITHUB_SERVER_URL',
  'GITHUB_REPOSITORY',
  'GITHUB_EVENT_NAME',
  'GITHUB_EVENT_PATH',
  'GITHUB_WORKFLOW',
  // The workflow file and ref (the ledger reads its concurrency group from the checked-out file).
  'GITHUB_WORKFLOW_REF',
  'GITHUB_JOB',
  'GITHUB_RUN_ID',
  'GITHUB_RUN_ATTEMPT',
  'GITHUB_SHA',
  'GITHUB_WORKSPACE',
  'GITHUB_STEP_SUMMARY',
  /** The token a workflow put in the step's env (the `github-token` input is read first). */
  'GITHUB_TOKEN',
  'RUNNER_NAME',
  'RUNNER_TEMP',
  'RUNNER_TOOL_CACHE',
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_RESULTS_URL',
  'ACTIONS_CACHE_URL',
  // The proxy of a self-hosted runner, as the runner and @actions/http-client spell it.
  'HTTPS_PROXY',
  'HTTP_PROXY',
  'NO_PROXY',
] as const;

export type RunnerVariable = (typeof RUNNER_VARIABLES)[number];

/** The runner's variables, frozen; a value is never the empty string. */
export type RunnerEnv = { readonly [name in RunnerVariable]?: string | undefined };

/** The runner's variables of an environment (the process's, read once at an entry). */
export function readRunnerEnv(env: Readonly<Record<string, string | undefined>>): RunnerEnv {
  const out: Record<string, string | undefined> = {};
  for (const name of RUNNER_VARIABLES) {
    // The proxy variables are read in either case, as curl and the runner do.
    const value = env[name] ?? (name.endsWith('PROXY') ? env[name.toLowerCase()] : undefined);
    out[name] = value === '' ? undefined : value;
  }
  return Object.freeze(out) as RunnerEnv;
}
