/**
 * Which process is the agent a run started, told apart from any other: its pid, its start time
 * (a reused pid is another process) and this run's NARRATOR_RUN_ID in its environment (only the
 * agent and what it started have it). The main step records it at spawn; the post step checks it
 * before it kills the agent's group (src/action/post/leftover-agent.ts), since the record reaches
 * it through GITHUB_STATE, which the agent can append to.
 */
import { readFileSync } from 'node:fs';

/** What the main step recorded about the agent's process at spawn. */
export interface AgentRecord {
  pid: number;
  /** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot. */
  start: string | null;
  /** The NARRATOR_RUN_ID value given to the agent. */
  runId: string;
}

/** `pid`'s start time (field 22 of /proc/<pid>/stat), or null where there is no /proc. */
export function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After `(comm)` (which may hold spaces and parentheses): field 3 is the first.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** The variable that marks the agent's processes as this run's (inherited by what they start). */
export const RUN_ID_VARIABLE = 'NARRATOR_RUN_ID';

/**
 * Why the recorded agent may NOT be killed, or null when it may: the same process (start time)
 * leading its own group, carrying this run's id in its environment.
 */
export function agentKillRefusal(record: AgentRecord): string | null {
  const { pid } = record;
  if (!Number.isInteger(pid) || pid <= 1) return `pid ${pid} is not an agent's`;
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return `process ${pid} is gone`;
  }
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  if (Number(fields[2]) !== pid) return `process ${pid} does not lead a process group`;
  if (record.start === null || fields[19] !== record.start) {
    return `process ${pid} is not the one started (its start time differs)`;
  }
  let environ: string;
  try {
    environ = readFileSync(`/proc/${pid}/environ`, 'latin1');
  } catch {
    return `the environment of process ${pid} cannot be read`;
  }
  if (!record.runId || !environ.split('\0').includes(`${RUN_ID_VARIABLE}=${record.runId}`)) {
    return `process ${pid} does not carry this run's ${RUN_ID_VARIABLE}`;
  }
  return null;
}

/** Parses the saved agent record, or null. */
export function parseAgentRecord(raw: string): AgentRecord | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<AgentRecord>;
    if (typeof v.pid !== 'number' || typeof v.runId !== 'string') return null;
    return { pid: v.pid, start: typeof v.start === 'string' ? v.start : null, runId: v.runId };
  } catch {
    return null;
  }
}
