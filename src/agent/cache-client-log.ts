/**
 * What @actions/cache sees as @actions/core inside dist/cache-client.js (an esbuild alias, see
 * scripts/build.mjs): its log lines are kept here instead of being written to the job log as
 * workflow commands, and src/agent/cache-client.ts hands them back with each call. The cache client
 * logs its retries and failures at length; the Action says the outcome in one line.
 */
const kept: string[] = [];

function keep(level: string, message: unknown): void {
  const text = message instanceof Error ? message.message : String(message);
  if (kept.length < 50) kept.push(`${level}: ${text}`);
}

/** The lines logged since the last call, oldest first. */
export function takeMessages(): string[] {
  return kept.splice(0);
}

export function debug(_message: string): void {}
export function isDebug(): boolean {
  return false;
}
export function info(message: string): void {
  keep('info', message);
}
export function notice(message: string | Error): void {
  keep('notice', message);
}
export function warning(message: string | Error): void {
  keep('warning', message);
}
export function error(message: string | Error): void {
  keep('error', message);
}
/** The runtime token is never printed here, so there is nothing to mask. */
export function setSecret(_secret: string): void {}
export function getInput(_name: string): string {
  return '';
}
export function startGroup(_name: string): void {}
export function endGroup(): void {}
export async function group<T>(_name: string, fn: () => Promise<T>): Promise<T> {
  return fn();
}
export const platform = undefined;
