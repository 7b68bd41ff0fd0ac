/** Claude Code: `claude -p --output-format stream-json --verbose`, the prompt on stdin. */
import { type AgentRecipe, SIGNAL_CODES } from './recipe.js';

export const claude: AgentRecipe = {
  name: 'claude',
  binary: 'claude',
  npmPackage: '@anthropic-ai/claude-code',
  installHint: "set 'install: auto' or add a step that runs `npm install -g @anthropic-ai/claude-code`",
  dialect: 'claude-code',
  supports: ['model', 'max-turns', 'max-budget-usd', 'allowed-tools', 'permission-mode'],
  exitCodes: {
    1: 'the run ended with an error result, or the CLI refused to start (see stderr)',
    ...SIGNAL_CODES,
  },
  build(o) {
    // `--output-format stream-json` is refused in print mode without `--verbose` (capture 10i).
    const args = ['-p', '--output-format', 'stream-json', '--verbose'];
    if (o.model) args.push('--model', o.model);
    if (o.maxTurns !== null) args.push('--max-turns', String(o.maxTurns));
    if (o.maxBudgetUsd !== null) args.push('--max-budget-usd', String(o.maxBudgetUsd));
    // One argv element: `--allowedTools` is variadic and would swallow following arguments.
    if (o.allowedTools.length > 0) args.push('--allowedTools', o.allowedTools.join(','));
    if (o.permissionMode) args.push('--permission-mode', o.permissionMode);
    // `claude -p` with no prompt argument reads the prompt from stdin.
    return { args: [...args, ...o.args], stdin: o.prompt };
  },
};
