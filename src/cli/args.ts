/**
 * `narrator` argument parsing: argv -> a typed command, or a UsageError (exit 2). No I/O here.
 */
import { constants } from 'node:os';
import { type ParseArgsOptionsConfig, parseArgs } from 'node:util';
import { DIALECTS, type Dialect } from '../stream/events.js';

export class UsageError extends Error {
  override name = 'UsageError';
}

export const MAIN_HELP = `narrator — narrate a coding agent's stream-json output

Usage:
  narrator summarize [FILE|-] [options]   print the run summary as one JSON object
  narrator render [FILE|-] --format text|markdown [options]
                                          render the run summary for a person
  narrator demo [--speed N]               replay a bundled real Claude Code run at its recorded pace

  narrator <command> --help               help for one command

Exit status: 0 when the stream was read; 2 for a usage error or an unreadable file.`;

const STREAM_OPTIONS_HELP = `  FILE                   the agent's stdout (NDJSON); "-" or nothing reads stdin
  --dialect D            auto (default) | ${DIALECTS.join(' | ')}
  --exit-code N          how the agent process exited (0-255); unknown when omitted
  --signal NAME          the signal that ended it (e.g. SIGTERM)
  --stderr FILE          the agent's stderr; its tail explains a run with no result frame
  --timing FILE          a capture's timing.tsv (ms since spawn per line), for real durations
  --max-line-bytes N     skip (and count) longer lines; default 8 MiB`;

export const SUMMARIZE_HELP = `Usage: narrator summarize [FILE|-] [options]

Folds the stream into the run summary and prints it as one JSON object (the \`narrator summarize\`
contract in ARCHITECTURE.md). Without --exit-code/--signal the exit is unknown: the agent's own
terminal frame decides the outcome, and a stream without one is reported as ended without a result.

${STREAM_OPTIONS_HELP}`;

export const RENDER_HELP = `Usage: narrator render [FILE|-] --format text|markdown [options]

Folds the stream and renders the summary for a person: plain text for a terminal, or the
markdown of the job step summary.

  --format F             text (default) | markdown
${STREAM_OPTIONS_HELP}`;

export const DEMO_HELP = `Usage: narrator demo [--speed N]

Replays a bundled REAL Claude Code capture (30 tool calls, about 3 seconds) at its recorded pace,
narrating each event as it happens, and ends with the summary.

  --speed N              play N times faster (default 1; "max" for no waiting)`;

export interface StreamArgs {
  file: string | null; // null = stdin
  dialect: Dialect | 'auto';
  exitCode: number | null;
  signal: string | null;
  stderrFile: string | null;
  timingFile: string | null;
  maxLineBytes: number | undefined;
}

export type Command =
  | { command: 'help'; text: string }
  | ({ command: 'summarize' } & StreamArgs)
  | ({ command: 'render'; format: 'text' | 'markdown' } & StreamArgs)
  | { command: 'demo'; speed: number };

const STREAM_OPTIONS = {
  dialect: { type: 'string' },
  'exit-code': { type: 'string' },
  signal: { type: 'string' },
  stderr: { type: 'string' },
  timing: { type: 'string' },
  'max-line-bytes': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

function parse<O extends ParseArgsOptionsConfig>(command: string, argv: string[], options: O) {
  try {
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(`${command}: ${(error as Error).message}`, { cause: error });
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
  };
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
      const { values, positionals } = parse(command, rest, STREAM_OPTIONS);
      if (values.help) return { command: 'help', text: SUMMARIZE_HELP };
      return { command, ...streamArgs(command, values, positionals) };
    }
    case 'render': {
      const { values, positionals } = parse(command, rest, { ...STREAM_OPTIONS, format: { type: 'string' } });
      if (values.help) return { command: 'help', text: RENDER_HELP };
      const format = values.format ?? 'text';
      if (format !== 'text' && format !== 'markdown') {
        throw new UsageError(`render: --format must be text or markdown, got "${format}"`);
      }
      return { command, format, ...streamArgs(command, values, positionals) };
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
    default:
      throw new UsageError(`unknown command "${command}" (summarize, render, demo; see narrator --help)`);
  }
}
