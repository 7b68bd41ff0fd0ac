/**
 * `npm run demo` (scripts/demo/run.mjs) end to end, without the pauses: the Action bundle (built
 * into a temp dir) replays the real 08-long-run-30-tools capture against the demo's fake GitHub,
 * finalizes its comment, and the demo writes the preview page. Exit status 0.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { buildActionBundle } from '../support/build-action.js';
import { REPO_ROOT } from '../support/fake-agents.js';

it('runs the main job on the bundled capture, prints revisions and the job result, writes the preview', async () => {
  const bundle = await buildActionBundle();
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'narrator-demo-test-')), 'preview.html');
  const r = spawnSync(
    process.execPath,
    [path.join(REPO_ROOT, 'scripts/demo/run.mjs'), '--scale', '0', '--entry', bundle.index, '--out', out],
    { encoding: 'utf8', env: { PATH: process.env['PATH'] ?? '', NO_COLOR: '1' }, timeout: 60_000 },
  );
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  expect(r.stdout).toMatch(/comment #\d+ on octo\/app#7 created/);
  expect(r.stdout).toMatch(/exit code\s+0/);
  expect(r.stdout).toMatch(/outcome\s+success/);
  expect(r.stdout).toMatch(/tool-calls\s+30/);
  expect(existsSync(out)).toBe(true);
  const html = readFileSync(out, 'utf8');
  expect(html).toContain('Claude finished');
  expect(html).toContain('<details><summary>30 tool calls · 0 failed · 0 denied</summary>');
  expect(html).not.toContain('<script');
});
