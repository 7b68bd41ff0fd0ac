/**
 * `agent-user`: the workspace lent to the agent user goes back to the runner user even when the
 * main step was killed before it gave it back (SIGKILL after the runner's grace, OOM), so later
 * steps and the next job on a self-hosted runner find it theirs. The main step saves what it lent
 * and clears the record once it gave it back (src/action/launch/run-agent.ts).
 */
import { giveBackLent } from '../../agent/agent-user.js';
import type { RunContext } from '../../context/run-context.js';
import { HANDOFF, handedText } from '../../sinks/handoff.js';

/** Lines for the log; none when the main step gave everything back itself. */
export function giveBackLeftoverWorkspace(context: RunContext): string[] {
  const raw = handedText(HANDOFF.agentUser);
  if (raw.trim() === '') return [];
  // The agent room's own check of who may chown (sudo on the parent's PATH).
  return giveBackLent(raw, context.parent);
}
