// The real opencode CLI (opencode-ai 1.18.33) run directly — no Action — against the local
// chat-completions server, once per scenario, and checked against the committed captures in
// test/fixtures/opencode/real-*.jsonl (with their stderr and exit code in manifest.json): the same
// frames in the same order (types, part types, step reasons, tools, statuses, error names), the same
// stderr lines and exit code. So the fixtures the dialect tests read stay what this CLI really
// prints, and a CLI that changes its frames fails here first.
//
// NARRATOR_UPDATE_OPENCODE_CAPTURES=1 rewrites the fixtures from this run instead of comparing
// (then read the diff: ids, timestamps and token counts change every run; the shapes must not).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { stripAnsi } from '../../src/run/ansi.js';
import { AGENT_CLI_VERSIONS, type AgentInstall, ensureAgentCli } from '../support/agent-cli.js';
import { FIXTURES_DIR } from '../support/dialect-fixtures.js';
import {
  type ChatServerOptions,
  callTools,
  reply,
  startChatServer,
  tool,
} from '../support/openai-chat-server.js';
import {
  LOCAL_MODEL_KEY,
  MODEL_ID,
  makeOpencodeSandbox,
  type OpencodeRun,
  runOpencode,
} from '../support/opencode-action.js';

const UPDATE = process.env.NARRATOR_UPDATE_OPENCODE_CAPTURES === '1';
const DIR = path.join(FIXTURES_DIR, 'opencode');
/** The sandbox's random temp folder, as written into the fixtures. */
const SANDBOX = '/tmp/narrator-opencode-SANDBOX';

interface CaptureScenario {
  about: string;
  model: (repo: string) => ChatServerOptions;
  args?: string[];
  stdin?: string;
  config?: Record<string, unknown>;
  env?: Record<string, string>;
}

/** Each becomes test/fixtures/opencode/real-<name>.jsonl (+ .stderr when there is any). */
const CAPTURE_SCENARIOS: Record<string, CaptureScenario> = {
  text: {
    about: 'a plain answer: step_start, text, step_finish reason stop; exit 0',
    model: () => ({ replies: [reply('Hello from the local model. The answer is 42.')] }),
  },
  tools: {
    about:
      'bash ok, bash exiting 3 (status completed, state.metadata.exit 3), an edit in the workspace, a read of a missing file (status error), then the answer; one step_finish tool-calls per round, the last stop',
    model: (repo) => ({
      replies: [
        callTools([tool('bash', { command: 'echo bash-ok', description: 'Say ok' })], { text: 'Checking.' }),
        callTools([tool('bash', { command: 'echo oops >&2; exit 3', description: 'Fail on purpose' })]),
        callTools([
          tool('edit', {
            filePath: path.join(repo, 'src/add.js'),
            oldString: '  return a + b\n}',
            newString: '  return a + b\n}\n\nexport function sub(a, b) {\n  return a - b\n}',
          }),
        ]),
        callTools([tool('read', { filePath: path.join(repo, 'missing.txt') })]),
        reply('Added sub().'),
      ],
    }),
  },
  rejected: {
    about:
      'a read outside the workspace: opencode asks (external_directory), `run` auto-rejects it (stderr line, coloured), the tool errors and the run ends with step_finish reason tool-calls; exit 0',
    model: (repo) => ({
      replies: [
        callTools([tool('read', { filePath: path.join(repo, '..', 'opencode.json') })]),
        reply('never reached'),
      ],
    }),
  },
  'plan-invalid-tool': {
    about:
      'with --agent plan and OPENCODE_PERMISSION {"edit":"deny","bash":"deny"} (permission-mode: plan): write is not offered, the call comes back as the `invalid` tool (completed); then the answer',
    args: ['--agent', 'plan'],
    env: { OPENCODE_PERMISSION: JSON.stringify({ edit: 'deny', bash: 'deny' }) },
    model: (repo) => ({
      replies: [
        callTools([tool('write', { filePath: path.join(repo, 'NEW.md'), content: 'nope' })]),
        reply('I may only read.'),
      ],
    }),
  },
  length: {
    about:
      'the output limit: finish_reason length ends the run with step_finish reason length; exit 0, no error',
    model: () => ({
      replies: [
        reply('This answer is cut off because', {
          finishReason: 'length',
          usage: { prompt_tokens: 1000, completion_tokens: 4096 },
        }),
      ],
    }),
  },
  'api-401': {
    about:
      'a wrong API key: HTTP 401 from the first call, one error frame (APIError, statusCode 401); exit 1',
    env: { LOCAL_MODEL_API_KEY: 'a-wrong-key' },
    model: () => ({ replies: [reply('never sent')] }),
  },
};

let cli: Promise<AgentInstall> | null = null;
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const c of cleanups.splice(0)) await c();
});

async function capture(name: string): Promise<{ run: OpencodeRun; stdout: string; stderr: string }> {
  cli ??= ensureAgentCli('opencode');
  const { binary } = await cli;
  const s = CAPTURE_SCENARIOS[name]!;
  const sandbox = makeOpencodeSandbox(s.config ? { config: s.config } : {});
  cleanups.push(() => sandbox.cleanup());
  const server = await startChatServer({ apiKey: LOCAL_MODEL_KEY, ...s.model(sandbox.repo) });
  cleanups.push(() => server.close());
  const run = await runOpencode({
    binary,
    sandbox,
    serverUrl: server.url,
    args: ['--model', MODEL_ID, ...(s.args ?? [])],
    stdin: s.stdin ?? 'Do what the scenario says.',
    ...(s.env ? { env: s.env } : {}),
    timeoutMs: 100_000,
  });
  const anonymize = (text: string) =>
    text.split(sandbox.root).join(SANDBOX).split(`127.0.0.1:${server.port}`).join('127.0.0.1:PORT');
  return { run, stdout: anonymize(run.stdout), stderr: anonymize(run.stderr) };
}

type Frame = Record<string, unknown>;

/** What must not change between two runs of a scenario: one signature per stdout line. */
function shapeOf(stdout: string): string[] {
  return stdout
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((line) => {
      let f: Frame;
      try {
        f = JSON.parse(line) as Frame;
      } catch {
        return `<not json> ${line.slice(0, 60)}`;
      }
      const part = (f.part ?? {}) as Frame;
      const state = (part.state ?? {}) as Frame;
      const metadata = (state.metadata ?? {}) as Frame;
      const error = (f.error ?? {}) as Frame;
      const data = (error.data ?? {}) as Frame;
      return [
        f.type,
        part.type,
        part.reason,
        part.tool,
        state.status,
        'exit' in metadata ? `exit=${metadata.exit}` : undefined,
        error.name,
        data.statusCode,
      ]
        .filter((x) => x !== undefined)
        .join(' ');
    });
}

/** stderr without colour codes, one entry per non-empty line. */
function stderrLines(stderr: string): string[] {
  return stripAnsi(stderr)
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}

interface ManifestEntry {
  exitCode: number | null;
  signal: string | null;
  stderr?: string;
  about: string;
  captured?: { cli: string; command: string; stdin: string; env?: Record<string, string> };
}

function readManifest(): Record<string, ManifestEntry> {
  return JSON.parse(fs.readFileSync(path.join(DIR, 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestEntry
  >;
}

describe(`real opencode ${AGENT_CLI_VERSIONS.opencode} captures (test/fixtures/opencode/real-*)`, {
  timeout: 15 * 60_000,
}, () => {
  for (const name of Object.keys(CAPTURE_SCENARIOS)) {
    const file = `real-${name}.jsonl`;
    test(`${file}: the CLI still prints what the fixture holds`, async () => {
      const { run, stdout, stderr } = await capture(name);
      const scenario = CAPTURE_SCENARIOS[name]!;
      if (UPDATE) {
        fs.writeFileSync(path.join(DIR, file), stdout);
        const stderrFile = `real-${name}.stderr`;
        if (stderr !== '') fs.writeFileSync(path.join(DIR, stderrFile), stderr);
        else fs.rmSync(path.join(DIR, stderrFile), { force: true });
        const manifest = readManifest();
        manifest[file] = {
          exitCode: run.exitCode,
          signal: run.signal,
          ...(stderr !== '' ? { stderr: stderrFile } : {}),
          about: `REAL capture: ${scenario.about}`,
          captured: {
            cli: `opencode-ai ${AGENT_CLI_VERSIONS.opencode}`,
            command: `opencode ${run.args.join(' ')}`,
            stdin: run.stdin,
            ...(scenario.env ? { env: scenario.env } : {}),
          },
        };
        fs.writeFileSync(path.join(DIR, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
      }
      const entry = readManifest()[file];
      expect(
        entry,
        `${file} is not in manifest.json: run with NARRATOR_UPDATE_OPENCODE_CAPTURES=1`,
      ).toBeDefined();
      expect(run.exitCode, stderr).toBe(entry!.exitCode);
      expect(shapeOf(stdout)).toEqual(shapeOf(fs.readFileSync(path.join(DIR, file), 'utf8')));
      const committedStderr = entry!.stderr ? fs.readFileSync(path.join(DIR, entry!.stderr), 'utf8') : '';
      expect(stderrLines(stderr)).toEqual(stderrLines(committedStderr));
      expect(entry!.captured?.command).toBe(`opencode ${run.args.join(' ')}`);
    });
  }
});
