/**
 * What the core and the renderers know of each agent, by the dialect its stream speaks: its name
 * in the views, the variable its key is read from (for "set X"), what its stream lets Narrator
 * enforce (the spending caps), whether its stream reports its MCP servers at start, and the one
 * provider it talks to. Pure and at the bottom, so report/, run/ and telemetry/ read it without
 * knowing agent/; each agent's launch record (src/agent/recipes/<name>.ts) names its dialect,
 * and through it these facts. `satisfies Record<Dialect, AgentFacts>`: a new dialect that lacks
 * an entry, or an entry that lacks a fact, does not compile. Every table below derives from it.
 */
import type { Dialect } from '../stream/events.js';

/** `live`: with each model step; `turn_end`: only when the turn (the run, headless) ends. */
export type FigureTiming = 'live' | 'turn_end' | 'none';

export interface CapSupport {
  tokens: FigureTiming;
  cost: FigureTiming;
  /** The CLI has its own budget flag (`max-budget-usd` goes to it, not to Narrator's guard). */
  nativeBudget: boolean;
}

export interface AgentFacts {
  /** What the views call the agent ("Claude finished…"). */
  label: string;
  /** The variable the agent reads its key from, for the advice "set X" after an auth failure. */
  keyVariable: string;
  /** Which figures its stream shows, and when (src/run/cap-support.ts; docs/outcome.md renders it). */
  caps: CapSupport;
  /** Whether its stream reports its MCP servers' state at start, before its first request. */
  mcpStatus: boolean;
  /**
   * `gen_ai.provider.name` where the agent talks to one provider; null where the model names it
   * (`provider/model`, opencode) or nothing does.
   */
  provider: string | null;
}

export const AGENT_FACTS = {
  'claude-code': {
    label: 'Claude',
    keyVariable: 'ANTHROPIC_API_KEY (or CLAUDE_CODE_OAUTH_TOKEN)',
    // usage on every assistant message; cost only on the result frame; --max-budget-usd of its own.
    caps: { tokens: 'live', cost: 'turn_end', nativeBudget: true },
    // `system/init` carries `mcp_servers` before the first model request.
    mcpStatus: true,
    provider: 'anthropic',
  },
  opencode: {
    label: 'opencode',
    keyVariable: "the provider's key variable (e.g. ANTHROPIC_API_KEY or OPENAI_API_KEY)",
    // tokens and cost on every step_finish.
    caps: { tokens: 'live', cost: 'live', nativeBudget: false },
    mcpStatus: false,
    provider: null,
  },
  caliban: {
    label: 'caliban',
    keyVariable: "the provider's key variable (e.g. ANTHROPIC_API_KEY)",
    // usage and total_cost_usd on the result frame only.
    caps: { tokens: 'turn_end', cost: 'turn_end', nativeBudget: false },
    mcpStatus: false,
    provider: null,
  },
  codex: {
    label: 'Codex',
    keyVariable: 'CODEX_API_KEY',
    // usage on turn.completed only; no cost anywhere.
    caps: { tokens: 'turn_end', cost: 'none', nativeBudget: false },
    mcpStatus: false,
    provider: 'openai',
  },
  gemini: {
    label: 'Gemini',
    keyVariable: 'GEMINI_API_KEY',
    // stats on the result frame only; no cost.
    caps: { tokens: 'turn_end', cost: 'none', nativeBudget: false },
    mcpStatus: false,
    provider: 'gcp.gemini',
  },
  cursor: {
    label: 'Cursor',
    keyVariable: 'CURSOR_API_KEY',
    // usage on the result frame (some versions none); no cost.
    caps: { tokens: 'turn_end', cost: 'none', nativeBudget: false },
    mcpStatus: false,
    provider: null,
  },
  acp: {
    label: 'The ACP agent',
    keyVariable: "the ACP agent's key variable (e.g. GEMINI_API_KEY for gemini --acp)",
    // ACP, any agent: tokens in the prompt's answer (Gemini `_meta.quota`, opencode `usage`); a
    // cost only from agents that send `usage_update`, so none is counted on. The agents Narrator
    // starts over ACP itself say what they really report (their recipe's `acp.caps`).
    caps: { tokens: 'turn_end', cost: 'none', nativeBudget: false },
    // `session/new` answers no server state.
    mcpStatus: false,
    provider: null,
  },
} satisfies Readonly<Record<Dialect, AgentFacts>>;

/** One fact of every dialect, as a table (`factTable('label')`: each dialect's label). */
export function factTable<K extends keyof AgentFacts>(fact: K): Readonly<Record<Dialect, AgentFacts[K]>> {
  const facts: Readonly<Record<Dialect, AgentFacts>> = AGENT_FACTS;
  return Object.fromEntries(Object.entries(facts).map(([d, f]) => [d, f[fact]])) as Record<
    Dialect,
    AgentFacts[K]
  >;
}
