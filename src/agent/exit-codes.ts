/**
 * Words for an agent's exit code. Its own module because the meanings live in the dialects' tables
 * (src/stream/dialects/*: one source for the outcome rules and the messages), and loading those
 * (zod, every dialect) before the agent is spawned would cost start-up time: the Action imports
 * this only once the run is over.
 */
import { dialectDefinition } from '../stream/dialects/index.js';
import { type AgentName, RECIPES } from './agents.js';

/** Words for an exit code of `agent`, or null when it has no documented meaning. */
export function describeExitCode(agent: AgentName, code: number): string | null {
  const recipe = RECIPES[agent];
  return dialectDefinition(recipe.dialect)?.exitCodes?.[code]?.meaning ?? recipe.exitCodes[code] ?? null;
}
