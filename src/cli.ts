#!/usr/bin/env node
/**
 * `narrator` command line. Thin: parse (cli/args.ts), fold (run/fold.ts), render (report/*), print.
 * Exit status: 0 when the stream was read, 2 for usage errors and unreadable input, 1 for a bug
 * (watch, run: 1 for an outcome in --fail-on; aggregate: 1 when --require is not met).
 */
// Not node:fs/promises: it loads readline, the REPL's history and more (~2 ms of every start-up).
import { closeSync, fstatSync, open, read, readFile, readSync, realpathSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { LegRecord } from './board/record.js';
import { type Command, helpHint, parseCommand, type StreamArgs, UsageError } from './cli/args.js';
import { readKnobs } from './context/knobs.js';
import { createRedactor } from './redact/redact.js';
import { writeStringifiedRedacted } from './redact/redact-json.js';
import { CommandSafeText, jsonSafeForLog, neutralizeCommands } from './report/workflow-commands.js';
import { toContractJson } from './run/contract.js';
import { foldStream, type ProcessExit, RunFold } from './run/fold.js';
import type { RunSummary } from './run/summary.js';
import { dialectDefinition } from './stream/dialects/index.js';
import type { AgentEvent } from './stream/events.js';

// Start-up time (most of a short stream's summarize): `summarize` loads only what it needs. Each
// other command imports its modules when it runs (the bundle keeps them in chunks of their own:
// scripts/build.mjs), so the agent runner (execa), the board, the renderers and the replay are not
// parsed for a summarize.

/** The bundled real capture `narrator demo` replays; resolved next to this file (src/ or dist/). */
const DEMO_CAPTURE = new URL('../examples/streams/08-long-run-30-tools/', import.meta.url);

interface Io {
  stdin: NodeJS.ReadableStream & AsyncIterable<Uint8Array> & { isTTY?: boolean };
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Record<string, string | undefined>;
  /** stdout is a terminal (colours by default in watch/run). */
  stdoutIsTTY?: boolean;
  /** The agent's stderr, passed through by `run` (as text, workflow commands broken; see main). */
  stderrBytes?: (chunk: Uint8Array) => void;
}

/** Sent in `narrator follow`'s user agent; keep in step with package.json. */
const CLI_VERSION = '1.0.0';

/**
 * Runs one command. Everything it prints — our lines, the JSON, the markdown, and the agent's stderr
 * that `run` passes through — goes through the workflow-command sanitizer first
 * (src/report/workflow-commands.ts): `narrator` can be a step of a workflow, where its stdout and
 * stderr ARE the job log, and agent text must not issue a command there.
 */
export async function main(argv: string[], io: Io): Promise<number> {
  const safe = commandSafeIo(io);
  // First, for every command: on an older Node a command gets halfway and dies of a missing API
  // ("TEXT_ENCODINGS.union is not a function") instead of saying what to install.
  const tooOld = nodeTooOld(process.versions.node, process.execPath);
  if (tooOld !== null) {
    safe.stderr(tooOld);
    safe.flush();
    return 2;
  }
  try {
    return await runCommand(argv, safe);
  } finally {
    safe.flush();
  }
}

/**
 * The CLI's printing edge: one sanitizer per stream (the runner reads stdout and stderr apart),
 * fed as text is written, so a `::` or `##[` split across two writes is still caught.
 */
function commandSafeIo(io: Io): Io & { flush(): void } {
  const out = new CommandSafeText();
  const err = new CommandSafeText();
  const agentStderr = new StringDecoder('utf8');
  const print = (write: (text: string) => void, text: string) => {
    if (text !== '') write(text);
  };
  return {
    // Not `...io`: that would read stdin, which builds its stream (see the program's io below).
    get stdin() {
      return io.stdin;
    },
    env: io.env,
    ...(io.stdoutIsTTY === undefined ? {} : { stdoutIsTTY: io.stdoutIsTTY }),
    stdout: (text) => print(io.stdout, out.write(text)),
    stderr: (text) => print(io.stderr, err.write(text)),
    stderrBytes: (chunk) => print(io.stderr, err.write(agentStderr.write(Buffer.from(chunk)))),
    flush() {
      print(io.stdout, out.end());
      print(io.stderr, err.write(agentStderr.end()) + err.end());
    },
  };
}

async function runCommand(argv: string[], io: Io): Promise<number> {
  let command: Command;
  try {
    command = parseCommand(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`narrator: ${error.message}\n${helpHint(argv)}\n`);
    return 2;
  }
  // Everything printed for a person or a tool passes the redactor (secret env values, token shapes).
  const redactor = createRedactor({ env: io.env });
  try {
    switch (command.command) {
      case 'help':
        io.stdout(`${command.text}\n`);
        return 0;
      case 'summarize': {
        const otlp = command.otlp ? await import('./cli/telemetry.js') : null;
        // A bad OTLP setting is a usage error before the stream is read, not a warning after.
        const target = otlp?.otlpTargetOrUsageError(io.env) ?? null;
        const steps = otlp === null ? null : new otlp.StepCollector();
        const summary = await foldInput(
          command,
          io,
          steps === null ? undefined : (event) => steps.onEvent(event),
        );
        // In pieces as it is serialized (each ends between two JSON tokens, so jsonSafeForLog,
        // which only looks inside strings, works piece by piece).
        writeStringifiedRedacted(toContractJson(summary), redactor, 2, (piece) =>
          io.stdout(jsonSafeForLog(piece)),
        );
        io.stdout('\n');
        if (otlp !== null && target !== null && steps !== null) {
          await otlp.exportSummaryTrace(summary, steps, target, redactor, io.env, (line) =>
            io.stderr(`${line}\n`),
          );
        }
        return 0;
      }
      case 'render': {
        if (command.format === 'html') {
          const { Transcript, renderHtmlPage } = await import('./cli/commands.js');
          const transcript = new Transcript({ redact: redactor.redact });
          const summary = await foldInput(command, io, (event, s) => transcript.onEvent(event, s));
          transcript.finish();
          io.stdout(
            renderHtmlPage(summary, transcript, { redact: redactor.redact, now: summary.lastEventAt ?? 0 }),
          );
          return 0;
        }
        const summary = await foldInput(command, io);
        const { renderStepSummary, renderText } = await import('./cli/commands.js');
        const text =
          command.format === 'markdown'
            ? renderStepSummary(summary, { redact: redactor.redact, verdictFor: 'nobody' })
            : renderText(summary, {
                redact: redactor.redact,
                now: summary.lastEventAt ?? 0,
                verdictFor: 'nobody',
              });
        io.stdout(text.endsWith('\n') ? text : `${text}\n`);
        return 0;
      }
      case 'watch': {
        if (command.dialect !== 'auto' && !dialectDefinition(command.dialect)) {
          throw new UsageError(`dialect "${command.dialect}" is not supported yet`);
        }
        if (command.file === null && io.stdin.isTTY) {
          throw new UsageError(
            'watch: stdin is a terminal; pipe the agent into it (claude -p … --output-format stream-json --verbose | narrator watch)',
          );
        }
        const { watchStream, readTiming } = await import('./cli/commands.js');
        const timing =
          command.timingFile === null
            ? null
            : await readTiming(command.timingFile).catch((error: Error) => {
                throw new UsageError(error.message, { cause: error });
              });
        return await watchStream({
          source: command.file === null ? io.stdin : await openFile(command.file),
          timing,
          dialect: command.dialect,
          failOn: command.failOn,
          commandName: 'narrator watch',
          model: command.model,
          redactor,
          color: colorFor(command.color, io),
          print: io.stdout,
          warn: io.stderr,
          exit: {
            exitCode: command.exitCode,
            signal: command.signal,
            stderrTail: null,
            stoppedBy: null,
            limitMs: null,
          },
        });
      }
      case 'run': {
        const { runAndNarrate } = await import('./cli/run.js');
        const { BudgetRefused } = await import('./run/budget-guard.js');
        return await runAndNarrate({
          command: command.argv,
          prompt: command.prompt,
          permissionMode: command.permissionMode,
          model: command.model,
          caps: command.caps,
          cwd: process.cwd(),
          env: io.env,
          dialect: command.dialect,
          failOn: command.failOn,
          timeoutMs: command.timeoutMs,
          idleTimeoutMs: command.idleTimeoutMs,
          killGraceMs: readKnobs(io.env).killGraceMs,
          redactor,
          color: colorFor(command.color, io),
          print: io.stdout,
          warn: io.stderr,
          stderr: io.stderrBytes ?? ((chunk) => io.stderr(Buffer.from(chunk).toString('utf8'))),
        }).catch((error: unknown) => {
          // A cap the agent's stream can never show: said before anything was launched.
          if (error instanceof BudgetRefused) {
            // Said in the Action's words (input 'max-budget-usd', set 'model'): here they are options.
            const words = error.message
              .replace(/input '([a-z-]+)'/g, '--$1')
              .replace(/'(model|max-budget-usd|max-total-tokens|max-tool-calls)'/g, '--$1');
            throw new UsageError(`run: ${words}`, { cause: error });
          }
          throw error;
        });
      }
      case 'aggregate': {
        const { readLegFiles, decide, assembleLegs, LegRecordError, ...board } = await import(
          './cli/commands.js'
        );
        let records: LegRecord[];
        try {
          records = await readLegFiles(command.paths);
        } catch (error) {
          if (error instanceof LegRecordError) throw new UsageError(error.message, { cause: error });
          throw error;
        }
        const legs = assembleLegs({ records, jobs: null });
        const verdict = decide(legs, command.requirement);
        const ctx = { redact: redactor.redact };
        io.stdout(
          command.format === 'markdown'
            ? board.renderBoardSummary(legs, verdict, ctx)
            : board.renderBoardText(legs, verdict, ctx),
        );
        return verdict.passed ? 0 : 1;
      }
      case 'follow': {
        // Its own chunk: Octokit loads only for this command.
        const { follow, followToken } = await import('./cli/follow.js');
        const controller = new AbortController();
        const stop = () => controller.abort();
        process.once('SIGINT', stop);
        try {
          return await follow({
            target: command.target,
            token: await followToken(io.env),
            apiUrl: io.env['GITHUB_API_URL'],
            version: CLI_VERSION,
            intervalMs: command.intervalMs,
            giveUpMs: command.giveUpMs,
            print: io.stdout,
            warn: (text) => io.stderr(`${text}\n`),
            redact: redactor.redact,
            signal: controller.signal,
          });
        } finally {
          process.off('SIGINT', stop);
        }
      }
      case 'history': {
        const [{ history }, { followToken }] = await Promise.all([
          import('./cli/history.js'),
          import('./cli/follow.js'),
        ]);
        return history({
          target: command.target,
          token: await followToken(io.env),
          apiUrl: io.env['GITHUB_API_URL'],
          version: CLI_VERSION,
          author: command.author,
          json: command.json,
          print: io.stdout,
          warn: (text) => io.stderr(`${text}\n`),
          redact: redactor.redact,
        });
      }
      case 'pull': {
        // Its own chunk: the session store's cipher and the agents' facts load only for this command.
        const { pull } = await import('./cli/pull.js');
        // A token only to fetch the store (no --store): `gh auth token` is not asked otherwise.
        const token =
          command.store === null ? await (await import('./cli/follow.js')).followToken(io.env) : null;
        return pull(command, {
          env: io.env,
          stdout: io.stdout,
          stderr: io.stderr,
          token,
          version: CLI_VERSION,
        });
      }
      case 'demo': {
        const { readCapture, replayLines, eventLines, renderText } = await import('./cli/commands.js');
        const capture = await readCapture(DEMO_CAPTURE).catch((error: unknown) => {
          // dist/cli.js copied or installed without the repository's examples/: say so, not ENOENT.
          throw new UsageError(
            `demo: the bundled capture is not next to this program (looked in ${fileURLToPath(DEMO_CAPTURE)}); ` +
              'run the demo from a checkout of the Narrator repository, or narrate any saved stream with: narrator watch FILE',
            { cause: error },
          );
        });
        const ctx = { redact: redactor.redact, verdictFor: 'nobody' as const };
        const fold = new RunFold({
          dialect: 'claude-code',
          onEvent: (event, summary) => {
            if (event.kind === 'exit') return; // the final summary below says how it ended
            for (const line of eventLines(event, summary, { ...ctx, now: event.at })) io.stdout(`${line}\n`);
          },
        });
        const last = await replayLines(capture.stdout, capture.timing, fold, { speed: command.speed });
        const summary = fold.end(capture.exit, last);
        io.stdout(`\n${renderText(summary, { ...ctx, now: last })}\n`);
        return 0;
      }
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`narrator: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
}

/** Folds FILE (or stdin) as the stream options say. Unreadable input is a UsageError (exit 2). */
async function foldInput(
  args: StreamArgs,
  io: Io,
  onEvent?: (event: AgentEvent, summary: RunSummary) => void,
): Promise<RunSummary> {
  const folded = await foldSchemaInput(args, io, onEvent);
  // Tokens without a cost are priced for an estimate (the price table loads only then).
  const { estimateCost } = await import('./run/cost-estimate.js');
  return (await estimateCost(folded, args.model)).summary;
}

async function foldSchemaInput(
  args: StreamArgs,
  io: Io,
  onEvent?: (event: AgentEvent, summary: RunSummary) => void,
): Promise<RunSummary> {
  if (args.outputSchema === null) return foldStreamInput(args, io, onEvent);
  // Compiled before the stream is read: a bad schema is a usage error, not a failed run.
  const { parseSchemaText, compileOutputSchema } = await import('./run/json-schema.js');
  const file = args.outputSchema;
  const { readFile: readText } = await import('node:fs/promises');
  const validate = await readText(file, 'utf8')
    .catch((error: Error) => {
      throw new Error(`--output-schema ${file} cannot be read: ${error.message}`, { cause: error });
    })
    .then((text) => compileOutputSchema(parseSchemaText(text, `--output-schema ${file}`)))
    .catch((error: Error) => {
      throw new UsageError(error.message, { cause: error });
    });
  const { applyStructuredOutput } = await import('./run/structured-output.js');
  return applyStructuredOutput(await foldStreamInput(args, io, onEvent), validate);
}

async function foldStreamInput(
  args: StreamArgs,
  io: Io,
  onEvent?: (event: AgentEvent, summary: RunSummary) => void,
): Promise<RunSummary> {
  if (args.dialect !== 'auto' && !dialectDefinition(args.dialect)) {
    throw new UsageError(`dialect "${args.dialect}" is not supported yet`);
  }
  if (args.file === null && io.stdin.isTTY) {
    throw new UsageError('no FILE given and stdin is a terminal (pass FILE, or pipe the stream and use "-")');
  }
  const stderrBytes = args.stderrFile === null ? null : await readBytes(args.stderrFile, 'stderr file');
  const exit: ProcessExit = {
    exitCode: args.exitCode,
    signal: args.signal,
    stderrTail:
      stderrBytes === null
        ? null
        : (await import('./cli/commands.js')).stderrTail(stderrBytes.toString('utf8')),
    stoppedBy: null,
    limitMs: null,
  };
  const options = {
    dialect: args.dialect,
    // A saved stream read at once: the frames' own timestamps (where they carry them) are its
    // clock, not the moment each line was read. A timing file, below, overrides them.
    frameTime: args.timingFile === null,
    ...(args.maxLineBytes === undefined ? {} : { maxLineBytes: args.maxLineBytes }),
    ...(onEvent === undefined ? {} : { onEvent }),
    onDialectMismatch: (declared: string, detection: { dialect: string }) =>
      io.stderr(
        `narrator: warning: --dialect ${declared} was given, but the stream looks like ${detection.dialect}\n`,
      ),
  };
  if (args.timingFile !== null) {
    // Replay with each line's recorded time, so durations are the real ones.
    const { readTiming, replayLines } = await import('./cli/commands.js');
    const timing = await readTiming(args.timingFile).catch((error: Error) => {
      throw new UsageError(error.message, { cause: error });
    });
    const bytes = args.file === null ? await readAll(io.stdin) : await readBytes(args.file, 'file');
    const fold = new RunFold(options);
    const last = await replayLines(bytes, timing, fold, { speed: Number.POSITIVE_INFINITY });
    // The saved stderr goes to the dialect as the Action feeds it live (a blocked tool counts).
    if (stderrBytes !== null) fold.pushStderr(stderrBytes, last);
    return fold.end(exit, last);
  }
  const withStderr = stderrBytes === null ? {} : { stderr: stderrBytes };
  if (args.file === null) return foldStream(io.stdin, { ...options, exit, ...withStderr });
  return foldStream(await openFile(args.file), { ...options, exit, ...withStderr });
}

function colorFor(flag: boolean | null, io: Io): boolean {
  return flag ?? (io.stdoutIsTTY === true && !io.env['NO_COLOR']);
}

/**
 * Opens FILE for `summarize` and `watch`; a missing or unreadable file is a UsageError (exit 2)
 * before any output. Its bytes come from `chunksOf`.
 */
async function openFile(file: string): Promise<AsyncIterable<Uint8Array>> {
  let fd: number;
  try {
    // Not a synchronous open: a FIFO's open waits for its writer.
    fd = await openAsync(file, 'r');
  } catch (error) {
    throw new UsageError(`cannot read ${file}: ${(error as Error).message}`, { cause: error });
  }
  return chunksOf(fd, file);
}

const openAsync = promisify(open);
const readAsync = promisify(read);
const readFileAsync = promisify(readFile);

/** Bytes per read of a FILE (fs.createReadStream's default). */
const READ_CHUNK = 64 * 1024;

/**
 * FILE's bytes, a chunk at a time. Not fs.createReadStream: loading the file streams was ~6 ms of
 * a summarize's ~40 ms start-up. A regular file is read synchronously: each read from
 * the thread pool cost a round trip, a quarter of a 100 MiB summarize spent idle between them,
 * and the command has nothing else to do meanwhile. Anything else (a FIFO, a device) is read
 * without blocking. Every chunk is read into the same buffer: a chunk is good until the next one
 * is asked for, and the fold keeps nothing of it (a line's carried part is copied, lines are
 * decoded); fresh memory per chunk cost page faults, ~3% of a 100 MiB summarize.
 * A read that fails (a directory opens, then fails on its first read; an I/O error) is a
 * UsageError naming FILE, for `summarize` and `watch` alike (exit 2, not an internal error).
 */
async function* chunksOf(fd: number, file: string): AsyncGenerator<Uint8Array> {
  try {
    const regular = fstatSync(fd).isFile();
    const buffer = Buffer.allocUnsafe(READ_CHUNK);
    for (;;) {
      let bytesRead: number;
      try {
        bytesRead = regular
          ? readSync(fd, buffer, 0, READ_CHUNK, null)
          : (await readAsync(fd, buffer, 0, READ_CHUNK, null)).bytesRead;
      } catch (error) {
        throw new UsageError(`cannot read ${file}: ${(error as Error).message}`, { cause: error });
      }
      if (bytesRead === 0) return;
      yield bytesRead === READ_CHUNK ? buffer : buffer.subarray(0, bytesRead);
    }
  } finally {
    closeSync(fd);
  }
}

async function readBytes(path: string, what: string): Promise<Buffer> {
  try {
    return await readFileAsync(path);
  } catch (error) {
    throw new UsageError(`cannot read ${what} ${path}: ${(error as Error).message}`, { cause: error });
  }
}

async function readAll(source: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of source) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The Node major version the CLI needs (package.json `engines`). */
const NODE_MAJOR = 24;

/** What to tell a person running the CLI on a Node older than NODE_MAJOR; null when it is new enough. */
export function nodeTooOld(version: string, execPath: string): string | null {
  const major = Number(version.split('.')[0]);
  if (major >= NODE_MAJOR) return null;
  return (
    `narrator: needs Node ${NODE_MAJOR} or newer; this is Node ${version} (${execPath}).\n` +
    `  Install Node ${NODE_MAJOR}: https://nodejs.org/en/download, or \`nvm install ${NODE_MAJOR}\` / \`fnm install ${NODE_MAJOR}\`,\n` +
    `  or run this once with npm's Node ${NODE_MAJOR}: npx -y node@${NODE_MAJOR} ${process.argv[1] ?? 'dist/cli.js'} …\n`
  );
}

/** True when this module is the program (also via the npm `bin` symlink), not imported by a test. */
function isProgram(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(script)).href;
  } catch {
    return false;
  }
}

if (isProgram()) {
  // `narrator demo | head`: a closed pipe ends the program quietly.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
  main(process.argv.slice(2), {
    // Made on first use: process.stdin builds a stream (and loads node's file streams, FileHandle,
    // readline: ~3 ms) that `summarize FILE` never reads.
    get stdin() {
      return process.stdin;
    },
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    env: process.env,
    stdoutIsTTY: process.stdout.isTTY === true,
  }).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      // Past main's edge, so sanitized here: a bug's message may quote what it was reading.
      process.stderr.write(
        neutralizeCommands(
          `narrator: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
        ),
      );
      process.exitCode = 1;
    },
  );
}
