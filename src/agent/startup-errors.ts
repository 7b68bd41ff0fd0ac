/**
 * Known ways an agent CLI refuses to start, turned into messages that say what to change.
 * Two kinds: checks we can make BEFORE launching (Claude refuses bypassPermissions as root), and
 * patterns in the stderr tail AFTER a run ended without a usable stream.
 */
import type { AgentName } from './agents.js';

export class StartupRefusedError extends Error {
  override name = 'StartupRefusedError';
}

const ROOT_BYPASS_HELP =
  "Claude Code refuses 'permission-mode: bypassPermissions' (--dangerously-skip-permissions) when it runs as root. " +
  "Either use the default permission mode and list what the agent may do in 'allowed-tools' " +
  "(e.g. 'Read, Edit, Bash(npm test:*)'), or, when the job runs in a throwaway container, set IS_SANDBOX=1 in the step's env.";

/**
 * Checks made before spawning. Returns an error message, or null when the launch may go ahead.
 * `uid` is process.getuid?.() (undefined on Windows).
 */
export function preflightCheck(o: {
  agent: AgentName;
  permissionMode: string | null;
  args: readonly string[];
  env: NodeJS.ProcessEnv;
  uid: number | undefined;
}): string | null {
  if (o.agent !== 'claude' || o.uid !== 0 || o.env['IS_SANDBOX'] === '1') return null;
  const bypass =
    o.permissionMode === 'bypassPermissions' ||
    o.args.includes('--dangerously-skip-permissions') ||
    o.args.some((a, i) => a === '--permission-mode' && o.args[i + 1] === 'bypassPermissions') ||
    o.args.includes('--permission-mode=bypassPermissions');
  return bypass ? ROOT_BYPASS_HELP : null;
}

interface KnownFailure {
  agents: readonly AgentName[] | 'any';
  pattern: RegExp;
  help: string;
}

const KNOWN: readonly KnownFailure[] = [
  {
    agents: 'any',
    pattern: /requires --verbose/,
    help:
      "Claude Code prints stream-json in print mode only with --verbose. Narrator's claude recipe adds it; " +
      "if you run Claude through 'command', add --verbose to it.",
  },
  {
    agents: 'any',
    pattern: /cannot be used with root\/sudo privileges/,
    help: ROOT_BYPASS_HELP,
  },
  {
    agents: ['claude'],
    pattern:
      /not logged in|please run \/login|invalid api key|could not resolve authentication|ANTHROPIC_API_KEY/i,
    help:
      "Claude Code has no credentials: set ANTHROPIC_API_KEY (or CLAUDE_CODE_OAUTH_TOKEN) in the step's env " +
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a template
      'from a repository secret, e.g. `env: { ANTHROPIC_API_KEY: ${{ secrets.ANTHROPIC_API_KEY }} }`.',
  },
  {
    agents: ['cursor'],
    pattern: /authentication required|agent login/i,
    help: "Cursor CLI is not logged in: set CURSOR_API_KEY in the step's env from a repository secret.",
  },
  {
    agents: ['gemini'],
    pattern: /GEMINI_API_KEY|auth(entication)? (method|failed)|API_KEY_INVALID/i,
    help: "Gemini CLI has no valid credentials: set GEMINI_API_KEY in the step's env from a repository secret.",
  },
  {
    agents: ['codex'],
    pattern: /OPENAI_API_KEY|CODEX_API_KEY|not logged in|401 Unauthorized|Missing environment variable/i,
    help:
      "Codex has no valid credentials: set CODEX_API_KEY in the step's env from a repository secret, " +
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a template
      'e.g. `env: { CODEX_API_KEY: ${{ secrets.OPENAI_API_KEY }} }` (codex exec does not read OPENAI_API_KEY; ' +
      'Narrator passes OPENAI_API_KEY on as CODEX_API_KEY only when CODEX_API_KEY is not set).',
  },
];

/** A "what to change" message for a known startup failure found in `stderrTail`, or null. */
export function explainStartupFailure(agent: AgentName | null, stderrTail: string | null): string | null {
  if (!stderrTail) return null;
  for (const k of KNOWN) {
    if (k.agents !== 'any' && (agent === null || !k.agents.includes(agent))) continue;
    if (k.pattern.test(stderrTail)) return k.help;
  }
  return null;
}
