/**
 * Workflow commands forged by agent text (a hole a security review found), for the `narrator`
 * command line: it can be a step of a workflow, where its
 * stdout and stderr are the job log. The real program (bundled like dist/cli.js) runs on a stream
 * whose every field carries workflow commands behind .NET white space (U+0085 first) and legacy
 * `##[`; every line of both streams, as the runner reads them (test/support/runner-commands.ts),
 * must be no command — the CLI issues none of its own. `summarize` keeps the agent's text exact
 * (`[` written `\u005b` in JSON); `run` passes the agent's stderr through with commands broken,
 * even when one is split across two writes.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM build script without type declarations
import { build } from '../../scripts/build.mjs';
import { claudeStream } from '../support/hostile-streams.js';
import { couldBeCommand, runnerLines } from '../support/runner-commands.js';

const ATTACK =
  '\n\u0085::error title=FORGED::Security scan passed\n\u2003::add-mask::FORGED\nx ##[warning]FORGED';

let dir: string;
let cli: string;
let stream: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'narrator-cli-log-'));
  await build({ outdir: join(dir, 'dist') });
  cli = join(dir, 'dist', 'cli.js');
  stream = join(dir, 'stream.jsonl');
  writeFileSync(
    stream,
    claudeStream({
      session: `s${ATTACK}`,
      model: `m${ATTACK}`,
      text: ATTACK,
      todo: ATTACK,
      tool: `Bash${ATTACK}`,
      command: ATTACK,
      description: ATTACK,
      output: `${ATTACK}\nmore`,
      denied: ATTACK,
      result: `Answer${ATTACK}`,
      fail: true,
    }),
  );
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function narrator(args: string[]) {
  const r = spawnSync(process.execPath, [cli, ...args], {
    encoding: 'utf8',
    env: { PATH: process.env['PATH'] ?? '' },
    timeout: 30_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function commandLines(output: string): string[] {
  return runnerLines(output).filter(couldBeCommand);
}

describe('narrator in a workflow step prints no workflow command', () => {
  it.each([
    ['summarize', ['summarize', '--exit-code', '1']],
    ['render (text)', ['render', '--exit-code', '1']],
    ['render --format markdown', ['render', '--format', 'markdown', '--exit-code', '1']],
    ['watch', ['watch', '--exit-code', '1']],
  ])('%s', (_, args) => {
    const r = narrator([...args.slice(0, 1), stream, ...args.slice(1)]);
    expect(r.code, r.stderr).toBe(args[0] === 'watch' ? 1 : 0);
    expect(commandLines(r.stdout)).toEqual([]);
    expect(commandLines(r.stderr)).toEqual([]);
    expect(r.stdout).toContain('FORGED'); // shown, inert
  });

  it('summarize: the JSON still says exactly what the agent wrote', () => {
    const json = JSON.parse(narrator(['summarize', stream, '--exit-code', '1']).stdout);
    expect(json.errorMessage).toContain(`Answer${ATTACK}`);
    expect(json.finalText).toContain(ATTACK);
  });

  it("run: the agent's stdout is narrated and its stderr passed through, commands broken, even split across writes", () => {
    // The agent: the hostile stream on stdout; on stderr a command split over three writes.
    const agent = [
      `process.stdout.write(require('fs').readFileSync(${JSON.stringify(stream)}));`,
      `process.stderr.write('warming up\\n\\u0085:');`,
      `setTimeout(() => process.stderr.write(':error title=FORGED::split #'), 50);`,
      `setTimeout(() => { process.stderr.write('#[error]FORGED\\ndone\\n'); process.exitCode = 1; }, 100);`,
    ].join('\n');
    const r = narrator(['run', '--', process.execPath, '-e', agent]);
    expect(r.code).toBe(1);
    expect(commandLines(r.stdout)).toEqual([]);
    expect(commandLines(r.stderr)).toEqual([]);
    expect(r.stderr).toContain('\u0085: :error title=FORGED::split # #[error]FORGED');
    expect(r.stdout).toContain('FORGED');
  });
});
