/**
 * Why Claude Code's MCP servers failed, from the CLI's own logs: its init frame says only
 * `failed`, while it writes each server's connection log, one JSON object a line, to
 * `~/.cache/claude-cli-nodejs/<cwd with every other character than a letter or digit as '-'>/
 * mcp-logs-<name>/<time>.jsonl` (2.1.330): `{"error": "Connection failed (CONNECTION_CLOSED): …",
 * "sessionId": …}`, and before it the server's stderr as `{"error": "Server stderr: …"}`.
 *
 * Only this run's lines (its session id) are read, from the newest few files, each read no further
 * than its last 64 KiB, never through a symlink. Nothing found: no reason (never an error).
 */
import { closeSync, constants, fstatSync, openSync, readdirSync, readSync } from 'node:fs';
import path from 'node:path';

const TAIL_BYTES = 64 * 1024;
const FILES_LOOKED_AT = 3;
const REASON_CHARS = 300;

/** The reason per server name, for the names given (those not connected). */
export function claudeMcpReasons(
  home: string,
  cwd: string,
  sessionId: string,
  names: readonly string[],
): Map<string, string> {
  const reasons = new Map<string, string>();
  const project = path.join(home, '.cache', 'claude-cli-nodejs', cwd.replace(/[^a-zA-Z0-9]/g, '-'));
  for (const name of names) {
    if (!/^[A-Za-z0-9_.-]{1,100}$/.test(name)) continue;
    const reason = reasonIn(path.join(project, `mcp-logs-${name}`), sessionId);
    if (reason !== null) reasons.set(name, reason);
  }
  return reasons;
}

function reasonIn(dir: string, sessionId: string): string | null {
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.jsonl'))
      .sort()
      .slice(-FILES_LOOKED_AT)
      .reverse();
  } catch {
    return null;
  }
  for (const file of files) {
    const errors = errorsOf(tail(path.join(dir, file)), sessionId);
    if (errors.length === 0) continue;
    const last = errors.at(-1) as string;
    // The server's own words say why; the last line says how the connection ended.
    const stderr = errors.find((e) => e.startsWith('Server stderr:') && e !== last);
    return oneLine(stderr ? `${last}; ${stderr}` : last);
  }
  return null;
}

function tail(file: string): string {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch {
    return '';
  }
  try {
    const size = fstatSync(fd).size;
    const length = Math.min(size, TAIL_BYTES);
    const buffer = Buffer.alloc(length);
    readSync(fd, buffer, 0, length, size - length);
    return buffer.toString('utf8');
  } catch {
    return '';
  } finally {
    closeSync(fd);
  }
}

function errorsOf(text: string, sessionId: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    if (!line.includes('"error"')) continue;
    try {
      const entry = JSON.parse(line) as unknown;
      if (typeof entry !== 'object' || entry === null) continue;
      const { error, sessionId: session } = entry as { error?: unknown; sessionId?: unknown };
      if (typeof error === 'string' && error.trim() !== '' && session === sessionId) out.push(error);
    } catch {
      // a line cut by the tail, or not JSON
    }
  }
  return out;
}

function oneLine(s: string): string {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length > REASON_CHARS ? `${flat.slice(0, REASON_CHARS - 1)}…` : flat;
}
