// An agent run without its stream flag prints prose, not stream-json: the real Claude Code CLI with
// `-p` alone against the local model server. Every view of the built CLI must say that no line was
// a frame, name the flag, and show the unreadable lines, instead of "the stderr above says why"
// with no stderr shown. Binary garbage reads the same.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
// @ts-expect-error -- plain ESM build script without type declarations
import { build } from '../../scripts/build.mjs';
import { type ClaudeInstall, ensureClaude } from '../support/claude-cli.js';
import { makeClaudeSandbox } from '../support/claude-env.js';
import { message, startModelServer, text } from '../support/model-server.js';
import { describeRun, runClaude } from '../support/run-claude.js';

let claude: ClaudeInstall;
let dir: string;
let cli: string;
let prose: string;

beforeAll(async () => {
  claude = await ensureClaude();
  dir = mkdtempSync(join(tmpdir(), 'narrator-not-a-stream-'));
  await build({ outdir: join(dir, 'dist') });
  cli = join(dir, 'dist', 'cli.js');
  const sandbox = makeClaudeSandbox();
  const server = await startModelServer({ replies: [message([text('Hi there.\n\nAll done.')])] });
  try {
    // The forgotten flag: `-p` alone prints the answer as text.
    const run = await runClaude({
      binary: claude.binary,
      cwd: sandbox.repo,
      env: sandbox.envFor(server.url),
      args: ['-p', 'Say hi.'],
      timeoutMs: 60_000,
    });
    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(run.stdout).toContain('Hi there.');
    prose = join(dir, 'claude-text.log');
    writeFileSync(prose, run.stdout);
  } finally {
    await server.close();
    sandbox.cleanup();
  }
}, 15 * 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function narrator(args: string[]) {
  const r = spawnSync(process.execPath, [cli, ...args], {
    encoding: 'utf8',
    env: { PATH: process.env['PATH'] ?? '' },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('a stream with no frame at all', () => {
  test('text: says no line was a frame, names the flag, counts the unreadable lines', () => {
    const r = narrator(['render', prose, '--exit-code', '0']);
    expect(r.stdout).toMatch(/^✖ No line of the output was a stream-json frame \(\d+ unreadable lines?\)/);
    expect(r.stdout).toContain('--output-format stream-json --verbose');
    expect(r.stdout).toMatch(/\d+ unreadable lines? · 0 unknown frames/);
    expect(r.stdout).not.toContain('the stderr above says why');
    expect(r.stdout).not.toContain('Claude stopped');
  });

  test('markdown and HTML say the same', () => {
    const md = narrator(['render', prose, '--format', 'markdown']).stdout;
    expect(md).toContain('No line of the output was a stream-json frame');
    expect(md).toContain('Unreadable lines / unknown frames');
    const html = narrator(['render', prose, '--format', 'html']).stdout;
    expect(html).toContain('No line of the output was a stream-json frame');
    expect(html).toMatch(/<dt>Not read<\/dt><dd>\d+ unreadable lines? · 0 unknown frames<\/dd>/);
  });

  test('summarize: failure kind startup, not retryable; binary garbage reads the same', () => {
    const json = JSON.parse(narrator(['summarize', prose]).stdout);
    expect(json.outcome).toBe('error');
    expect(json.errorMessage).toMatch(/^No line of the output was a stream-json frame/);
    const garbage = join(dir, 'garbage.bin');
    writeFileSync(garbage, Buffer.from([0, 159, 146, 150, 10, 255, 254, 10, 1, 2, 3, 10]));
    expect(narrator(['render', garbage]).stdout).toMatch(/^✖ No line of the output was a stream-json frame/);
  });
});
