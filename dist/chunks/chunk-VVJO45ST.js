const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// src/run/agent-facts.ts
var AGENT_FACTS = {
  "claude-code": {
    label: "Claude",
    keyVariable: "ANTHROPIC_API_KEY (or CLAUDE_CODE_OAUTH_TOKEN)",
    // usage on every assistant message; cost only on the result frame; --max-budget-usd of its own.
    caps: { tokens: "live", cost: "turn_end", nativeBudget: true },
    // `system/init` carries `mcp_servers` before the first model request.
    mcpStatus: true,
    provider: "anthropic"
  },
  opencode: {
    label: "opencode",
    keyVariable: "the provider's key variable (e.g. ANTHROPIC_API_KEY or OPENAI_API_KEY)",
    // tokens and cost on every step_finish.
    caps: { tokens: "live", cost: "live", nativeBudget: false },
    mcpStatus: false,
    provider: null
  },
  caliban: {
    label: "caliban",
    keyVariable: "the provider's key variable (e.g. ANTHROPIC_API_KEY)",
    // usage and total_cost_usd on the result frame only.
    caps: { tokens: "turn_end", cost: "turn_end", nativeBudget: false },
    mcpStatus: false,
    provider: null
  },
  codex: {
    label: "Codex",
    keyVariable: "CODEX_API_KEY",
    // usage on turn.completed only; no cost anywhere.
    caps: { tokens: "turn_end", cost: "none", nativeBudget: false },
    mcpStatus: false,
    provider: "openai"
  },
  gemini: {
    label: "Gemini",
    keyVariable: "GEMINI_API_KEY",
    // stats on the result frame only; no cost.
    caps: { tokens: "turn_end", cost: "none", nativeBudget: false },
    mcpStatus: false,
    provider: "gcp.gemini"
  },
  cursor: {
    label: "Cursor",
    keyVariable: "CURSOR_API_KEY",
    // usage on the result frame (some versions none); no cost.
    caps: { tokens: "turn_end", cost: "none", nativeBudget: false },
    mcpStatus: false,
    provider: null
  },
  acp: {
    label: "The ACP agent",
    keyVariable: "the ACP agent's key variable (e.g. GEMINI_API_KEY for gemini --acp)",
    // ACP, any agent: tokens in the prompt's answer (Gemini `_meta.quota`, opencode `usage`); a
    // cost only from agents that send `usage_update`, so none is counted on. The agents Narrator
    // starts over ACP itself say what they really report (their recipe's `acp.caps`).
    caps: { tokens: "turn_end", cost: "none", nativeBudget: false },
    // `session/new` answers no server state.
    mcpStatus: false,
    provider: null
  }
};
function factTable(fact) {
  const facts = AGENT_FACTS;
  return Object.fromEntries(Object.entries(facts).map(([d, f]) => [d, f[fact]]));
}

export {
  AGENT_FACTS,
  factTable
};
