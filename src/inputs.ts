/**
 * Action inputs -> one typed, validated config. Read inside run(), never at import time.
 *
 * Every default lives in INPUT_DEFAULTS and is applied here too, not only by action.yml, so the
 * action behaves the same outside the runner (tests, local runs, `node dist/index.js`).
 * test/action/action-yml.test.ts keeps this table and action.yml in sync.
 */

import type { AgentUserSetting } from './agent/agent-user.js';
import { AGENT_NAMES, type AgentName } from './agent/agents.js';
import { McpConfigError, type McpServerConfig, mcpSecretValues, parseMcpConfig } from './agent/mcp-config.js';
import type { RunnerEnv } from './context/runner-env.js';
import { parseAskRules } from './converse/ask.js';
import { parseDuration } from './converse/duration.js';
import { MIN_SECRET_LENGTH } from './redact/redact.js';
import { DEFAULT_FAIL_ON } from './report/context.js';
import { parseRequiredMcp } from './run/mcp.js';
import { parseSessionSettings, type SessionSettings } from './session/settings.js';
import { DIALECTS, type Dialect, OUTCOMES, type Outcome } from './stream/events.js';

/** An MCP server's name as agents accept it in their configuration (Claude Code: letters, digits, _ - .). */
const MCP_NAME = /^[A-Za-z0-9_.-]{1,100}$/;

function requiredMcp(value: string): string[] {
  const names = parseRequiredMcp(value);
  const bad = names.find((n) => !MCP_NAME.test(n));
  if (bad !== undefined) {
    throw new Error(
      `input 'require-mcp': ${JSON.stringify(bad.slice(0, 100))} is not an MCP server name (letters, digits, '_', '-', '.'; names are separated by spaces, commas or new lines)`,
    );
  }
  return names;
}

/** The value every input takes when the workflow leaves it empty. Keys are the kebab-case names. */
export const INPUT_DEFAULTS = {
  agent: 'claude',
  'agent-version': 'latest',
  'acp-adapter-version': 'latest',
  install: 'auto',
  'install-cache': 'true',
  prompt: '',
  'prompt-file': '',
  args: '',
  model: '',
  'max-turns': '',
  'max-budget-usd': '',
  'max-total-tokens': '',
  'max-tool-calls': '',
  'require-mcp': '',
  'mcp-config': '',
  'allowed-tools': '',
  'permission-mode': '',
  'working-directory': '.',
  command: '',
  dialect: 'auto',
  protocol: 'stream-json',
  'timeout-minutes': '0',
  'idle-timeout-minutes': '30',
  // action.yml spells the same list out; test/action/action-yml.test.ts keeps the two equal.
  'fail-on': DEFAULT_FAIL_ON.join(', '),
  'step-summary': 'true',
  annotations: 'true',
  redact: '',
  // action.yml says `${{ github.token }}`; outside the runner we fall back to $GITHUB_TOKEN.
  'github-token': '',
  'comment-on': 'auto',
  'comment-mode': 'sticky',
  'comment-key': '',
  // action.yml: `${{ toJSON(matrix) }}` and `${{ strategy.job-index }}`, evaluated by the runner for
  // the step; they tell matrix legs' comments and artifacts apart. Empty outside the runner.
  matrix: '',
  'job-index': '',
  'job-total': '',
  // action.yml: `${{ job.check_run_id }}`, the job's id in the jobs API (empty where the runner
  // does not provide it): the aggregate matches the leg record to its job by it.
  'job-id': '',
  'update-interval-seconds': '5',
  // Who may start the agent from an event anyone can cause (src/action/gate/authorize.ts).
  'allowed-actors': '',
  'allowed-bots': '',
  'upload-artifact': 'false',
  'publish-result': 'auto',
  // src/sinks/board/open.ts: auto = a matrix leg that publishes its result keeps its row
  // live.
  board: 'auto',
  // src/sinks/check/check-target.ts: auto = a check run only where the job is not already one.
  check: 'auto',
  'check-name': '',
  // src/action/output-schema.ts: a JSON Schema (inline, or a file in the workspace) for the answer.
  'output-schema': '',
  // src/github/acknowledge.ts and src/action/live/remote-stop.ts: the bot answers on the PR.
  acknowledge: 'true',
  'remote-stop': 'true',
  // src/sinks/ledger/ and src/action/launch/already-handled.ts: the PR's ledger of runs.
  ledger: 'true',
  // src/converse/ and src/action/live/converse.ts: the agent's requests and steers on the PR.
  ask: '',
  'approval-timeout': '10m',
  'on-question': 'wait',
  'max-steers': '0',
  // src/agent/agent-env.ts: runner internals the agent gets anyway, by name.
  'agent-env-passthrough': '',
  // src/github/repository-trust.ts: whether the agent reads the repository's own hooks, MCP
  // servers and settings; auto = only when the code is a writer's.
  'trust-repository-config': 'auto',
  // src/agent/agent-user.ts: the agent as Narrator's own user, or as another one.
  'agent-user': 'unprivileged',
  'drop-sudo': 'false',
  // src/session/: continue the job's agent session across runs on one pull request or issue.
  continue: 'auto',
  'continue-max-age': '7d',
  'continue-rewritten': 'tell',
  'session-key': '',
  'session-max-mb': '64',
} as const satisfies Record<string, string>;

export type InputName = keyof typeof INPUT_DEFAULTS;
export const INPUT_NAMES = Object.keys(INPUT_DEFAULTS) as InputName[];

export type CommentOn = { kind: 'auto' } | { kind: 'none' } | { kind: 'number'; number: number };

/** `board`: keep this leg's row of the board comment live; `key` null = the workflow's name. */
export type BoardSetting = { kind: 'auto' } | { kind: 'off' } | { kind: 'on'; key: string | null };

export interface ActionConfig {
  agent: AgentName;
  agentVersion: string;
  /** `protocol: acp` with claude or codex: the npm version of its ACP adapter for `install: auto`. */
  acpAdapterVersion: string;
  install: 'auto' | 'never';
  /** `install-cache`: with install: auto, keep the installed CLI in the GitHub Actions cache. */
  installCache: boolean;
  /** The prompt text: `prompt`, else the contents of `prompt-file` (read by the caller). */
  prompt: string;
  promptFile: string | null;
  args: string[];
  model: string | null;
  maxTurns: number | null;
  maxBudgetUsd: number | null;
  /** Input + output tokens (cache excluded) after which Narrator stops the agent (src/run/budget.ts). */
  maxTotalTokens: number | null;
  /** Tool calls (subagents' included) after which Narrator stops the agent. */
  maxToolCalls: number | null;
  /**
   * MCP servers that must be connected when the agent starts (src/run/mcp.ts): Narrator stops the
   * agent before its first model request when one is not. Empty: none required.
   */
  requireMcp: string[];
  /** `mcp-config`: the MCP servers given to the agent (src/agent/mcp-config.ts). Empty: none. */
  mcpServers: McpServerConfig[];
  allowedTools: string[];
  permissionMode: string | null;
  workingDirectory: string;
  /** The `command` input verbatim (split by src/agent/command-line.ts), or null: use the recipe. */
  command: string | null;
  dialect: Dialect | 'auto';
  /**
   * How Narrator talks to the agent: `stream-json` (the agent prints its stream, Narrator reads
   * it) or `acp` (Narrator is the agent's Agent Client Protocol client). `dialect: acp` implies acp.
   */
  protocol: 'stream-json' | 'acp';
  /** 0 = no limit. Fractions allowed (tests use e.g. 0.01 = 600 ms). */
  timeoutMs: number;
  idleTimeoutMs: number;
  failOn: Outcome[];
  stepSummary: boolean;
  annotations: boolean;
  redact: string[];
  githubToken: string;
  commentOn: CommentOn;
  commentMode: 'sticky' | 'new';
  commentKey: string | null;
  /**
   * Which matrix leg this step runs in (null outside a matrix); see comment-key.ts. `jobTotal`:
   * the matrix's size (`strategy.job-total`), what the shared GitHub budget assumes before it has
   * measured how many runs share it.
   */
  leg: { matrix: unknown; jobIndex: number | null; jobTotal?: number | null; jobId?: number | null };
  updateIntervalSeconds: number;
  /** Logins allowed to start the agent from a checked event without write access (lower-cased); `['*']`: everyone. */
  allowedActors: string[];
  /** Bot logins allowed to start it (lower-cased, `[bot]` suffix removed). Bots are refused otherwise. */
  allowedBots: string[];
  /** Upload the redacted stream and summary.json as an artifact after the run (src/sinks/files/artifact.ts). */
  uploadArtifact: boolean;
  /**
   * Publish the leg record for the aggregate action (src/sinks/board/leg-record.ts). `auto`: only when
   * the job is a matrix leg.
   */
  publishResult: 'auto' | boolean;
  /** Keep this leg's row of the matrix board comment live (src/sinks/board/open.ts). */
  board: BoardSetting;
  /** A check run on the commit a merge would gate (src/action/open-check.ts): auto | true | false. */
  check: 'auto' | boolean;
  /** The check run's name; null: `narrator / <workflow> / <job>` (plus the matrix leg). */
  checkName: string | null;
  /** The `output-schema` input verbatim (inline JSON or a workspace path), or null. */
  outputSchema: string | null;
  /** React 👀 to the comment, review or issue that started the run (👎 when it was refused). */
  acknowledge: boolean;
  /** Let a person who may start the agent stop it from the PR (👎 on the live comment, `/narrator stop`). */
  remoteStop: boolean;
  /** `ledger`: keep the PR's ledger (src/sinks/ledger/); false: no ledger comment, no read-back. */
  ledger: boolean;
  /** `ask`: tool patterns whose calls a maintainer approves on the PR (src/converse/ask.ts). */
  ask: string[];
  /** No answer within this long denies the request (fail closed). */
  approvalTimeoutMs: number;
  /** wait: a request waits on the PR up to approval-timeout; park: denied at once, the run ends waiting_for_input. */
  onQuestion: 'wait' | 'park';
  /** `/narrator say` steers taken in one run at most; 0: steering off. */
  maxSteers: number;
  /**
   * Variables the agent gets although they are the runner's internals or Narrator's own
   * (src/agent/agent-env.ts), by exact name.
   */
  agentEnvPassthrough: string[];
  /**
   * Whether the agent may read the repository's own executable configuration (hooks, MCP servers,
   * env and endpoint settings): `auto` judges whose code it is (src/github/repository-trust.ts).
   */
  trustRepositoryConfig: 'auto' | 'true' | 'false';
  /** Whom the agent runs as (src/agent/agent-user.ts). */
  agentUser: AgentUserSetting;
  /** Take the runner user's sudo rights away for the rest of the job. */
  dropSudo: boolean;
  /** Session resume across runs (src/session/settings.ts). */
  session: SessionSettings;
}

export class InputError extends Error {
  override name = 'InputError';
  constructor(
    readonly input: InputName,
    message: string,
    options?: { cause?: unknown; named?: boolean },
  ) {
    // `named: true`: the message already names the input.
    super(options?.named ? message : `input '${input}': ${message}`, { cause: options?.cause });
  }
}

/** One value per line; blank lines and surrounding whitespace dropped. */
export function perLine(raw: string): string[] {
  return raw
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** mcp-config: the servers, or the input's error (never quoting a value: it may hold a secret). */
function parseMcpInput(raw: string): McpServerConfig[] {
  try {
    return parseMcpConfig(raw);
  } catch (error) {
    if (error instanceof McpConfigError) throw new InputError('mcp-config', error.message);
    throw error;
  }
}

/**
 * redact: one secret per line (surrounding whitespace and blank lines dropped). A value shorter than
 * MIN_SECRET_LENGTH cannot be hidden without masking ordinary text everywhere, and skipping it would
 * print the very value the workflow asked to hide: the run is refused before anything starts, naming
 * the line (never the value) so it can be fixed.
 */
export function parseRedact(raw: string): string[] {
  const values: string[] = [];
  const short: number[] = [];
  raw.split(/\r?\n/).forEach((line, i) => {
    const value = line.trim();
    if (value === '') return;
    if (value.length < MIN_SECRET_LENGTH) short.push(i + 1);
    else values.push(value);
  });
  if (short.length > 0) {
    const lines = short.length === 1 ? `line ${short[0]} is` : `lines ${short.join(', ')} are`;
    throw new InputError(
      'redact',
      `${lines} shorter than ${MIN_SECRET_LENGTH} characters. A value that short cannot be hidden without ` +
        'masking ordinary text, so Narrator will not run with it: remove it, or hide a longer secret',
    );
  }
  return values;
}

/**
 * allowed-tools: one per line, or comma/space separated. Spaces inside parentheses belong to the
 * tool pattern (`Bash(git diff:*)`), so we only split on separators at parenthesis depth 0.
 */
export function splitToolList(raw: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of raw) {
    if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    if (depth === 0 && (ch === ',' || ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r')) {
      if (cur.trim()) out.push(cur.trim());
      cur = '';
      continue;
    }
    cur += ch;
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}

function oneOf<T extends string>(input: InputName, raw: string, allowed: readonly T[]): T {
  if ((allowed as readonly string[]).includes(raw)) return raw as T;
  throw new InputError(input, `unknown value '${raw}'; expected one of ${allowed.join(', ')}`);
}

/** `${{ toJSON(matrix) }}`: the parsed matrix values, or the text itself when it is not JSON. */
function parseMatrix(raw: string): unknown {
  const text = raw.trim();
  if (text === '' || text === 'null') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** `${{ strategy.job-index }}`: a whole number, or null when empty. */
function parseJobIndex(raw: string): number | null {
  if (raw === '') return null;
  if (!/^\d{1,9}$/.test(raw)) {
    throw new InputError('job-index', `expected the matrix leg's index (a whole number), got '${raw}'`);
  }
  return Number(raw);
}

/** `${{ job.check_run_id }}`: the job's id, or null when the runner gave none. */
function parseJobId(raw: string): number | null {
  if (raw === '') return null;
  if (!/^\d{1,17}$/.test(raw) || !Number.isSafeInteger(Number(raw)) || Number(raw) < 1) {
    throw new InputError('job-id', `expected the job's id (job.check_run_id, a whole number), got '${raw}'`);
  }
  return Number(raw);
}

/** `${{ strategy.job-total }}`: the matrix's size, or null when empty. */
function parseJobTotal(raw: string): number | null {
  if (raw === '') return null;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) {
    throw new InputError('job-total', `expected the matrix's number of legs (1 or more), got '${raw}'`);
  }
  return Number(raw);
}

/** `board`: auto | true | false (and the other spellings of a boolean) | the board's key. */
export function parseBoard(raw: string): BoardSetting {
  const value = raw.trim();
  const lower = value.toLowerCase();
  if (lower === 'auto' || value === '') return { kind: 'auto' };
  if (['true', 'yes', 'on', '1'].includes(lower)) return { kind: 'on', key: null };
  if (['false', 'no', 'off', '0'].includes(lower)) return { kind: 'off' };
  if (/[\r\n]/.test(value)) throw new InputError('board', 'the board key must be one line');
  return { kind: 'on', key: value };
}

function parseBool(input: InputName, raw: string): boolean {
  const v = raw.toLowerCase();
  if (v === 'true' || v === 'yes' || v === '1' || v === 'on') return true;
  if (v === 'false' || v === 'no' || v === '0' || v === 'off') return false;
  throw new InputError(input, `expected true or false, got '${raw}'`);
}

/**
 * What a numeric input must be. Checked by hand rather than with zod: inputs are read before the
 * agent is spawned, and loading zod there would cost start-up time (bench/startup.mjs).
 */
interface NumberRule {
  integer?: boolean;
  /** Smallest allowed value, and whether it is allowed itself. */
  min: number;
  minInclusive: boolean;
  /** Why a value below `min` is refused, in the input's words. */
  tooSmall: string;
}

function parseNumber(input: InputName, raw: string, rule: NumberRule): number {
  const n = raw.trim() === '' ? Number.NaN : Number(raw);
  const why = !Number.isFinite(n)
    ? 'not a number'
    : rule.integer && !Number.isInteger(n)
      ? 'not a whole number'
      : n < rule.min || (!rule.minInclusive && n === rule.min)
        ? rule.tooSmall
        : null;
  if (why !== null) throw new InputError(input, `'${raw}' is not valid (${why})`);
  return n;
}

function optionalNumber(input: InputName, raw: string, rule: NumberRule): number | null {
  return raw === '' ? null : parseNumber(input, raw, rule);
}

/** A list of GitHub logins: one per line, or comma/space separated; lower-cased (logins are case-insensitive). */
export function parseLogins(raw: string): string[] {
  return raw
    .split(/[\s,]+/)
    .map((s) => s.trim().replace(/^@/, '').toLowerCase())
    .filter(Boolean);
}

/**
 * allowed-actors: logins, or `*` alone to let every human in without a permission check (a triage
 * bot that answers anyone). `*` next to logins is refused: the logins would suggest the list still
 * restricts something. Any other `*` is refused too: logins are not patterns.
 */
export function parseAllowedActors(raw: string): string[] {
  const logins = parseLogins(raw);
  const patterns = logins.filter((l) => l.includes('*') && l !== '*');
  if (patterns.length > 0) {
    throw new InputError(
      'allowed-actors',
      `'${patterns[0]}' is not a login: patterns are not supported; '*' alone lets everyone in`,
    );
  }
  if (logins.includes('*') && logins.length > 1) {
    throw new InputError(
      'allowed-actors',
      `'*' lets everyone in and cannot be combined with logins (${logins.filter((l) => l !== '*').join(', ')}); give either '*' or the logins`,
    );
  }
  return logins;
}

/**
 * allowed-bots: bot logins, `[bot]` suffix removed. No `*`: a bot that may start the agent can
 * also be started BY it (its comment triggers the next run), so each one is named.
 */
export function parseAllowedBots(raw: string): string[] {
  const bots = parseLogins(raw).map((s) => s.replace(/\[bot\]$/, ''));
  const star = bots.find((b) => b.includes('*'));
  if (star !== undefined) {
    throw new InputError(
      'allowed-bots',
      `'${star}' is not a bot login: list each bot by name ('*' is not supported)`,
    );
  }
  return bots;
}

/** fail-on: outcomes separated by commas, spaces or newlines; `none` = never fail the job. */
export function parseFailOn(raw: string): Outcome[] {
  const words = raw
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (words.length === 1 && words[0] === 'none') return [];
  const out: Outcome[] = [];
  for (const w of words) {
    if (!(OUTCOMES as readonly string[]).includes(w)) {
      throw new InputError(
        'fail-on',
        `unknown outcome '${w}' in fail-on; expected one of ${OUTCOMES.join(', ')} (or 'none')`,
        { named: true },
      );
    }
    if (!out.includes(w as Outcome)) out.push(w as Outcome);
  }
  return out;
}

export function parseCommentOn(raw: string): CommentOn {
  if (raw === 'auto') return { kind: 'auto' };
  if (raw === 'none') return { kind: 'none' };
  const n = Number(raw.replace(/^#/, ''));
  if (Number.isInteger(n) && n > 0) return { kind: 'number', number: n };
  throw new InputError('comment-on', `expected auto, none or an issue/PR number, got '${raw}'`);
}

const minutes: NumberRule = { min: 0, minInclusive: true, tooSmall: 'must be 0 or more minutes' };

/**
 * Reads and validates every input. `getInput` returns '' for an input that was not given
 * (like @actions/core's getInput); `env` supplies fallbacks outside the runner.
 */
export function readInputs(getInput: (name: string) => string, env: RunnerEnv): ActionConfig {
  const raw = (name: InputName): string => {
    const v = (getInput(name) ?? '').trim();
    return v === '' ? INPUT_DEFAULTS[name] : v;
  };
  // Multi-line inputs keep their inner lines; only the empty case takes the default.
  const rawLines = (name: InputName): string => {
    const v = getInput(name) ?? '';
    return v.trim() === '' ? INPUT_DEFAULTS[name] : v;
  };

  const agent = oneOf('agent', raw('agent'), AGENT_NAMES);
  const command = raw('command');
  const prompt = rawLines('prompt');
  const promptFile = raw('prompt-file');
  if (prompt.trim() !== '' && promptFile !== '') {
    throw new InputError('prompt', "give either 'prompt' or 'prompt-file', not both");
  }

  const dialect = oneOf('dialect', raw('dialect'), ['auto', ...DIALECTS] as const);
  const protocol = oneOf('protocol', raw('protocol'), ['stream-json', 'acp'] as const);
  // ACP is a protocol, not a stream a CLI prints: its dialect reads nothing else.
  if (protocol === 'acp' && dialect !== 'auto' && dialect !== 'acp') {
    throw new InputError('dialect', `'protocol: acp' reads the acp dialect only, not '${dialect}'`);
  }
  if (dialect === 'acp' && command === '' && protocol !== 'acp') {
    throw new InputError(
      'dialect',
      "'dialect: acp' runs a 'command' that speaks the Agent Client Protocol; for an agent's own recipe set 'protocol: acp'",
    );
  }

  const timeoutMin = parseNumber('timeout-minutes', raw('timeout-minutes'), minutes);
  const idleMin = parseNumber('idle-timeout-minutes', raw('idle-timeout-minutes'), minutes);

  return {
    agent,
    agentVersion: raw('agent-version'),
    acpAdapterVersion: raw('acp-adapter-version'),
    install: oneOf('install', raw('install'), ['auto', 'never'] as const),
    installCache: parseBool('install-cache', raw('install-cache')),
    prompt,
    promptFile: promptFile === '' ? null : promptFile,
    args: perLine(rawLines('args')),
    model: raw('model') || null,
    maxTurns: optionalNumber('max-turns', raw('max-turns'), {
      integer: true,
      min: 1,
      minInclusive: true,
      tooSmall: 'must be 1 or more',
    }),
    maxBudgetUsd: optionalNumber('max-budget-usd', raw('max-budget-usd'), {
      min: 0,
      minInclusive: false,
      tooSmall: 'must be more than 0',
    }),
    maxTotalTokens: optionalNumber('max-total-tokens', raw('max-total-tokens'), {
      integer: true,
      min: 1,
      minInclusive: true,
      tooSmall: 'must be 1 or more',
    }),
    maxToolCalls: optionalNumber('max-tool-calls', raw('max-tool-calls'), {
      integer: true,
      min: 0,
      minInclusive: true,
      tooSmall: 'must be 0 or more',
    }),
    requireMcp: requiredMcp(rawLines('require-mcp')),
    mcpServers: parseMcpInput(raw('mcp-config')),
    allowedTools: splitToolList(rawLines('allowed-tools')),
    permissionMode: raw('permission-mode') || null,
    workingDirectory: raw('working-directory'),
    command: command === '' ? null : command,
    dialect,
    protocol,
    timeoutMs: Math.round(timeoutMin * 60_000),
    idleTimeoutMs: Math.round(idleMin * 60_000),
    failOn: parseFailOn(rawLines('fail-on')),
    stepSummary: parseBool('step-summary', raw('step-summary')),
    annotations: parseBool('annotations', raw('annotations')),
    // The MCP servers' env and header values are secrets to every output, as `redact` lines are.
    redact: [
      ...parseRedact(rawLines('redact')),
      ...mcpSecretValues(parseMcpInput(raw('mcp-config'))).filter((v) => v.length >= MIN_SECRET_LENGTH),
    ],
    githubToken: raw('github-token') || env['GITHUB_TOKEN'] || '',
    commentOn: parseCommentOn(raw('comment-on')),
    commentMode: oneOf('comment-mode', raw('comment-mode'), ['sticky', 'new'] as const),
    commentKey: raw('comment-key') || null,
    leg: {
      matrix: parseMatrix(rawLines('matrix')),
      jobIndex: parseJobIndex(raw('job-index')),
      jobTotal: parseJobTotal(raw('job-total')),
      jobId: parseJobId(raw('job-id')),
    },
    updateIntervalSeconds: parseNumber('update-interval-seconds', raw('update-interval-seconds'), {
      min: 0,
      minInclusive: true,
      tooSmall: 'must be 0 or more',
    }),
    allowedActors: parseAllowedActors(rawLines('allowed-actors')),
    allowedBots: parseAllowedBots(rawLines('allowed-bots')),
    uploadArtifact: parseBool('upload-artifact', raw('upload-artifact')),
    acknowledge: parseBool('acknowledge', raw('acknowledge')),
    remoteStop: parseBool('remote-stop', raw('remote-stop')),
    ledger: parseBool('ledger', raw('ledger')),
    ask: parseAsk(rawLines('ask')),
    approvalTimeoutMs: parseApprovalTimeout(raw('approval-timeout')),
    onQuestion: parseOnQuestion(raw('on-question')),
    maxSteers: parseNumber('max-steers', raw('max-steers'), {
      integer: true,
      min: 0,
      minInclusive: true,
      tooSmall: 'must be 0 or more',
    }),
    publishResult:
      raw('publish-result').toLowerCase() === 'auto'
        ? 'auto'
        : parseBool('publish-result', raw('publish-result')),
    board: parseBoard(raw('board')),
    check: raw('check').toLowerCase() === 'auto' ? 'auto' : parseBool('check', raw('check')),
    checkName: raw('check-name') || null,
    outputSchema: rawLines('output-schema').trim() || null,
    agentEnvPassthrough: parseEnvNames(rawLines('agent-env-passthrough')),
    trustRepositoryConfig: oneOf('trust-repository-config', raw('trust-repository-config').toLowerCase(), [
      'auto',
      'true',
      'false',
    ] as const),
    agentUser: parseAgentUser(raw('agent-user')),
    dropSudo: parseBool('drop-sudo', raw('drop-sudo')),
    session: parseSessionSettings(
      (name) => raw(name as InputName),
      (input, why) => new InputError(input as InputName, why),
    ),
  };
}

/** ask: tool patterns as allowed-tools takes them, each checked (src/converse/ask.ts). */
export function parseAsk(raw: string): string[] {
  const list = splitToolList(raw);
  try {
    parseAskRules(list);
  } catch (error) {
    throw new InputError('ask', (error as Error).message, { cause: error });
  }
  return list;
}

/** on-question: wait (today's behaviour) or park (src/action/launch/parked.ts). */
function parseOnQuestion(value: string): 'wait' | 'park' {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'wait') return 'wait';
  if (v === 'park') return 'park';
  throw new InputError('on-question', `must be wait or park, got '${value.slice(0, 40)}'`);
}

/** approval-timeout: a duration (`90s`, `10m`), more than 0 and at most 6 hours (a job's limit). */
export function parseApprovalTimeout(raw: string): number {
  let ms: number;
  try {
    ms = parseDuration(raw);
  } catch (error) {
    throw new InputError('approval-timeout', (error as Error).message, { cause: error });
  }
  if (!(ms > 0) || ms > 6 * 3600_000)
    throw new InputError('approval-timeout', 'must be more than 0 and at most 6h');
  return ms;
}

/** agent-user: `same`, `unprivileged`, or the name of an existing account. */
export function parseAgentUser(raw: string): AgentUserSetting {
  const value = raw.trim();
  if (value === 'same') return { kind: 'same' };
  if (value === 'unprivileged') return { kind: 'unprivileged' };
  // What useradd accepts: never an option, a path or anything a command line could misread.
  if (/^[a-z_][a-z0-9_-]{0,31}$/i.test(value) && value !== 'root') return { kind: 'named', name: value };
  throw new InputError(
    'agent-user',
    "expected 'same', 'unprivileged' or the name of an existing unprivileged user (letters, digits, '_' and '-')",
  );
}

/**
 * agent-env-passthrough: variable names, one per line or separated by commas or spaces. A name is
 * what a shell could export (letters, digits, `_`, `-`, `.`; not starting with a digit): a value
 * pasted here by mistake is refused without being printed.
 */
export function parseEnvNames(raw: string): string[] {
  const names = raw
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  names.forEach((name, i) => {
    if (!/^[A-Za-z_][A-Za-z0-9_.-]*$/.test(name)) {
      throw new InputError(
        'agent-env-passthrough',
        `entry ${i + 1} is not a variable name (letters, digits, '_', '-' and '.', not starting with a digit)`,
      );
    }
  });
  return [...new Set(names)];
}
