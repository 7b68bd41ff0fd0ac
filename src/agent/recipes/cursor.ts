/** Cursor CLI: `cursor-agent -p --output-format stream-json -- PROMPT` (published samples only). */
import { type AgentRecipe, promptArgumentProblem, SIGNAL_CODES } from './recipe.js';

export const cursor: AgentRecipe = {
  name: 'cursor',
  binary: 'cursor-agent',
  npmPackage: null,
  installHint:
    'cursor-agent has no npm package: add `curl https://cursor.com/install -fsS | bash` (or your own install step) before this one',
  dialect: 'cursor',
  supports: ['model'],
  exitCodes: { 1: 'error (see stderr; the stream may end without a result)', ...SIGNAL_CODES },
  permissionModes: null,
  // Not measured (the CLI is not installed here); its documentation names these, and no switch
  // that turns them off.
  repositoryConfig: {
    files: "the repository's .cursor/mcp.json and .cursor/cli.json (MCP servers, permissions)",
    whenNotTrusted: 'warn',
  },
  // Narrator does not carry its sessions across runs: every run starts fresh, and says so.
  resume: { stdio: false, acp: false },
  configFolders: [['home', '.cursor']],
  acp: null,
  build(o) {
    const args = ['-p', '--output-format', 'stream-json'];
    if (o.model) args.push('--model', o.model);
    // The prompt is a positional argument: one argv element, after `--` so it is never a flag.
    // One the kernel would refuse (E2BIG: "exit 127") is refused here, saying why.
    const problem = promptArgumentProblem('Cursor CLI', o.prompt);
    if (problem) throw new Error(problem);
    return { args: [...args, ...o.args, '--', o.prompt], stdin: null };
  },
};
