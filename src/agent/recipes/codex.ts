/** Codex CLI: `codex exec --json -`, the prompt on stdin. */
import { type AgentRecipe, SIGNAL_CODES } from './recipe.js';

export const codex: AgentRecipe = {
  name: 'codex',
  binary: 'codex',
  npmPackage: '@openai/codex',
  installHint: "set 'install: auto' or add a step that runs `npm install -g @openai/codex`",
  dialect: 'codex',
  supports: ['model'],
  exitCodes: { ...SIGNAL_CODES },
  permissionModes: null,
  build(o) {
    const args = ['exec', '--json', '--skip-git-repo-check'];
    if (o.model) args.push('--model', o.model);
    // `-` reads the prompt from stdin; stdin is closed after it so codex never waits for EOF.
    return { args: [...args, ...o.args, '-'], stdin: o.prompt };
  },
};
