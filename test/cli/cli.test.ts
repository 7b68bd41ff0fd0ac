/**
 * The `narrator` command line as a real program: src/cli.ts bundled with the build script into a
 * temp dir (the same bundle dist/ has), run with process.execPath in a subprocess.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM build script without type declarations
import { build, ROOT } from '../../scripts/build.mjs';
import { CAPTURES_DIR } from '../support/captures.js';

let dir: string;
let cli: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'narrator-cli-'));
  // Same layout as the repository: dist/cli.js finds ../examples/streams/ for the demo.
  await build({ outdir: join(dir, 'dist') });
  mkdirSync(join(dir, 'examples'));
  cpSync(join(ROOT as string, 'examples', 'streams'), join(dir, 'examples', 'streams'), { recursive: true });
  cli = join(dir, 'dist', 'cli.js');
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function narrator(args: string[], input?: string | Buffer) {
  const r = spawnSync(process.execPath, [cli, ...args], {
    input: input ?? '',
    encoding: 'utf8',
    env: { PATH: process.env['PATH'] ?? '' },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const capture = (name: string, file = 'stdout.jsonl') => join(CAPTURES_DIR, name, file);

describe('narrator summarize', () => {
  it('prints the contract JSON for a capture with its exit code (03-tools: Bash then Read, success)', () => {
    const r = narrator(['summarize', capture('03-tools'), '--exit-code', '0']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout);
    expect(json).toMatchObject({
      dialect: 'claude-code',
      sessionId: '2f0021f8-6258-45b1-8582-bd15c0088448',
      outcome: 'success',
      subtype: 'success',
      isError: false,
      outcomeSource: 'terminal_frame',
      finalText: 'The repo contains a README, package.json and `src/add.js` with its test.',
      turns: 3,
      exitCode: 0,
      signal: null,
    });
    expect(json.toolCalls.map((c: { name: string; status: string }) => [c.name, c.status])).toEqual([
      ['Bash', 'ok'],
      ['Read', 'ok'],
    ]);
    for (const key of [
      'retries',
      'costUsd',
      'tokens',
      'todos',
      'permissionDenials',
      'durationMs',
      'diagnostics',
    ]) {
      expect(json).toHaveProperty(key);
    }
  });

  it('reads stdin with "-" and gives the same JSON as the file', () => {
    const fromFile = narrator(['summarize', capture('06a-retry-529-then-ok'), '--exit-code', '0']);
    const fromStdin = narrator(
      ['summarize', '-', '--exit-code', '0'],
      readFileSync(capture('06a-retry-529-then-ok')),
    );
    expect(fromStdin.code).toBe(0);
    expect(JSON.parse(fromStdin.stdout)).toEqual(JSON.parse(fromFile.stdout));
    expect(JSON.parse(fromStdin.stdout).retries.length).toBeGreaterThan(0); // the capture has api_retry frames
  });

  // A regular FILE is read synchronously (src/cli.ts readChunks), anything else as it comes: here a
  // FIFO a shell writes the capture into in two parts, a pause between them.
  it('reads a named pipe (FIFO) as its writer writes it, and gives the same JSON as the file', () => {
    const fifo = join(dir, 'stream.fifo');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const file = capture('06a-retry-529-then-ok');
    const half = Math.floor(readFileSync(file).length / 2);
    const writer = `head -c ${half} '${file}' > '${fifo}.part1'; tail -c +${half + 1} '${file}' > '${fifo}.part2'; { cat '${fifo}.part1'; sleep 0.3; cat '${fifo}.part2'; } > '${fifo}'`;
    const r = spawnSync(
      'sh',
      ['-c', `(${writer}) & '${process.execPath}' '${cli}' summarize '${fifo}' --exit-code 0; wait`],
      { encoding: 'utf8', env: { PATH: process.env['PATH'] ?? '' } },
    );
    expect(r.status).toBe(0);
    const fromFile = narrator(['summarize', file, '--exit-code', '0']);
    expect(JSON.parse(r.stdout)).toEqual(JSON.parse(fromFile.stdout));
  });

  // FILE is read into one buffer, chunk after chunk: nothing the fold keeps may point into it.
  it('a FILE of many chunks, lines across their edges: the same JSON as the same bytes on stdin', () => {
    const bytes = Buffer.concat(
      Array.from({ length: 3 }, () => readFileSync(capture('08-long-run-30-tools'))),
    );
    expect(bytes.length).toBeGreaterThan(8 * 64 * 1024);
    const file = join(dir, 'three-runs.jsonl');
    writeFileSync(file, bytes);
    const fromFile = narrator(['summarize', file, '--exit-code', '0']);
    const fromStdin = narrator(['summarize', '-', '--exit-code', '0'], bytes);
    expect(fromFile.code).toBe(0);
    // Durations of tool calls come from the moments lines were read: the rest must be equal.
    const strip = (json: string) => JSON.parse(json, (k, v) => (k === 'durationMs' ? undefined : v));
    const summary = strip(fromFile.stdout);
    expect(summary).toEqual(strip(fromStdin.stdout));
    expect(summary.toolCalls).toHaveLength(30); // the same ids three times: each call once
    expect(summary.diagnostics.badLines).toBe(0);
  });

  it('--signal and an exit code decide a stream without a result (10b: SIGTERM, exit 143)', () => {
    const r = narrator([
      'summarize',
      capture('10b-sigterm-during-tool'),
      '--exit-code',
      '143',
      '--signal',
      'SIGTERM',
    ]);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout);
    expect(json.outcome).toBe('cancelled');
    expect(json.outcomeSource).toBe('exit_code');
    expect(json.signal).toBe('SIGTERM');
  });

  it('without --exit-code the exit is unknown: a stream with no result is not a success', () => {
    const json = JSON.parse(narrator(['summarize', capture('10b-sigterm-during-tool')]).stdout);
    expect(json.exitCode).toBeNull();
    expect(json.outcome).not.toBe('success');
  });

  it('--stderr gives the reason for a startup failure with an empty stdout (10i)', () => {
    const r = narrator([
      'summarize',
      capture('10i-no-verbose'),
      '--exit-code',
      '1',
      '--stderr',
      capture('10i-no-verbose', 'stderr.txt'),
    ]);
    const json = JSON.parse(r.stdout);
    expect(json.outcome).toBe('error');
    expect(json.errorMessage).toContain('requires --verbose'); // the CLI's one stderr line
  });

  it('--timing gives each line its recorded time, so durations come from the capture', () => {
    const r = narrator([
      'summarize',
      capture('03-tools'),
      '--exit-code',
      '0',
      '--timing',
      capture('03-tools', 'timing.tsv'),
    ]);
    const json = JSON.parse(r.stdout);
    // timing.tsv: the first tool_use is on line 3 (690 ms), its result on line 4 (768 ms).
    expect(json.toolCalls[0].durationMs).toBe(768 - 690);
  });

  it("without a timing file, the frames' own ISO timestamps are the clock (03-tools: Claude stamps most lines)", () => {
    const json = JSON.parse(narrator(['summarize', capture('03-tools'), '--exit-code', '0']).stdout);
    // The Bash call's tool_use frame is stamped 09:04:34.581, its result 09:04:34.669; the Read
    // call's .717 and .760 (read at once, both calls took "0 ms" before).
    expect(json.toolCalls.map((c: { durationMs: number | null }) => c.durationMs)).toEqual([88, 43]);
  });

  it("the HTML record's timeline spans the stamped run, not the moments its lines were read (08: 2.4 s)", () => {
    const r = narrator(['render', '--format', 'html', capture('08-long-run-30-tools'), '--exit-code', '0']);
    // First stamp 09:14:10.536, last 09:14:12.952: 2.4 s (it was drawn over the ~16 ms of reading).
    expect(r.stdout).toContain('aria-label="Timeline of 30 tool calls over 2.4 s"');
  });

  it('durations a stream does not know are n/a, never "0 ms" (real Codex capture: no times in its frames)', () => {
    const file = join(CAPTURES_DIR, '..', 'codex', 'real-tools-workspace-write.jsonl');
    const json = JSON.parse(narrator(['summarize', file, '--exit-code', '0']).stdout);
    expect(json.durationMs).toBeNull();
    expect(json.toolCalls.map((c: { durationMs: number | null }) => c.durationMs)).toEqual([
      null,
      null,
      null,
    ]);
    const text = narrator(['render', file, '--exit-code', '0']).stdout;
    expect(text.split('\n')[0]).toBe('✔ Codex finished');
    expect(text).not.toContain('0 ms');
  });

  it('counts bad lines instead of failing', () => {
    const input = `not json\n${readFileSync(capture('01-text'), 'utf8')}[1,2]\n`;
    const r = narrator(['summarize', '-', '--exit-code', '0'], input);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout);
    expect(json.diagnostics.badLines).toBe(2);
    expect(json.outcome).toBe('success');
  });
});

// A hole a security review found, through the CLI: a token Narrator was never told about, cut by
// the tool-output preview 14 characters in, kept its head in `summarize` and `render` (it failed
// before the fix).
describe('narrator summarize and render: a token cut by a preview keeps no head', () => {
  const token = `ghp_${'Q7w8E9r0T1'.repeat(4)}`;
  const frames = [
    { type: 'system', subtype: 'init', session_id: 's', model: 'm', tools: ['Bash'] },
    {
      type: 'assistant',
      session_id: 's',
      parent_tool_use_id: null,
      message: {
        id: 'm1',
        role: 'assistant',
        content: [{ type: 'tool_use', id: 't1', name: 'Bash', input: { command: 'env' } }],
      },
    },
    {
      type: 'user',
      session_id: 's',
      parent_tool_use_id: null,
      message: {
        role: 'user',
        content: [
          {
            type: 'tool_result',
            tool_use_id: 't1',
            is_error: true,
            content: `${'y'.repeat(1999 - 14)}${token}`,
          },
        ],
      },
    },
    { type: 'result', subtype: 'success', is_error: true, result: 'failed', session_id: 's' },
  ];
  const stream = `${frames.map((f) => JSON.stringify(f)).join('\n')}\n`;

  it.each([
    ['summarize', ['summarize', '-']],
    ['render (markdown)', ['render', '-', '--format', 'markdown']],
    ['render (text)', ['render', '-']],
  ])('%s', (_label, args) => {
    const r = narrator(args, stream);
    expect(r.stdout.length).toBeGreaterThan(100);
    expect(r.stdout).not.toContain(token.slice(4, 10));
  });
});

describe('narrator usage errors exit 2 with a clear message', () => {
  it.each([
    [['frobnicate'], /unknown command "frobnicate"/],
    [['summarize', '--dialect', 'gpt'], /unknown --dialect "gpt"/],
    [['summarize', '--exit-code', 'x'], /--exit-code must be an integer/],
    [['summarize', '--signal', 'SIGFOO'], /unknown --signal "SIGFOO"/],
    // Narrator's words, not node:util's ("To specify a positional argument starting with a '-' …").
    [
      ['summarize', '--bogus'],
      /^narrator: summarize: unknown option --bogus\nnarrator summarize --help lists its options\n$/,
    ],
    [
      ['--bogus'],
      /^narrator: unknown option --bogus: give a command first \(summarize, render, watch, run, demo, aggregate, follow, history, pull\)\n/,
    ],
    [['render', '--format'], /render: --format needs a value/],
    [['summarize', '--otlp=yes'], /summarize: --otlp takes no value/],
    [['summarize', 'a', 'b'], /one FILE at most/],
    [['render', '--format', 'pdf'], /--format must be text, markdown or html/],
    [['demo', '--speed', '0'], /--speed must be a positive number/],
  ])('%j', (args, message) => {
    const r = narrator(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    // Every usage error points to the help that answers it.
    expect(r.stderr).toMatch(/\nnarrator (\w+ --help lists its options|--help lists the commands)\n$/);
    expect(r.stderr).not.toContain('positional argument');
    expect(r.stdout).toBe('');
  });

  it('an unreadable file exits 2 and names it', () => {
    const r = narrator(['summarize', join(dir, 'missing.jsonl')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/cannot read .*missing\.jsonl/);
    // A directory opens, then fails on its first read: the same usage error for both readers.
    for (const command of ['summarize', 'watch']) {
      const d = narrator([command, dir]);
      expect(d.code, command).toBe(2);
      expect(d.stderr, command).toMatch(/cannot read .*EISDIR/);
      expect(d.stderr, command).not.toMatch(/internal error/);
      expect(d.stdout, command).toBe('');
    }
  });
});

describe('narrator render, demo, --help', () => {
  it('renders text and markdown', () => {
    const text = narrator(['render', capture('03-tools'), '--exit-code', '0']);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('The repo contains a README');
    const md = narrator(['render', capture('03-tools'), '--exit-code', '0', '--format', 'markdown']);
    expect(md.code).toBe(0);
    expect(md.stdout).toMatch(/^## /m);
  });

  it('demo replays the bundled capture and ends with the summary', () => {
    const r = narrator(['demo', '--speed', 'max']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('echo step-1');
    expect(r.stdout).toContain('echo step-30');
    expect(r.stdout).toContain('Done after 30 tool calls.');
  });

  it.each([['--help'], ['summarize', '--help'], ['render', '--help'], ['demo', '--help']])(
    '%j',
    (...args) => {
      const r = narrator(args);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/Usage:/);
    },
  );
});

/** A Node older than the CLI needs, on this machine: the system one (v20 here), or null. */
function oldNode(): string | null {
  const candidates = ['/usr/bin/node', '/usr/local/bin/node', '/bin/node'];
  for (const bin of candidates) {
    const r = spawnSync(bin, ['--version'], { encoding: 'utf8' });
    if (r.status === 0 && Number(r.stdout.trim().slice(1).split('.')[0]) < 24) return bin;
  }
  return null;
}

describe('narrator on a Node too old for it', () => {
  const node = oldNode();
  // Where the machine has only Node 24+, there is no old Node to run: nothing to check.
  it.skipIf(node === null)(
    'every command says which Node it needs and how to get it, before anything else',
    () => {
      for (const args of [['run', '--', 'true'], ['summarize', capture('03-tools')], ['--help']]) {
        const r = spawnSync(node!, [cli, ...args], {
          encoding: 'utf8',
          env: { PATH: process.env['PATH'] ?? '' },
        });
        expect(r.status, r.stderr).toBe(2);
        expect(r.stdout).toBe('');
        expect(r.stderr).toMatch(/^narrator: needs Node 24 or newer; this is Node 2\d\.\d+\.\d+ /);
        expect(r.stderr).toContain('nvm install 24');
        expect(r.stderr).not.toContain('internal error');
        expect(r.stderr).not.toContain('TypeError');
      }
    },
  );
});

describe('--help reads as one piece', () => {
  const HELPS = ['summarize', 'render', 'watch', 'run', 'demo', 'aggregate', 'follow'];

  it('the command list names every command, follow included; unknown-command errors too', () => {
    const main = narrator(['--help']).stdout;
    for (const command of HELPS) expect(main, command).toMatch(new RegExp(`^  narrator ${command} `, 'm'));
    expect(narrator(['frob']).stderr).toContain('follow');
  });

  it.each(HELPS)('%s --help: options in one column (each description starts at column 25)', (command) => {
    const text = narrator([command, '--help']).stdout;
    const lines = text.split('\n');
    const options = lines.filter((l) => /^ {2}--?\w/.test(l));
    expect(options.length).toBeGreaterThan(0);
    for (const line of options) {
      const name = /^ {2}(\S+(?: \S+)*?)(?: {2,}|$)/.exec(line)![1]!;
      // A name too long for the column has its description on the next line.
      if (line.trimEnd() === `  ${name}`) continue;
      expect(line.indexOf(line.slice(2 + name.length).trimStart()), line).toBe(25);
    }
    // Continuation lines of an option sit in the same column.
    for (let i = 1; i < lines.length; i++) {
      if (/^ {3,}\S/.test(lines[i]!) && /^ {2}-|^ {25}\S/.test(lines[i - 1]!)) {
        expect(lines[i]!.search(/\S/), lines[i]).toBe(25);
      }
    }
  });

  it('render --help says it does HTML', () => {
    const text = narrator(['render', '--help']).stdout;
    expect(text.split('\n\n')[1]).toMatch(/HTML/);
  });
});
