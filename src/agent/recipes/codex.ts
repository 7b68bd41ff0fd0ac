/**
 * Codex CLI: `codex exec --json -`, the prompt on stdin.
 *
 * What 0.169 really does (run against a local Responses API server; dialects.md, opening block):
 * - `codex exec` runs in a READ-ONLY sandbox unless told otherwise, and never asks: a patch or a
 *   command that writes is blocked, and the stream shows no item for it (only a stderr line). So
 *   `permission-mode` maps to its sandbox, and an unset mode is said in the log.
 * - exec takes its API key from CODEX_API_KEY; OPENAI_API_KEY is ignored (it is sent nowhere), and
 *   so is OPENAI_BASE_URL.
 * - No turn limit and no budget in exec (no flag, no config key): `max-turns` and `max-budget-usd`
 *   are dropped with a warning like every input an agent does not take.
 */
import { type AgentRecipe, SIGNAL_CODES } from './recipe.js';

const sandbox = (mode: string): readonly string[] => ['--sandbox', mode];

/**
 * Codex logs at `error` by default, which hides the one trace a command blocked by its sandbox
 * leaves (`WARN codex_sandboxing::violation: recorded sandbox violation: …`); this adds that target
 * only, so the codex dialect can count the block (src/stream/dialects/codex.ts, `stderrLine`).
 */
export const CODEX_LOG_FILTER = 'error,codex_sandboxing::violation=warn';

/** Codex's sandbox over ACP for each portable mode (as `--sandbox` maps it); none = acceptEdits. */
const CODEX_ACP_SANDBOX: Readonly<Record<string, string>> = {
  plan: 'read-only',
  acceptEdits: 'workspace-write',
  bypassPermissions: 'danger-full-access',
};

/** A `-c key=value` override whose value is a TOML string. */
const codexOverride = (key: string, value: string): string[] => ['-c', `${key}=${JSON.stringify(value)}`];

export const codex: AgentRecipe = {
  name: 'codex',
  binary: 'codex',
  npmPackage: '@openai/codex',
  installHint: "set 'install: auto' or add a step that runs `npm install -g @openai/codex`",
  dialect: 'codex',
  supports: ['model', 'permission-mode'],
  // No flag to point at for these: say what bounds or grants instead.
  inputHints: {
    'max-turns': "codex exec has no turn limit (no flag, no setting): bound the run with 'timeout-minutes'",
    'max-budget-usd': "codex exec has no budget: bound the run with 'timeout-minutes'",
    'allowed-tools':
      "codex decides what may run by its sandbox: set 'permission-mode' (plan, acceptEdits, bypassPermissions)",
  },
  exitCodes: { ...SIGNAL_CODES },
  // Its sandbox modes (0.169 `codex exec --help`: --sandbox read-only | workspace-write |
  // danger-full-access, and --dangerously-bypass-approvals-and-sandbox), and the portable names.
  // exec never asks for approval, so a mode is all there is to say what it may do.
  permissionModes: {
    values: {
      plan: sandbox('read-only'),
      acceptEdits: sandbox('workspace-write'),
      bypassPermissions: ['--dangerously-bypass-approvals-and-sandbox'],
      'read-only': sandbox('read-only'),
      'workspace-write': sandbox('workspace-write'),
      'danger-full-access': sandbox('danger-full-access'),
    },
    whenUnset:
      "codex runs in its read-only sandbox because no 'permission-mode' is given: it can read the workspace, " +
      'but every file edit and every command that writes is blocked (Narrator counts each as a denial). ' +
      "To let it edit the workspace, set 'permission-mode: acceptEdits' (codex --sandbox workspace-write).",
  },
  // Measured below (0.169): see docs/security.md.
  repositoryConfig: null,
  // Its sessions across runs: how, in src/session/agents.ts (RESUME_FACTS).
  resume: { stdio: true, acp: true },
  configFolders: [['home', '.codex']],
  // Through Zed's adapter (`codex-acp`, npm `@zed-industries/codex-acp`, a native binary with its
  // own build of Codex inside): Codex's sandbox does the work it does in `codex exec`, mapped from
  // `permission-mode` as above, and Codex asks (approval `on-request`) only when a call would
  // leave that sandbox; `bypassPermissions` never asks. Both are `-c` overrides, which outrank any
  // config file.
  acp: {
    adapter: {
      title: 'the Codex ACP adapter',
      binary: 'codex-acp',
      npmPackage: '@zed-industries/codex-acp',
      // The wrapper is a Node script that finds its platform package; the binary is used directly,
      // as for the other native CLIs (no Node start-up, and signals reach the agent itself).
      npmNativeBinaries: (p) => [
        `@zed-industries/codex-acp-${p.os}-${p.arch}/bin/codex-acp${p.os === 'win32' ? '.exe' : ''}`,
      ],
      installHint: "set 'install: auto' or add a step that runs `npm install -g @zed-industries/codex-acp`",
    },
    // Neither tokens nor cost over ACP.
    caps: { tokens: 'none', cost: 'none', nativeBudget: false },
    launch(o) {
      const mode = CODEX_ACP_SANDBOX[o.permissionMode ?? 'acceptEdits'] ?? 'workspace-write';
      const args = [
        ...codexOverride('sandbox_mode', mode),
        ...codexOverride('approval_policy', mode === 'danger-full-access' ? 'never' : 'on-request'),
      ];
      if (o.model) args.push(...codexOverride('model', o.model));
      const env: Record<string, string> = {};
      // As for `codex exec`: the key the step set for "the OpenAI agent" reaches Codex by its name.
      const given = o.env ?? {};
      if (!given['CODEX_API_KEY'] && given['OPENAI_API_KEY']) env['CODEX_API_KEY'] = given['OPENAI_API_KEY'];
      return { args: [...args, ...o.args], env, sessionMode: null };
    },
  },
  build(o) {
    const args = ['exec', '--json', '--skip-git-repo-check'];
    if (o.model) args.push('--model', o.model);
    args.push(...o.permissionArgs);
    const env: Record<string, string> = {};
    const notices: string[] = [];
    const given = o.env ?? {};
    // A step that sets only OPENAI_API_KEY means it for the agent it launches; codex exec would
    // ignore it and fail with 401 after its retries. Never over an explicit CODEX_API_KEY.
    if (!given['CODEX_API_KEY'] && given['OPENAI_API_KEY']) {
      env['CODEX_API_KEY'] = given['OPENAI_API_KEY'];
      notices.push(
        'codex exec reads its API key from CODEX_API_KEY, not OPENAI_API_KEY: Narrator passes OPENAI_API_KEY to codex as CODEX_API_KEY',
      );
    }
    // 0.169 ignores it and talks to api.openai.com (without network: retrying forever, until our
    // idle or wall limit): say how to point it elsewhere instead of letting it look used.
    if (given['OPENAI_BASE_URL'] && !o.args.some((a) => a.includes('openai_base_url'))) {
      notices.push(
        'OPENAI_BASE_URL is set, but codex exec ignores it: to use another endpoint, add `-c openai_base_url="URL"` to \'args\' ' +
          'or name a provider in $CODEX_HOME/config.toml',
      );
    }
    if (given['RUST_LOG'] === undefined) env['RUST_LOG'] = CODEX_LOG_FILTER;
    // `-` reads the prompt from stdin; stdin is closed after it so codex never waits for EOF.
    return { args: [...args, ...o.args, '-'], stdin: o.prompt, env, notices };
  },
};
