/**
 * `npm test`'s own set-up (scripts/test-setup.mjs, the pretest script; .ci/run calls it too): where
 * a system package the tests need is missing and cannot be installed, it stops within seconds naming
 * the install line, before any test runs. Tried with a PATH that holds only `node` (no bwrap, no
 * apt-get, no sudo): nothing on this machine is uninstalled.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { REPO_ROOT } from '../support/fake-agents.js';

const SCRIPT = path.join(REPO_ROOT, 'scripts', 'test-setup.mjs');

it('without bwrap and no way to install it: exit 1 within seconds, naming the exact install line', () => {
  const bin = mkdtempSync(path.join(os.tmpdir(), 'narrator-setup-'));
  try {
    symlinkSync(process.execPath, path.join(bin, 'node'));
    const started = Date.now();
    const r = spawnSync(path.join(bin, 'node'), [SCRIPT], {
      encoding: 'utf8',
      env: { PATH: bin, HOME: bin },
      timeout: 60_000,
    });
    const ms = Date.now() - started;
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('the tests need bubblewrap');
    expect(r.stderr).toContain('apt-get is not on PATH');
    expect(r.stderr).toMatch(/^ {4}sudo apt-get install -y bubblewrap( \S+)*$/m);
    // Stopped before the agents' install (which would take minutes on a fresh machine).
    expect(r.stderr).not.toContain('[install-agents]');
    expect(ms).toBeLessThan(10_000);
  } finally {
    rmSync(bin, { recursive: true, force: true });
  }
});

it('a NARRATOR_CHROMIUM that does not exist is named, not installed over', () => {
  const bin = mkdtempSync(path.join(os.tmpdir(), 'narrator-setup-'));
  try {
    symlinkSync(process.execPath, path.join(bin, 'node'));
    const r = spawnSync(path.join(bin, 'node'), [SCRIPT], {
      encoding: 'utf8',
      env: {
        PATH: `${bin}${path.delimiter}${process.env['PATH'] ?? ''}`,
        NARRATOR_CHROMIUM: path.join(bin, 'no-chromium'),
      },
      timeout: 60_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`NARRATOR_CHROMIUM is ${path.join(bin, 'no-chromium')}, which does not exist`);
  } finally {
    rmSync(bin, { recursive: true, force: true });
  }
});

it('is what npm test runs first, and what .ci/run calls (one set-up, not two)', async () => {
  const { readFileSync } = await import('node:fs');
  const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  expect(pkg.scripts['pretest']).toBe('node scripts/test-setup.mjs');
  const ci = readFileSync(path.join(REPO_ROOT, '.ci', 'run'), 'utf8');
  expect(ci).toContain('scripts/test-setup.mjs');
  expect(ci).not.toMatch(/apt-get install/);
});
