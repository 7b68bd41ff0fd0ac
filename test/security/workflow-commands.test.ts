/**
 * Workflow commands forged by agent text (a hole a security review found), judged by the runner's
 * own rule (test/support/runner-commands.ts, reproduced from actions/runner's C#). The runner trims
 * a line's start with .NET's Char.IsWhiteSpace before it looks for `::` — a set with U+0085 (NEXT
 * LINE), which JavaScript's `\s` lacks — so agent text "\n\u0085::error …" in the final text, the
 * model name or the first line of a tool's output printed a working `::error`, `::add-mask`,
 * `::set-output` and `::stop-commands` in the job log. Here: the model is checked against the
 * runner's own unit tests; the attack goes through the Action's real printing path, in-process and
 * as the bundled Action; and every @actions/core call with hostile text is shown to issue exactly
 * the one command it was asked for.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it, test } from 'vitest';
import { revealBidi } from '../../src/report/bidi.js';
import {
  CommandSafeText,
  isRunnerWhiteSpace,
  mayBreak,
  neutralizeCommands,
  RISK,
  RISK_AT_START,
} from '../../src/report/workflow-commands.js';
import * as core from '../../src/runner/core.js';
import { buildActionBundle } from '../support/build-action.js';
import { fakeAgent, REPO_ROOT } from '../support/fake-agents.js';
import { claudeStream, type StreamFields, writeCapture } from '../support/hostile-streams.js';
import { actionJobLog, captureStdout, foreignCommands } from '../support/job-log.js';
import { runActionEntry } from '../support/run-action.js';
import {
  couldBeCommand,
  isDotnetWhiteSpace,
  parseRunnerCommand,
  runnerLines,
  runnerSeesCommand,
} from '../support/runner-commands.js';

/** Every character Char.IsWhiteSpace accepts, and the line separators of every convention. */
const DOTNET_WHITE_SPACE = Array.from({ length: 0x10000 }, (_, i) => String.fromCharCode(i)).filter(
  isDotnetWhiteSpace,
);
const SEPARATORS = ['\n', '\r', '\r\n', '\u0085', '\u2028', '\u2029', '\u000b', '\u000c'];

/** The attack as it was reported, one per command it issued. */
const NEL_ATTACKS = [
  '\n\u0085::error file=src/app.ts,title=FORGED::Security scan passed',
  '\n\u0085::add-mask::FORGED',
  '\n\u0085::set-output name=FORGED::x',
  '\n\u0085::stop-commands::FORGED',
];

describe('the runner model', () => {
  // Cases from actions/runner src/Test/L0/Worker/ActionCommandL0.cs (CommandParserTest, CommandParserV2Test).
  const registered = ['do-something'];
  test.each([
    ['##[do-something k1=v1;]msg', { k1: 'v1' }, 'msg'],
    ['##[do-something]', {}, ''],
    ['##[do-something k1=%3B=%0D=%0A=%5D;]%3B-%0D-%0A-%5D', { k1: ';=\r=\n=]' }, ';-\r-\n-]'],
    ['##[do-something k1=;k2=;]', {}, ''],
    ['>>>   ##[do-something k1=v1;]msg', { k1: 'v1' }, 'msg'],
    ['::do-something k1=v1,::msg', { k1: 'v1' }, 'msg'],
    ['::do-something::', {}, ''],
    ['::do-something k1=;=%2C=%0D=%0A=]=%3A,::;-%0D-%0A-]-:-,', { k1: ';=,=\r=\n=]=:' }, ';-\r-\n-]-:-,'],
    ['::do-something k1=,k2=,::', {}, ''],
    ['::do-something k1=v1::', { k1: 'v1' }, ''],
    ['   ::do-something k1=v1,::msg', { k1: 'v1' }, 'msg'],
  ])('%j is a command', (line, properties, data) => {
    const command = parseRunnerCommand(line, registered);
    expect(command).toMatchObject({ name: 'do-something', properties, data });
  });

  test('"   >>>   ::do-something k1=v1,::msg" is not (V2 must start the line)', () => {
    expect(runnerSeesCommand('   >>>   ::do-something k1=v1,::msg', registered)).toBe(false);
  });

  test('names are matched ignoring case; unregistered names are not commands', () => {
    expect(runnerSeesCommand('::ERROR::x')).toBe(true);
    expect(runnerSeesCommand('::no-such-command::x')).toBe(false);
    expect(couldBeCommand('::no-such-command::x')).toBe(true);
  });

  test('lines end at \\r, \\n and \\r\\n only (StreamReader.ReadLine)', () => {
    expect(runnerLines('a\rb\nc\r\nd\u0085e\u2028f\n')).toEqual(['a', 'b', 'c', 'd\u0085e\u2028f']);
  });

  test('the hole: .NET trims U+0085 before `::`, JavaScript `\\s` does not', () => {
    expect(isDotnetWhiteSpace('\u0085')).toBe(true);
    expect(/\s/.test('\u0085')).toBe(false);
    expect(runnerSeesCommand('\u0085::error::x')).toBe(true);
  });

  test("the sanitizer trims exactly .NET's set (plus a byte-order mark), over every UTF-16 unit", () => {
    for (let code = 0; code < 0x10000; code++) {
      const ch = String.fromCharCode(code);
      expect(isRunnerWhiteSpace(code), `U+${code.toString(16)}`).toBe(
        isDotnetWhiteSpace(ch) || code === 0xfeff,
      );
    }
  });
});

/** `after` is `before` with spaces inserted only inside a `::` or a `##` (`: :`, `# #`). */
function onlySpacesInserted(before: string, after: string): boolean {
  let i = 0;
  for (let j = 0; j < after.length; j++) {
    if (i < before.length && after[j] === before[i]) i++;
    else if (
      !(after[j] === ' ' && (after[j - 1] === ':' || after[j - 1] === '#') && after[j - 1] === after[j + 1])
    )
      return false;
  }
  return i === before.length;
}

describe('neutralizeCommands by the runner rule', () => {
  const piece = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...DOTNET_WHITE_SPACE, ...SEPARATORS, '\ufeff') },
    {
      weight: 4,
      arbitrary: fc.constantFrom('::', ':', '#', '##', '##[', '[', ']', 'error', 'add-mask', 'stop-commands'),
    },
    { weight: 2, arbitrary: fc.constantFrom(' title=FORGED', ',', '=', '%0A', 'text', '\u200b', '\u00ad') },
    { weight: 1, arbitrary: fc.string({ maxLength: 6, unit: 'binary' }) },
  );
  const hostile = fc.array(piece, { maxLength: 24 }).map((p) => p.join(''));

  it('no line of the result could be a command, whatever the names', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        for (const line of runnerLines(neutralizeCommands(text)))
          expect(couldBeCommand(line), line).toBe(false);
      }),
      { numRuns: 3_000 },
    );
  });

  it('written in pieces (CommandSafeText, the CLI edge), it prints what the whole text gives', () => {
    fc.assert(
      fc.property(hostile, fc.array(fc.nat(), { maxLength: 6 }), (text, cuts) => {
        const at = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
        const safe = new CommandSafeText();
        let out = '';
        let from = 0;
        for (const cut of [...at, text.length]) {
          out += safe.write(text.slice(from, cut));
          from = cut;
        }
        expect(out + safe.end()).toBe(neutralizeCommands(text));
      }),
      { numRuns: 2_000 },
    );
  });

  it("mayBreak (the writer's quick look) answers what the rule's expression answers", () => {
    fc.assert(
      fc.property(hostile, fc.boolean(), (text, atLineStart) => {
        expect(mayBreak(text, atLineStart), JSON.stringify(text)).toBe(
          (atLineStart ? RISK_AT_START : RISK).test(text),
        );
      }),
      { numRuns: 5_000 },
    );
    // Pretty-printed JSON (what summarize writes), and long runs of white space and breaks.
    const json = JSON.stringify({ a: [1, { b: 'x: y' }], c: '\u2028:' }, null, 2);
    for (const text of [json, `${json}\n :`, '\n'.repeat(5000), `${'\n \u0085\r'.repeat(3000)}:`, '']) {
      for (const start of [true, false])
        expect(mayBreak(text, start)).toBe((start ? RISK_AT_START : RISK).test(text));
    }
  });

  it('changes nothing but the `::` and `##[` it breaks, and is idempotent', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const safe = neutralizeCommands(text);
        expect(onlySpacesInserted(text, safe), JSON.stringify(safe)).toBe(true);
        expect(neutralizeCommands(safe)).toBe(safe);
      }),
      { numRuns: 1_000 },
    );
  });
});

describe('@actions/core calls with hostile text (src/runner/core.ts)', () => {
  const hostile = fc
    .array(
      fc.oneof(
        fc.constantFrom(
          ...NEL_ATTACKS,
          ...SEPARATORS,
          ...DOTNET_WHITE_SPACE,
          '::',
          '##[error]x',
          '%0A',
          '%25',
          ',',
          // A bidi control: core.ts shows it as text (report/bidi.ts) before the sanitizer.
          '\u202e',
        ),
        fc.string({ maxLength: 6, unit: 'binary' }),
      ),
      { maxLength: 10 },
    )
    .map((p) => p.join(''));

  it('info(): no line the runner reads could be a command', async () => {
    await fc.assert(
      fc.asyncProperty(hostile, async (text) => {
        const { stdout } = await captureStdout(() => core.info(text));
        for (const line of runnerLines(stdout)) expect(couldBeCommand(line), line).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('warning/error/notice/debug/startGroup/setFailed: exactly the one command asked for, the text as its data', async () => {
    const calls: Array<[string, (m: string, title: string) => void]> = [
      ['warning', (m, title) => core.warning(m, { title, file: title, startLine: 3 })],
      ['error', (m, title) => core.error(m, { title })],
      ['notice', (m, title) => core.notice(m, { title })],
      ['debug', (m) => core.debug(m)],
      ['group', (m) => core.startGroup(m)],
      ['error', (m) => core.setFailed(m)],
    ];
    const exitCode = process.exitCode;
    try {
      await fc.assert(
        fc.asyncProperty(fc.nat(calls.length - 1), hostile, hostile, async (which, message, title) => {
          const [name, issue] = calls[which]!;
          const { stdout } = await captureStdout(() => issue(message, title));
          const lines = runnerLines(stdout);
          expect(lines).toHaveLength(1);
          const command = parseRunnerCommand(lines[0]!);
          expect(command?.form).toBe('v2');
          expect(command?.name).toBe(name);
          // All of the agent's text is the data of that one command (made log-safe, bidi controls
          // shown: src/runner/core.ts logText), none of it a second command.
          expect(command?.data).toBe(neutralizeCommands(revealBidi(message)));
          for (const key of Object.keys(command?.properties ?? {}))
            expect(['title', 'file', 'line']).toContain(key);
        }),
        { numRuns: 600 },
      );
    } finally {
      process.exitCode = exitCode;
    }
  });
});

describe('one printing path', () => {
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? sources(path.join(dir, e.name))
        : e.name.endsWith('.ts')
          ? [path.join(dir, e.name)]
          : [],
    );
  const files = sources(path.join(REPO_ROOT, 'src')).map((f) => ({
    file: path.relative(REPO_ROOT, f),
    text: readFileSync(f, 'utf8'),
  }));

  it('only src/runner/core.ts imports @actions/core: every job-log line passes its sanitizer', () => {
    const importers = files.filter((f) => /from '@actions\/core'/.test(f.text)).map((f) => f.file);
    expect(importers).toEqual(['src/runner/core.ts']);
  });

  it('nothing in src writes to stdout/stderr or the console but the CLI edge (src/cli.ts)', () => {
    const writers = files
      .filter((f) => /process\.(stdout|stderr)\.write|console\.\w+\(/.test(f.text))
      .map((f) => f.file);
    expect(writers).toEqual(['src/cli.ts']);
  });
});

const BENIGN: StreamFields = {
  session: 'sess-1',
  model: 'claude-opus-5-5',
  text: 'Looking at the tests.',
  todo: 'Fix the build',
  tool: 'Bash',
  command: 'npm test',
  description: 'Run the tests',
  output: 'Error: 1 test failed',
  denied: 'rm -rf /',
  result: 'Done.',
  fail: false,
};

describe('forged workflow commands through the Action printing path (src/sinks/job-log/live.ts, in-process)', () => {
  const fields: Array<keyof StreamFields> = [
    'result',
    'model',
    'output',
    'session',
    'text',
    'todo',
    'tool',
    'command',
    'description',
    'denied',
  ];
  for (const field of fields) {
    it(`U+0085 before \`::\` in the ${field}: no command reaches the runner`, async () => {
      for (const fail of [false, true]) {
        const stream = claudeStream({
          ...BENIGN,
          fail,
          [field]: `${NEL_ATTACKS.join('')}\nlegacy ##[warning]FORGED`,
        });
        const log = await actionJobLog(stream);
        expect(foreignCommands(log), `${field}, fail=${fail}`).toEqual([]);
        // The text is shown, inert (the assistant's prose is not part of the job log).
        if (field !== 'text') expect(log).toContain('FORGED');
      }
    });
  }

  it('every Unicode white space and line separator, in every field', async () => {
    const text = fc
      .array(
        fc.oneof(
          fc.constantFrom(...DOTNET_WHITE_SPACE, ...SEPARATORS, '\ufeff'),
          fc.constantFrom(
            '::error title=FORGED::FORGED',
            '::add-mask::FORGED',
            '::stop-commands::FORGED',
            '::set-output name=FORGED::x',
            '::group::FORGED',
            '##[error]FORGED',
            '##',
            '[',
            '::',
            ':',
          ),
          fc.string({ maxLength: 4, unit: 'binary' }),
        ),
        { maxLength: 10 },
      )
      .map((p) => p.join(''));
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          session: text,
          model: text,
          text: text,
          todo: text,
          tool: text,
          command: text,
          description: text,
          output: text,
          denied: text,
          result: text,
          fail: fc.boolean(),
        }),
        async (f) => {
          expect(foreignCommands(await actionJobLog(claudeStream(f)))).toEqual([]);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('forged workflow commands end to end: the bundled Action replaying the attack', () => {
  let bundle: { index: string };
  beforeAll(async () => {
    bundle = await buildActionBundle();
  }, 120_000);

  it('final text, model, tool output, plan, failure: only our own commands in the job log', async () => {
    const payload = `${NEL_ATTACKS.join('')}\u2028::notice::FORGED\r\u2003::error title=FORGED::x\nend ##[error]FORGED`;
    for (const fail of [false, true]) {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-nel-'));
      const capture = writeCapture(
        path.join(dir, 'capture'),
        claudeStream({
          ...BENIGN,
          fail,
          model: `evil${payload}`,
          result: `Answer${payload}`,
          output: `${payload.trimStart()}\nmore`,
          todo: payload,
          description: payload,
        }),
        { stderr: payload, exitCode: fail ? 1 : 0 },
      );
      const run = await runActionEntry(bundle.index, {
        dir,
        inputs: {
          command: `'${fakeAgent('replay-capture.mjs')}' '${capture}'`,
          'github-token': 'ghs_NelTest0123456789abcdefghijklmnop',
          // The stream's plan item (one of the attack's fields) is left open, so a reported success
          // is `incomplete`; this test is about the job log's commands: only the failure fails it.
          'fail-on': 'error',
        },
      });
      expect(run.code, run.stderr).toBe(fail ? 1 : 0);
      const masks = new Set(['ghs_NelTest0123456789abcdefghijklmnop']);
      const isOurMask = (data: string) =>
        !data.includes('FORGED') && (masks.has(data) || /^[A-Za-z0-9+/_-]+$/.test(data));
      expect(foreignCommands(run.stdout, isOurMask)).toEqual([]);
      expect(foreignCommands(run.stderr)).toEqual([]);
      expect(run.outputs['outcome']).toBe(fail ? 'error' : 'incomplete');
      expect(run.stdout).toContain('FORGED'); // shown, inert
    }
  }, 60_000);
});
