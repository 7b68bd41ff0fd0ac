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
  // Approval modes (0.61 `--help`: default | auto_edit | yolo | plan), and the portable names.
  permissionModes: {
    values: {
      default: ['--approval-mode=default'],
      auto_edit: ['--approval-mode=auto_edit'],
      yolo: ['--approval-mode=yolo'],
      plan: ['--approval-mode=plan'],
      acceptEdits: ['--approval-mode=auto_edit'],
      bypassPermissions: ['--approval-mode=yolo'],
    },
    whenUnset: null,
  },
  build(o) {
    const args = ['--output-format', 'stream-json'];
    if (o.model) args.push('--model', o.model);
    args.push(...o.permissionArgs);
    // `-p` takes the prompt as its value: one argv element.
    return { args: [...args, ...o.args, '-p', o.prompt], stdin: null };
  },
};
