/**
 * The real Gemini CLI captures in test/fixtures/gemini/real-*.jsonl: how each one is made (the
 * CLI's flags as Narrator's recipe passes them, the model server's script, settings, env), so
 * test/e2e/gemini-captures.test.ts can make them again and check the checked-in files still
 * match what the pinned CLI prints (NARRATOR_UPDATE_CAPTURES=1 rewrites them).
 */
import type { GeminiSettings, runGeminiCli } from './gemini-action.js';
import {
  call,
  type GeminiServerOptions,
  httpError,
  invalidKey,
  respond,
  text,
  thought,
} from './gemini-server.js';

export interface GeminiCaptureScenario {
  /** File stem: test/fixtures/gemini/real-<name>.jsonl (+ .stderr). */
  name: string;
  about: string;
  /** argv after `gemini`. */
  args: string[];
  model: (repo: string) => GeminiServerOptions;
  settings?: GeminiSettings;
  /** On top of the sandbox's env (CI=true, GITHUB_ACTIONS=true, the model server, a dummy key). */
  env?: Record<string, string | undefined>;
  interrupt?: Parameters<typeof runGeminiCli>[1]['interrupt'];
}

/** What Narrator's recipe sets for every run (it trusts the workspace it is pointed at). */
const TRUSTED = { GEMINI_CLI_TRUST_WORKSPACE: 'true' };
const STREAM = ['--output-format', 'stream-json'];
const MODEL = '--model=gemini-2.5-flash';

export const GEMINI_CAPTURES: readonly GeminiCaptureScenario[] = [
  {
    name: 'text-auto-model',
    about:
      'plain answer with no --model: a routing call first (generateContent), init model "auto", ' +
      'stats.models names the router and the answering model; thoughtsTokenCount 11 is in total_tokens only',
    args: [...STREAM, '--prompt=Say hello.'],
    model: () => ({
      replies: [
        respond([thought('Greeting.'), text('Hello from the local model server.')], {
          usage: { thoughtsTokenCount: 11, cachedContentTokenCount: 40 },
        }),
      ],
    }),
    env: TRUSTED,
  },
  {
    name: 'tools-default-mode',
    about:
      'default approval mode: read_file + list_directory in one batch succeed; write_file and ' +
      'run_shell_command are not declared to the model, and calling them fails with tool_not_registered; a made-up tool too',
    args: [...STREAM, MODEL, '--prompt=Look around, then write a note.'],
    model: () => ({
      replies: [
        respond([
          text('Looking. '),
          call('read_file', { file_path: 'README.md' }),
          call('list_directory', { dir_path: '.' }),
        ]),
        respond([call('write_file', { file_path: 'NOTE.md', content: 'a note\n' })]),
        respond([call('run_shell_command', { command: 'echo hi', description: 'say hi' })]),
        respond([call('frobnicate', { level: 3 })]),
        respond([text('I could not write the note.')]),
      ],
    }),
    env: TRUSTED,
  },
  {
    name: 'tools-yolo-mode',
    about:
      'yolo: a shell command that succeeds, one that exits 3 silently ("Command exited with code: 3"), ' +
      'one that prints and exits 3 (reported as success: the stream does not carry the exit code), an edit with replace',
    args: [...STREAM, MODEL, '--approval-mode=yolo', '--prompt=Run the checks and fix add.js.'],
    model: () => ({
      replies: [
        respond([call('run_shell_command', { command: 'echo shell-ok', description: 'ok' })]),
        respond([call('run_shell_command', { command: 'exit 3', description: 'fail quietly' })]),
        respond([
          call('run_shell_command', {
            command: 'echo oops >&2; echo partial; exit 3',
            description: 'fail loudly',
          }),
        ]),
        respond([
          call('replace', {
            file_path: 'src/add.js',
            old_string: 'return a + b',
            new_string: 'return a + b // checked',
            instruction: 'mark the line as checked',
          }),
        ]),
        respond([text('Checked and edited.')]),
      ],
    }),
    env: TRUSTED,
  },
  {
    name: 'plan-mode-denied',
    about:
      'plan approval mode: write_file of a non-plan file is refused with error type policy_violation ' +
      '(a .md file would be allowed: plan mode lets the agent write plans as .md files)',
    args: [...STREAM, MODEL, '--approval-mode=plan', '--prompt=Write a note.'],
    model: () => ({
      replies: [
        respond([call('write_file', { file_path: 'NOTE.txt', content: 'a note\n' })]),
        respond([text('Plan mode stopped me.')]),
      ],
    }),
    env: TRUSTED,
  },
  {
    name: 'max-tokens-empty',
    about:
      'the model stops at MAX_TOKENS before any text: the CLI retries once silently (two requests), then an ' +
      'error event with the token-limit sentence and result status error — with exit code 0',
    args: [...STREAM, MODEL, '--prompt=Write a long essay.'],
    model: () => ({
      respond: () => respond([], { finishReason: 'MAX_TOKENS', usage: { candidatesTokenCount: 0 } }),
    }),
    env: TRUSTED,
  },
  {
    name: 'max-tokens-with-text',
    about:
      'the model stops at MAX_TOKENS after some text: the CLI reports success; nothing in the stream says the answer was cut',
    args: [...STREAM, MODEL, '--prompt=Write a long essay.'],
    model: () => ({
      replies: [respond([text('This essay is cut off by the token li')], { finishReason: 'MAX_TOKENS' })],
    }),
    env: TRUSTED,
  },
  {
    name: 'stream-dropped',
    about:
      'the connection drops mid-stream, after the first SSE chunk was read: the text so far was streamed, ' +
      'no retry, result error "[API Error: terminated]", exit 1',
    args: [...STREAM, MODEL, '--prompt=Hello'],
    model: () => ({
      replies: [
        {
          kind: 'drop',
          afterChunks: 1,
          delayMs: 300,
          parts: [text('This first answer is cut off by a dropped connection, mid-stream.')],
        },
        respond([text('A second try would say this.')]),
      ],
    }),
    env: TRUSTED,
  },
  {
    name: 'max-session-turns',
    about:
      'model.maxSessionTurns 2 in settings while the model keeps calling a tool: FatalTurnLimitedError, exit 53',
    args: [...STREAM, MODEL, '--prompt=Keep exploring.'],
    model: () => ({
      respond: (_r, i) => respond([call('list_directory', { dir_path: i % 2 ? '.' : 'src' })]),
    }),
    settings: { model: { maxSessionTurns: 2 } },
    env: TRUSTED,
  },
  {
    name: 'api-500-retried',
    about:
      'HTTP 500 on every turn with general.maxAttempts 2: one "Attempt 1 failed with status 500. Retrying with backoff..." ' +
      'on stderr only, then a result error and exit 244 (500 & 0xFF)',
    args: [...STREAM, MODEL, '--prompt=Hello'],
    model: () => ({ respond: () => httpError(500, { message: 'Internal error encountered.' }) }),
    env: TRUSTED,
  },
  {
    name: 'bad-key',
    about:
      'the API refuses the key (HTTP 400, API_KEY_INVALID): result error, exit 144 (400 & 0xFF), no retry',
    args: [...STREAM, MODEL, '--prompt=Hello'],
    model: () => ({ respond: () => invalidKey() }),
    env: TRUSTED,
  },
  {
    name: 'no-api-key',
    about:
      'API-key auth selected but no GEMINI_API_KEY: a message on stderr naming the variable, no JSON, exit 41',
    args: [...STREAM, MODEL, '--prompt=Hello'],
    model: () => ({}),
    env: { ...TRUSTED, GEMINI_API_KEY: undefined },
  },
  {
    name: 'untrusted-folder',
    about:
      'CI=true and no trust given: the CLI refuses the folder before any JSON, exit 55 (what every CI run got before the recipe fix)',
    args: [...STREAM, MODEL, '--prompt=Hello'],
    model: () => ({}),
  },
  {
    name: 'sigterm-mid-tool',
    about:
      'SIGTERM to the process group while a shell tool runs (yolo): what the CLI prints when the runner cancels',
    args: [...STREAM, MODEL, '--approval-mode=yolo', '--prompt=Run the slow loop.'],
    model: () => ({
      replies: [
        respond([
          call('run_shell_command', {
            command: 'for i in 1 2 3 4 5 6 7 8; do sleep 1; done',
            description: 'slow loop',
          }),
        ]),
        respond([text('Loop done.')]),
      ],
    }),
    env: TRUSTED,
    interrupt: { stdout: /"type":"tool_use"/, signal: 'SIGTERM', afterMs: 700 },
  },
];

/** The shape of a stream that should not change between two captures of the same scenario. */
export function streamShape(stdout: string): string[] {
  const out: string[] = [];
  for (const line of stdout.split('\n')) {
    if (line.trim() === '') continue;
    let frame: Record<string, unknown>;
    try {
      frame = JSON.parse(line) as Record<string, unknown>;
    } catch {
      out.push('(not json)');
      continue;
    }
    const type = String(frame.type);
    if (type === 'message' && frame.role === 'assistant') {
      // Text chunking may vary; a run of deltas is one entry.
      if (out.at(-1) !== 'message:assistant') out.push('message:assistant');
      continue;
    }
    if (type === 'message') out.push(`message:${String(frame.role)}`);
    else if (type === 'tool_use') out.push(`tool_use:${String(frame.tool_name)}`);
    else if (type === 'tool_result') {
      const err = frame.error as { type?: string } | undefined;
      out.push(`tool_result:${String(frame.status)}${err?.type ? `:${err.type}` : ''}`);
    } else if (type === 'result') {
      const err = frame.error as { type?: string } | undefined;
      out.push(`result:${String(frame.status)}${err?.type ? `:${err.type}` : ''}`);
    } else if (type === 'error') out.push(`error:${String(frame.severity)}`);
    else out.push(type);
  }
  return out;
}

/** The command line a capture ran, for the fixture README / manifest. */
export function commandLine(s: GeminiCaptureScenario): string {
  const entries = Object.entries({ CI: 'true', GITHUB_ACTIONS: 'true', ...s.env });
  const env = [
    ...entries.filter(([, v]) => v === undefined).map(([k]) => `env -u ${k}`),
    ...entries.filter(([, v]) => v !== undefined).map(([k, v]) => `${k}=${v}`),
  ].join(' ');
  const quoted = s.args.map((a) => (/^[\w=./:-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`)).join(' ');
  const settings = s.settings ? ` (settings.json adds ${JSON.stringify(s.settings)})` : '';
  return `${env} gemini ${quoted}${settings}`;
}
