/**
 * The post step's last duty when the main step was killed (SIGKILL after the runner's grace, OOM):
 * the agent was started detached, in its own process group, so nothing else stops it. Kill that
 * group, so a cancelled job leaves no agent running on a self-hosted runner.
 */
import { readFileSync } from 'node:fs';
import { STATE_KEYS } from '../live/state.js';

/**
 * Kills the saved agent's process group if the main step did not finish its views and the pid
 * still leads a process group (a pid reused by an unrelated process is not a group leader of
 * the same id, except by a coincidence we accept). Returns the pid it killed, or null.
 */
export function stopLeftoverAgent(env: NodeJS.ProcessEnv): number | null {
  if (env[`STATE_${STATE_KEYS.viewsFinished}`] === 'true') return null;
  const pid = Number(env[`STATE_${STATE_KEYS.agentPid}`]);
  if (!Number.isInteger(pid) || pid <= 1) return null;
  if (!leadsProcessGroup(pid)) return null;
  try {
    process.kill(-pid, 'SIGKILL');
    return pid;
  } catch {
    return null; // gone meanwhile
  }
}

/** /proc/<pid>/stat field 5 is the process group id (Linux); elsewhere, trust a live pid. */
function leadsProcessGroup(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces and parentheses: fields after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[2]) === pid;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' && process.platform !== 'linux') {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    }
    return false;
  }
}
