/** opencode: `opencode run --format json`. */
import { type AgentRecipe, SIGNAL_CODES } from './recipe.js';

export const opencode: AgentRecipe = {
  name: 'opencode',
  binary: 'opencode',
  npmPackage: null,
  installHint:
    'opencode is not installed by Narrator: add an install step (e.g. `curl -fsSL https://opencode.ai/install | bash`) before this one',
  dialect: 'opencode',
  supports: ['model'],
  exitCodes: { ...SIGNAL_CODES },
  permissionModes: null,
  build(o) {
    const args = ['run', '--format', 'json'];
    if (o.model) args.push('--model', o.model);
    return { args: [...args, ...o.args, '--', o.prompt], stdin: null };
  },
};
