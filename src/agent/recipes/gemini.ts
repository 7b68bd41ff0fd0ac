/** Gemini CLI: `gemini --output-format stream-json -p PROMPT`. */
import { type AgentRecipe, SIGNAL_CODES } from './recipe.js';

export const gemini: AgentRecipe = {
  name: 'gemini',
  binary: 'gemini',
  npmPackage: '@google/gemini-cli',
  installHint: "set 'install: auto' or add a step that runs `npm install -g @google/gemini-cli`",
  dialect: 'gemini',
  supports: ['model', 'permission-mode'],
  exitCodes: { ...SIGNAL_CODES },
  build(o) {
    const args = ['--output-format', 'stream-json'];
    if (o.model) args.push('--model', o.model);
    // Gemini's approval modes (default | auto_edit | yolo) play the role of permission-mode.
    if (o.permissionMode) args.push(`--approval-mode=${o.permissionMode}`);
    // `-p` takes the prompt as its value: one argv element.
    return { args: [...args, ...o.args, '-p', o.prompt], stdin: null };
  },
};
