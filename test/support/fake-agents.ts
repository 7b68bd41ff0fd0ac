/**
 * Paths and environment for the hand-written fake agents in test/fixtures/bin. The scripts use
 * `#!/usr/bin/env node`, so the Node running the tests (24) is put first on PATH.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const FAKE_BIN = path.join(REPO_ROOT, 'test/fixtures/bin');
export const CAPTURES = path.join(REPO_ROOT, 'test/fixtures/claude-code');

export function fakeAgent(name: string): string {
  return path.join(FAKE_BIN, name);
}

export function capture(scenario: string): string {
  return path.join(CAPTURES, scenario);
}

/** PATH with this Node first (so the fakes run on Node 24), then the system's. */
export function pathWithNode(rest = process.env['PATH'] ?? ''): string {
  return `${path.dirname(process.execPath)}${path.delimiter}${rest}`;
}

/**
 * Is `pid` still running? Signal 0 checks existence; a zombie (dead, waiting for a reaper that a
 * container's PID 1 may never be) also exists, so /proc's state letter 'Z' counts as dead.
 */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}
