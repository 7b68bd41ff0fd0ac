/** caliban: `caliban -p --output-format stream-json`, the prompt on stdin (published samples only). */
import type { AgentRecipe } from './recipe.js';

export const caliban: AgentRecipe = {
  name: 'caliban',
  binary: 'caliban',
  npmPackage: null,
  installHint: 'caliban has no npm package: add a step that installs caliban before this one',
  dialect: 'caliban',
  supports: ['model', 'max-turns'],
  exitCodes: {},
  permissionModes: null,
  repositoryConfig: null,
  // Narrator does not carry its sessions across runs: every run starts fresh, and says so.
  resume: { stdio: false, acp: false },
  configFolders: [],
  acp: null,
  build(o) {
    const args = ['-p', '--output-format', 'stream-json'];
    if (o.model) args.push('--model', o.model);
    if (o.maxTurns !== null) args.push('--max-turns', String(o.maxTurns));
    // caliban -p reads a plain-text prompt from stdin like Claude's print mode.
    return { args: [...args, ...o.args], stdin: o.prompt };
  },
};
