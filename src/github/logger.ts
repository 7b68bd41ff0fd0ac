/**
 * Where the GitHub sinks say what happened. The Action wires it to @actions/core (debug/warning),
 * the CLI to stderr, tests to an array. Injected, so nothing here writes to the job log directly.
 */
export interface GitHubLogger {
  debug(message: string): void;
  warning(message: string): void;
}

export const silentLogger: GitHubLogger = {
  debug: () => {},
  warning: () => {},
};
