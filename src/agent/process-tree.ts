/**
 * The process groups below an agent that its own group does not cover. The agent runs detached
 * (it leads its own group, so `kill(-pid)` reaches what it spawns), but a CLI may start tools in a
 * group of their own: Gemini CLI runs every shell command detached (setsid), and on SIGTERM it
 * exits without ending them, so a cancelled run left the command running. Read from /proc while
 * the agent is still alive (once it is gone its children belong to init and cannot be found);
 * elsewhere than Linux there is no /proc and the answer is empty.
 */
import { readdirSync, readFileSync } from 'node:fs';

interface Stat {
  pid: number;
  ppid: number;
  pgid: number;
}

function statOf(pid: string): Stat | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null; // exited while we looked, or no /proc
  }
  // Fields after `(comm)`, which may itself hold spaces or parentheses: state ppid pgrp …
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const ppid = Number(fields[1]);
  const pgid = Number(fields[2]);
  if (!Number.isInteger(ppid) || !Number.isInteger(pgid)) return null;
  return { pid: Number(pid), ppid, pgid };
}

/**
 * The process groups of every live descendant of `pid` other than `pid`'s own group (and never
 * our own group or init's). Never throws: an unreadable /proc gives [].
 */
export function strayGroups(pid: number | undefined): number[] {
  if (pid === undefined || process.platform !== 'linux') return [];
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  const children = new Map<number, Stat[]>();
  for (const entry of entries) {
    if (entry.charCodeAt(0) < 48 || entry.charCodeAt(0) > 57) continue;
    const stat = statOf(entry);
    if (stat === null) continue;
    const list = children.get(stat.ppid);
    if (list) list.push(stat);
    else children.set(stat.ppid, [stat]);
  }
  const own = statOf(String(process.pid))?.pgid;
  const groups = new Set<number>();
  const queue = [pid];
  for (let i = 0; i < queue.length; i++) {
    for (const child of children.get(queue[i]!) ?? []) {
      queue.push(child.pid);
      if (child.pgid !== pid && child.pgid > 1 && child.pgid !== own) groups.add(child.pgid);
    }
  }
  return [...groups];
}
