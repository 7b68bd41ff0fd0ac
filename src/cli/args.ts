/**
 * `narrator` argument parsing: argv -> a typed command, or a UsageError (exit 2). No I/O here.
 */
import { constants } from 'node:os';
import { type ParseArgsOptionsConfig, parseArgs } from 'node:util';
import { ACP_PERMISSION_MODES } from '../agent/acp/permissions.js';
import { parseRequire, type Requirement } from '../board/gate.js';
import { parseFailOn } from '../inputs.js';
import { DEFAULT_FAIL_ON } from '../report/context.js';
import type { RunCaps } from '../run/budget.js';
import { DIALECTS, type Dialect, OUTCOMES, type Outcome } from '../stream/events.js';

export class UsageError extends Error {
  override name = 'UsageError';
}

/** Every command, in the order the help lists them. */
export const COMMANDS = [
  'summarize',
  'render',
  'watch',
  'run',
  'demo',
  'aggregate',
  'follow',
  'history',
  'pull',
] as const;

/** Where a usage error sends a person: the command's own help, else the main one. */
export function helpHint(argv: readonly string[]): string {
  const command = argv[0];
  return (COMMANDS as readonly (string | undefined)[]).includes(command)
    ? `narrator ${command} --help lists its options`
    : 'narrator --help lists the commands';
}

export const MAIN_HELP = `narrator — narrate a coding agent's stream-json output

Usage:
  narrator summarize [FILE|-] [options]   print the run summary as one JSON object
  narrator render [FILE|-] --format text|markdown|html [options]
                                          render the run summary for a person
  narrator watch [FILE|-] [options]       narrate a stream live as it arrives (pipe the agent into it)
  narrator run [options] -- COMMAND…      launch the agent and narrate its stream live
  narrator demo [--speed N]               replay a bundled real Claude Code run at its recorded pace
  narrator aggregate FILES|DIR… [--require R] [--format text|markdown]
                                          one board and one verdict for many runs (a matrix)
  narrator follow OWNER/REPO#N [--interval S] [--give-up-after S]
                                          print Narrator's comments on a PR or issue as they
                                          change, until the runs end
  narrator history OWNER/REPO#N [--json] [--author LOGIN]
                                          every agent run on a PR or issue: its ledger
  narrator pull OWNER/REPO#N [--store FILE] [--job KEY] [--agent A]
                                          put a run's sealed agent session where the agent's
                                          CLI looks, and print the command that continues it

  narrator <command> --help               help for one command

Exit status: summarize, render, demo: 0 when the stream was read. watch, run: 0 when the run's
outcome is not in --fail-on, 1 when it is. aggregate: 0 when enough legs succeeded for --require,
1 when not. All: 2 for a usage error or an unreadable file.`;

const STREAM_OPTIONS_HELP = `  FILE                   the agent's stdout (NDJSON); "-" or nothing reads stdin
  --dialect D            auto (default) | ${DIALECTS.join(' | ')}
  --exit-code N          how the agent process exited (0-255); unknown when omitted
  --signal NAME          the signal that ended it (e.g. SIGTERM)
  --stderr FILE          the agent's stderr; its tail explains a run with no result frame
  --timing FILE          a capture's timing.tsv (ms since spawn per line), for real durations
  --max-line-bytes N     skip (and count) longer lines; default 8 MiB
  --model M              the model the agent ran, when its stream does not say: the tokens of an
                         agent that reports no cost are priced for an estimate (estimatedCostUsd)`;

const OUTPUT_SCHEMA_HELP = `  --output-schema FILE   a JSON Schema the run's answer must match (as the Action's output-schema):
                         the object is the result's structured_output, else the answer when it is
                         JSON, else its last \`\`\`json block; missing or invalid -> outcome error`;

export const SUMMARIZE_HELP = `Usage: narrator summarize [FILE|-] [options]

Folds the stream into the run summary and prints it as one JSON object (the \`narrator summarize\`
contract in docs/architecture.md). Without --exit-code/--signal the exit is unknown: the agent's own
terminal frame decides the outcome, and a stream without one is reported as ended without a result.

${STREAM_OPTIONS_HELP}
${OUTPUT_SCHEMA_HELP}
  --otlp                 also export the run as one OpenTelemetry trace to the OTLP/HTTP endpoint
                         of OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT
                         (OTEL_EXPORTER_OTLP_PROTOCOL, OTEL_EXPORTER_OTLP_HEADERS honoured; see
                         docs/telemetry.md); a collector that fails is a warning on stderr`;

export const RENDER_HELP = `Usage: narrator render [FILE|-] --format text|markdown|html [options]

Folds the stream and renders the summary for a person: plain text for a terminal, the markdown
of the job step summary, or one self-contained HTML page of the whole run.

  --format F             text (default) | markdown | html (one self-contained page of the whole
                         run: the conversation, every tool call, a timeline; opens offline)
${STREAM_OPTIONS_HELP}
${OUTPUT_SCHEMA_HELP}`;

export const DEMO_HELP = `Usage: narrator demo [--speed N]

Replays a bundled REAL Claude Code capture (30 tool calls, about 3 seconds) at its recorded pace,
narrating each event as it happens, and ends with the summary.

  --speed N              play N times faster (default 1; "max" for no waiting)`;

export const AGGREGATE_HELP = `Usage: narrator aggregate FILES|DIR… [--require R] [--format text|markdown]

The board of a matrix of runs, and its verdict: one row per leg (outcome, turns, tool calls,
failed calls, cost, tokens, duration), totals, and why each leg that failed did not succeed.
Each FILE is a leg record (narrator-leg.json, what \`publish-result\` uploads) or a summary.json
(what the Action writes and \`narrator summarize\` prints); each DIR is searched for files with
those names (e.g. the artifacts of a run, downloaded). A leg made from a summary.json is named
after its folder, and passes only on success (the default fail-on).

  --require R            all (default) | any | a number of legs (e.g. 2) | a percentage (e.g. 75%)
  --format F             text (default) | markdown (the board and a mermaid timeline)

Exit status: 0 when enough legs succeeded for --require, 1 when not, 2 for a usage error or a
file that is not a leg record or summary.json.`;

const FAIL_ON_HELP = `  --fail-on LIST         outcomes that make the exit status 1, comma separated, or none
                         (default: ${DEFAULT_FAIL_ON.join(',')}; outcomes: ${OUTCOMES.join(', ')})`;

const LIVE_EXIT_HELP = `Exit status: 0 when the outcome is not in --fail-on (by default: success), 1 when it is
(${DEFAULT_FAIL_ON.join(', ')}), 2 for a usage error.`;

export const WATCH_HELP = `Usage: claude -p "…" --output-format stream-json --verbose | narrator watch [options]
       narrator watch FILE [options]

Narrates the agent's stream as it arrives — each turn, tool call, result, retry — in any terminal
or CI log, then prints the run summary. A pipe does not say how the agent exited: the agent's own
result frame decides the outcome, and a stream that ends without one is an error (pass
--exit-code/--signal when you know them).

${STREAM_OPTIONS_HELP}
${FAIL_ON_HELP}
  --color / --no-color   ANSI colours (default: on when stdout is a terminal and NO_COLOR is unset)

${LIVE_EXIT_HELP}`;

export const PULL_HELP = `Usage: narrator pull OWNER/REPO#N [--store FILE] [--job KEY] [--agent A] [--cwd DIR]

Opens a session store the Action sealed for that pull request or issue (docs/resume.md) with the
key in NARRATOR_SESSION_KEY (the workflow's session-key secret), puts the agent's session files
where its CLI looks on this machine, and prints the command that continues the session here.

  --store FILE           the sealed store (store.bin); without it, the newest the Action uploaded
                         as an artifact of its run is fetched (token: GITHUB_TOKEN or GH_TOKEN,
                         else \`gh auth token\`; GITHUB_API_URL for GitHub Enterprise Server)
  --job KEY              the job's comment key, as in the comment's <!-- narrator:KEY --> marker
                         (default: the key of a job named "agent" in workflow "agent")
  --agent A              claude (default) | codex | gemini | opencode
  --cwd DIR              the checkout to continue in (default: the current folder); Claude Code
                         keys its sessions by it

Exit status: 0 when the session is in place, 2 for a usage error or a store that does not open.`;

export const FOLLOW_HELP = `Usage: narrator follow OWNER/REPO#N [--interval S] [--give-up-after S]

Prints Narrator's comments on that pull request or issue (also given as its github.com address)
as plain text, when each appears and whenever it changes, until every run there has ended.

  --interval S           seconds between two looks (default 5); each look is a conditional
                         request, free of the rate limit when nothing changed
  --give-up-after S      stop when GitHub has not answered for S seconds (default 300); while it
                         does not answer, each failed look says why and the looks space out (to 60 s)

Token: GITHUB_TOKEN (or GH_TOKEN), else \`gh auth token\` when the GitHub CLI is installed; none for
a public repository. GITHUB_API_URL points it at GitHub Enterprise Server.
Exit status: 0 when the runs ended, 2 for a usage error, when GitHub refused the request, or when
it could not be reached for --give-up-after seconds.`;

export const HISTORY_HELP = `Usage: narrator history OWNER/REPO#N [--json] [--author LOGIN]

Prints the ledger Narrator keeps on that pull request or issue (also given as its github.com
address): every agent run, with its job, verdict, agent, model, cost, tokens, time and who started
it, oldest first, then the totals ("5 agent runs · $4.12 · 1 incomplete").

  --json                 the ledger as one JSON object: target, author, totals, rows, ignored
  --author LOGIN         whose ledger comments count (default github-actions[bot], the account
                         the workflow's default token posts as; name your app's bot, e.g.
                         my-app[bot], when the workflow passes its own github-token). A ledger
                         block in anyone else's comment is ignored and said on stderr.

Token: GITHUB_TOKEN (or GH_TOKEN), else \`gh auth token\` when the GitHub CLI is installed; none for
a public repository. GITHUB_API_URL points it at GitHub Enterprise Server.
Exit status: 0 when the ledger was read (an empty one too), 2 for a usage error or when GitHub
refused the request or could not be reached.`;

export const RUN_HELP = `Usage: narrator run [options] -- COMMAND [ARG…]

Launches COMMAND (no shell; it must print a stream-json dialect on stdout, e.g.
\`claude -p "…" --output-format stream-json --verbose\`), narrates its stream live like
\`narrator watch\`, passes its stderr through, and prints the run summary. With --dialect acp,
COMMAND is an Agent Client Protocol agent (\`gemini --acp\`, \`opencode acp\`, \`claude-agent-acp\`,
\`codex-acp\`…) and Narrator is its client: it sends --prompt and answers permission requests. Ctrl-C (SIGINT) or
SIGTERM stops the agent and everything it started; the run then ends as cancelled.

  --dialect D            auto (default) | ${DIALECTS.join(' | ')}
  --prompt TEXT          written to the agent's stdin (default: stdin is empty); with --dialect
                         acp, the prompt of the session (required)
  --permission-mode M    with --dialect acp: how Narrator answers the agent's permission requests,
                         plan | acceptEdits (default) | bypassPermissions
  --model M              the model the agent runs (names it for the estimate when its stream does not)
  --max-budget-usd N     stop the agent once its cost passes N dollars (its reported cost, else
                         estimated from its tokens); outcome budget_exceeded
  --max-total-tokens N   stop it once its input + output tokens pass N; outcome budget_exceeded
  --max-tool-calls N     stop it once it started more than N tool calls; outcome budget_exceeded
                         (a cap the agent's stream can never show is refused before the launch)
  --timeout-minutes N    stop the agent after N minutes (outcome timed_out); 0 = no limit (default)
  --idle-timeout-minutes N
                         stop it when it printed no line for N minutes; default 30, 0 = no limit
${FAIL_ON_HELP}
  --color / --no-color   ANSI colours (default: on when stdout is a terminal and NO_COLOR is unset)

${LIVE_EXIT_HELP}`;

export interface StreamArgs {
  file: string | null; // null = stdin
  dialect: Dialect | 'auto';
  exitCode: number | null;
  signal: string | null;
  stderrFile: string | null;
  timingFile: string | null;
  maxLineBytes: number | undefined;
  /** --output-schema FILE, or null. */
  outputSchema: string | null;
  /** --model M: the model to price the tokens for when the stream names none. */
  model: string | null;
}

export type Command =
  | { command: 'help'; text: string }
  | ({ command: 'summarize'; otlp: boolean } & StreamArgs)
  | ({ command: 'render'; format: 'text' | 'markdown' | 'html' } & StreamArgs)
  | { command: 'demo'; speed: number }
  | { command: 'aggregate'; paths: string[]; requirement: Requirement; format: 'text' | 'markdown' }
  | {
      command: 'follow';
      target: { owner: string; repo: string; issueNumber: number };
      intervalMs: number;
      giveUpMs: number;
    }
  | {
      command: 'pull';
      target: { owner: string; repo: string; issueNumber: number };
      store: string | null;
      job: string;
      agent: string;
      cwd: string;
    }
  | ({ command: 'watch'; failOn: Outcome[]; color: boolean | null } & StreamArgs)
  | {
      command: 'history';
      target: { owner: string; repo: string; issueNumber: number };
      json: boolean;
      author: string;
    }
  | {
      command: 'run';
      argv: string[];
      dialect: Dialect | 'auto';
      prompt: string | null;
      /** --dialect acp: the mode permission requests are answered by (null: acceptEdits). */
      permissionMode: string | null;
      model: string | null;
      caps: RunCaps;
      timeoutMs: number;
      idleTimeoutMs: number;
      failOn: Outcome[];
      color: boolean | null;
    };

const LIVE_OPTIONS = {
  'fail-on': { type: 'string' },
  color: { type: 'boolean' },
  'no-color': { type: 'boolean' },
} as const;

function failOnArg(command: string, raw: string | undefined): Outcome[] {
  if (raw === undefined) return [...DEFAULT_FAIL_ON];
  try {
    return parseFailOn(raw);
  } catch (error) {
    throw new UsageError(`${command}: ${(error as Error).message}`, { cause: error });
  }
}

function colorArg(values: { color?: boolean; 'no-color'?: boolean }): boolean | null {
  if (values['no-color']) return false;
  return values.color ? true : null;
}

function minutesArg(command: string, name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const minutes = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(minutes) || minutes < 0) {
    throw new UsageError(`${command}: --${name} must be a number of minutes >= 0, got "${raw}"`);
  }
  return Math.round(minutes * 60_000);
}

const STREAM_OPTIONS = {
  dialect: { type: 'string' },
  'exit-code': { type: 'string' },
  signal: { type: 'string' },
  stderr: { type: 'string' },
  timing: { type: 'string' },
  'max-line-bytes': { type: 'string' },
  'output-schema': { type: 'string' },
  model: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

function parse<O extends ParseArgsOptionsConfig>(command: string, argv: string[], options: O) {
  try {
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(`${command}: ${argsErrorText(error)}`, { cause: error });
  }
}

/**
 * node:util's parseArgs errors in Narrator's words: its own ("Unknown option '--bogus'. To specify a
 * positional argument starting with a '-', place it at the end of the command after '--', as in
 * '-- "--bogus"") speak of its API, not of the command a person typed.
 */
function argsErrorText(error: unknown): string {
  const e = error as { code?: unknown; message?: unknown };
  const message = typeof e.message === 'string' ? e.message : String(error);
  const option = /'(-{1,2}[^'\s]+)/.exec(message)?.[1] ?? null;
  switch (e.code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `unknown option ${option ?? message}`;
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return /does not take an argument/.test(message)
        ? `${option ?? 'an option'} takes no value`
        : `${option ?? 'an option'} needs a value`;
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return `unexpected argument ${/'([^']*)'/.exec(message)?.[1] ?? message}`;
    default:
      return message;
  }
}

function streamArgs(command: string, values: Record<string, unknown>, positionals: string[]): StreamArgs {
  if (positionals.length > 1) throw new UsageError(`${command}: one FILE at most, got ${positionals.length}`);
  const file = positionals[0] ?? '-';
  const dialect = (values['dialect'] as string | undefined) ?? 'auto';
  if (dialect !== 'auto' && !(DIALECTS as readonly string[]).includes(dialect)) {
    throw new UsageError(`${command}: unknown --dialect "${dialect}" (auto, ${DIALECTS.join(', ')})`);
  }
  const exitText = values['exit-code'] as string | undefined;
  let exitCode: number | null = null;
  if (exitText !== undefined) {
    exitCode = Number(exitText);
    if (!/^\d+$/.test(exitText) || exitCode > 255) {
      throw new UsageError(`${command}: --exit-code must be an integer 0-255, got "${exitText}"`);
    }
  }
  const signal = (values['signal'] as string | undefined) ?? null;
  if (signal !== null && !(signal in constants.signals)) {
    throw new UsageError(`${command}: unknown --signal "${signal}" (a name like SIGTERM)`);
  }
  const maxText = values['max-line-bytes'] as string | undefined;
  let maxLineBytes: number | undefined;
  if (maxText !== undefined) {
    maxLineBytes = Number(maxText);
    if (!/^\d+$/.test(maxText) || maxLineBytes < 1) {
      throw new UsageError(`${command}: --max-line-bytes must be a positive integer, got "${maxText}"`);
    }
  }
  return {
    file: file === '-' ? null : file,
    dialect: dialect as Dialect | 'auto',
    exitCode,
    signal,
    stderrFile: (values['stderr'] as string | undefined) ?? null,
    timingFile: (values['timing'] as string | undefined) ?? null,
    maxLineBytes,
    outputSchema: (values['output-schema'] as string | undefined) ?? null,
    model: (values['model'] as string | undefined)?.trim() || null,
  };
}

/** A cap's value: a number > 0 (an integer for counts), or null when the option is absent. */
function capArg(command: string, name: string, raw: string | undefined, integer: boolean): number | null {
  if (raw === undefined) return null;
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new UsageError(
      `${command}: --${name} must be ${integer ? 'an integer' : 'a number'} > 0, got "${raw}"`,
    );
  }
  return value;
}

export function parseCommand(argv: string[]): Command {
  const [command, ...rest] = argv;
  switch (command) {
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      return { command: 'help', text: MAIN_HELP };
    case 'summarize': {
      const { values, positionals } = parse(command, rest, { ...STREAM_OPTIONS, otlp: { type: 'boolean' } });
      if (values.help) return { command: 'help', text: SUMMARIZE_HELP };
      return { command, otlp: values.otlp === true, ...streamArgs(command, values, positionals) };
    }
    case 'render': {
      const { values, positionals } = parse(command, rest, { ...STREAM_OPTIONS, format: { type: 'string' } });
      if (values.help) return { command: 'help', text: RENDER_HELP };
      const format = values.format ?? 'text';
      if (format !== 'text' && format !== 'markdown' && format !== 'html') {
        throw new UsageError(`render: --format must be text, markdown or html, got "${format}"`);
      }
      return { command, format, ...streamArgs(command, values, positionals) };
    }
    case 'follow': {
      const { values, positionals } = parse(command, rest, {
        interval: { type: 'string' },
        'give-up-after': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      });
      if (values.help) return { command: 'help', text: FOLLOW_HELP };
      if (positionals.length !== 1) throw new UsageError('follow: give one OWNER/REPO#N');
      const target = followTarget(positionals[0]!);
      if (target === null) {
        throw new UsageError(
          `follow: "${positionals[0]}" is not OWNER/REPO#N or a pull request or issue address`,
        );
      }
      const seconds = Number(values.interval ?? '5');
      if (!(seconds > 0) || !Number.isFinite(seconds)) {
        throw new UsageError(`follow: --interval must be a number of seconds > 0, got "${values.interval}"`);
      }
      const giveUp = Number(values['give-up-after'] ?? '300');
      if (!(giveUp > 0) || !Number.isFinite(giveUp)) {
        throw new UsageError(
          `follow: --give-up-after must be a number of seconds > 0, got "${values['give-up-after']}"`,
        );
      }
      return { command, target, intervalMs: Math.round(seconds * 1000), giveUpMs: Math.round(giveUp * 1000) };
    }
    case 'history': {
      const { values, positionals } = parse(command, rest, {
        json: { type: 'boolean' },
        author: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      });
      if (values.help) return { command: 'help', text: HISTORY_HELP };
      if (positionals.length !== 1) throw new UsageError('history: give one OWNER/REPO#N');
      const target = followTarget(positionals[0]!);
      if (target === null) {
        throw new UsageError(
          `history: "${positionals[0]}" is not OWNER/REPO#N or a pull request or issue address`,
        );
      }
      const author = (values.author ?? 'github-actions[bot]').trim();
      if (!/^[A-Za-z0-9][A-Za-z0-9-]{0,38}(\[bot\])?$/.test(author)) {
        throw new UsageError(`history: --author must be a GitHub login, got "${values.author}"`);
      }
      return { command, target, json: values.json === true, author };
    }
    case 'pull': {
      const { values, positionals } = parse(command, rest, {
        store: { type: 'string' },
        job: { type: 'string' },
        agent: { type: 'string' },
        cwd: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      });
      if (values.help) return { command: 'help', text: PULL_HELP };
      if (positionals.length !== 1) throw new UsageError('pull: give one OWNER/REPO#N');
      const target = followTarget(positionals[0]!);
      if (target === null) {
        throw new UsageError(
          `pull: "${positionals[0]}" is not OWNER/REPO#N or a pull request or issue address`,
        );
      }
      if (values.store === '') throw new UsageError('pull: --store needs a FILE');
      const agent = values.agent ?? 'claude';
      if (!['claude', 'codex', 'gemini', 'opencode'].includes(agent)) {
        throw new UsageError(`pull: --agent must be claude, codex, gemini or opencode, got "${agent}"`);
      }
      return {
        command,
        target,
        store: values.store ?? null,
        job: values.job ?? 'agent/agent',
        agent,
        cwd: values.cwd ?? process.cwd(),
      };
    }
    case 'demo': {
      const { values, positionals } = parse(command, rest, {
        speed: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      });
      if (values.help) return { command: 'help', text: DEMO_HELP };
      if (positionals.length > 0) throw new UsageError(`demo: unexpected argument "${positionals[0]}"`);
      const speedText = values.speed ?? '1';
      const speed = speedText === 'max' ? Number.POSITIVE_INFINITY : Number(speedText);
      if (!(speed > 0))
        throw new UsageError(`demo: --speed must be a positive number or "max", got "${speedText}"`);
      return { command, speed };
    }
    case 'watch': {
      const { values, positionals } = parse(command, rest, { ...STREAM_OPTIONS, ...LIVE_OPTIONS });
      if (values.help) return { command: 'help', text: WATCH_HELP };
      if (values['output-schema'] !== undefined) {
        throw new UsageError('watch: --output-schema is for summarize and render (a saved stream)');
      }
      return {
        command,
        ...streamArgs(command, values, positionals),
        failOn: failOnArg(command, values['fail-on']),
        color: colorArg(values),
      };
    }
    case 'run': {
      const dashes = rest.indexOf('--');
      const own = dashes === -1 ? rest : rest.slice(0, dashes);
      const { values, positionals } = parse(command, own, {
        dialect: { type: 'string' },
        prompt: { type: 'string' },
        'permission-mode': { type: 'string' },
        model: { type: 'string' },
        'max-budget-usd': { type: 'string' },
        'max-total-tokens': { type: 'string' },
        'max-tool-calls': { type: 'string' },
        'timeout-minutes': { type: 'string' },
        'idle-timeout-minutes': { type: 'string' },
        ...LIVE_OPTIONS,
        help: { type: 'boolean', short: 'h' },
      });
      if (values.help) return { command: 'help', text: RUN_HELP };
      const argv = dashes === -1 ? positionals : [...positionals, ...rest.slice(dashes + 1)];
      if (argv.length === 0 || argv[0] === '') {
        throw new UsageError('run: no agent command (narrator run [options] -- COMMAND [ARG…])');
      }
      const dialect = values.dialect ?? 'auto';
      if (dialect !== 'auto' && !(DIALECTS as readonly string[]).includes(dialect)) {
        throw new UsageError(`run: unknown --dialect "${dialect}" (auto, ${DIALECTS.join(', ')})`);
      }
      const permissionMode = values['permission-mode'] ?? null;
      if (permissionMode !== null && dialect !== 'acp') {
        throw new UsageError("run: --permission-mode answers an ACP agent's requests: give --dialect acp");
      }
      if (permissionMode !== null && !(ACP_PERMISSION_MODES as readonly string[]).includes(permissionMode)) {
        throw new UsageError(
          `run: --permission-mode must be ${ACP_PERMISSION_MODES.join(', ')}, got "${permissionMode}"`,
        );
      }
      if (dialect === 'acp' && !values.prompt?.trim()) {
        throw new UsageError('run: an ACP agent is sent its prompt in session/prompt: give --prompt TEXT');
      }
      return {
        command,
        argv,
        dialect: dialect as Dialect | 'auto',
        prompt: values.prompt ?? null,
        permissionMode,
        model: values.model?.trim() || null,
        caps: {
          maxBudgetUsd: capArg(command, 'max-budget-usd', values['max-budget-usd'], false),
          maxTotalTokens: capArg(command, 'max-total-tokens', values['max-total-tokens'], true),
          maxToolCalls: capArg(command, 'max-tool-calls', values['max-tool-calls'], true),
        },
        timeoutMs: minutesArg(command, 'timeout-minutes', values['timeout-minutes'], 0),
        idleTimeoutMs: minutesArg(
          command,
          'idle-timeout-minutes',
          values['idle-timeout-minutes'],
          30 * 60_000,
        ),
        failOn: failOnArg(command, values['fail-on']),
        color: colorArg(values),
      };
    }
    case 'aggregate': {
      const { values, positionals } = parse(command, rest, {
        require: { type: 'string' },
        format: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      });
      if (values.help) return { command: 'help', text: AGGREGATE_HELP };
      if (positionals.length === 0) {
        throw new UsageError('aggregate: give the leg files or a directory (narrator aggregate FILES|DIR…)');
      }
      const format = values.format ?? 'text';
      if (format !== 'text' && format !== 'markdown') {
        throw new UsageError(`aggregate: --format must be text or markdown, got "${format}"`);
      }
      let requirement: Requirement;
      try {
        requirement = parseRequire(values.require ?? 'all');
      } catch (error) {
        throw new UsageError(`aggregate: --require ${(error as Error).message}`, { cause: error });
      }
      return { command, paths: positionals, requirement, format };
    }
    default:
      if (command.startsWith('-')) {
        throw new UsageError(`unknown option ${command}: give a command first (${COMMANDS.join(', ')})`);
      }
      throw new UsageError(`unknown command "${command}" (${COMMANDS.join(', ')})`);
  }
}

/** `OWNER/REPO#N`, or a github.com pull request or issue address; null when it is neither. */
export function followTarget(text: string): { owner: string; repo: string; issueNumber: number } | null {
  const short = /^([\w.-]+)\/([\w.-]+)#(\d+)$/.exec(text.trim());
  const url = /^https?:\/\/[^/]+\/([\w.-]+)\/([\w.-]+)\/(?:pull|issues)\/(\d+)(?:[/?#].*)?$/.exec(
    text.trim(),
  );
  const m = short ?? url;
  if (!m || Number(m[3]) < 1) return null;
  return { owner: m[1]!, repo: m[2]!, issueNumber: Number(m[3]) };
}
