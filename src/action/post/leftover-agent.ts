/**
 * The post step's last duty when the main step was killed (SIGKILL after the runner's grace, OOM):
 * the agent was started detached, in its own process group, so nothing else stops it. Kill that
 * group, so a cancelled job leaves no agent running on a self-hosted runner.
 *
 * Which group comes from the main step's state, which the agent can append to (GITHUB_STATE, see
 * src/sinks/snapshot-read.ts): a forged pid must not get an unrelated group killed. So the process is
 * killed only when it still has the start time recorded at spawn (/proc/<pid>/stat: a reused pid
 * is not the agent) AND carries this run's NARRATOR_RUN_ID in its environment, which only the agent
 * and what it started have: the agent cannot change another process's environment. Where there is
 * no /proc (macOS, Windows) nothing is killed.
 */
import { agentKillRefusal, parseAgentRecord } from '../../agent/process-identity.js';
import { HANDOFF, handedText } from '../../sinks/handoff.js';

/**
 * Kills the recorded agent's process group if the main step did not finish its views and the
 * record holds up (agentKillRefusal). Returns the pid it killed, or null; `warn` hears why a
 * recorded agent was not killed (not when it is simply gone).
 */
export function stopLeftoverAgent(warn: (message: string) => void = () => {}): number | null {
  if (handedText(HANDOFF.viewsFinished) === 'true') return null;
  const record = parseAgentRecord(handedText(HANDOFF.agent));
  if (record === null) return null;
  const refusal = agentKillRefusal(record);
  if (refusal !== null) {
    if (!refusal.endsWith('is gone')) warn(`Narrator post step: not killing the recorded agent: ${refusal}`);
    return null;
  }
  try {
    process.kill(-record.pid, 'SIGKILL');
    return record.pid;
  } catch {
    return null; // gone meanwhile
  }
}
