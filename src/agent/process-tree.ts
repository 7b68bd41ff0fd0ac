/**
 * Stopping a process and everything below it. Signalling the process group is not enough: a CLI
 * may start its tools in groups of their own (opencode runs each bash command detached, Gemini CLI its shell commands), and once
 * the CLI is gone those are orphans no group signal reaches. So the tree is read from /proc (ppid
 * links) when we stop, each member is signalled by pid, and the members are remembered so the
 * SIGKILL after the grace reaches them even after they were re-parented. Where there is no /proc
 * (macOS, Windows) only the group and the pid are signalled, as before.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Every live descendant of `pids` (children, grandchildren, …), from /proc; [] without /proc. */
export function descendantsOf(pids: readonly number[]): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  const children = new Map<number, number[]>();
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // exited while we looked
    }
    // After `(comm)`, which may itself hold spaces or parentheses: state, ppid, …
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    const list = children.get(ppid);
    if (list) list.push(Number(entry));
    else children.set(ppid, [Number(entry)]);
  }
  const seen = new Set<number>(pids);
  const out: number[] = [];
  const queue = [...pids];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()!) ?? []) {
      if (seen.has(child)) continue;
      seen.add(child);
      out.push(child);
      queue.push(child);
    }
  }
  return out;
}

/**
 * Sends a signal to each target (negative: a process group); false when none was there. The agent
 * run as another user (src/agent/agent-user.ts) is signalled as root or through sudo instead.
 */
export type Killer = (targets: readonly number[], signal: NodeJS.Signals) => boolean;

/** Signals as Narrator's own user. */
export const ownKill: Killer = (targets, signal) => {
  let any = false;
  for (const target of targets) {
    try {
      process.kill(target, signal);
      any = true;
    } catch {
      // ESRCH: gone already
    }
  }
  return any;
};

/**
 * Sends `signal` to `pid`'s process group, to `pid`, and to every descendant of `pid` and of
 * `known` (members seen at an earlier call, which may have been re-parented since). Returns every
 * pid it saw, to pass as `known` next time.
 */
export function signalTree(
  pid: number | undefined,
  signal: NodeJS.Signals,
  known: readonly number[] = [],
  kill: Killer = ownKill,
): number[] {
  if (pid === undefined) return [...known];
  const members = descendantsOf([pid, ...known]);
  // Leader first, so a CLI that handles SIGTERM sees it before its tools disappear under it.
  if (!kill([-pid], signal)) kill([pid], signal);
  const rest = [...new Set([...known, ...members])];
  if (rest.length > 0) kill(rest, signal);
  return rest;
}
