/**
 * An ACP agent's permission requests outside the working directory, through the bundled Action
 * (dist/index.js as a subprocess, `dialect: acp` with a `command`): the hand-written hostile agent
 * test/fixtures/bin/escape-acp.mjs asks to read Narrator's /proc/<pid>/environ and ~/.ssh/id_rsa,
 * and to edit ~/.bashrc, /etc/cron.d/x, ../outside.txt and a file behind a symlink that leaves the
 * workspace, each a kind (read, edit) that `acceptEdits` and no mode allow. Every one is refused;
 * the requests inside the workspace are still allowed; bypassPermissions still allows all.
 */
import { mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { callPaths, choosePermission, insideWorkspace } from '../../src/agent/acp/permissions.js';
import { buildActionBundle } from '../support/build-action.js';
import { fakeAgent } from '../support/fake-agents.js';
import { describeActionRun, runActionEntry } from '../support/run-action.js';

let bundle: { index: string };
beforeAll(async () => {
  bundle = await buildActionBundle();
}, 120_000);

const OUTSIDE = ['environ', 'ssh-key', 'bashrc', 'cron', 'dotdot', 'link', 'mixed'];
const INSIDE = ['inside', 'inside-rel', 'no-path'];

async function answers(mode: string | null): Promise<Record<string, string>> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-acp-escape-'));
  const workspace = path.join(dir, 'workspace');
  mkdirSync(workspace, { recursive: true });
  // A symlink inside the workspace to a directory outside it.
  symlinkSync(mkdtempSync(path.join(os.tmpdir(), 'narrator-acp-elsewhere-')), path.join(workspace, 'link'));
  const run = await runActionEntry(bundle.index, {
    dir,
    inputs: {
      command: fakeAgent('escape-acp.mjs'),
      dialect: 'acp',
      prompt: 'Tidy up.',
      ...(mode === null ? {} : { 'permission-mode': mode }),
    },
    timeoutMs: 60_000,
  });
  expect(run.outputs['outcome'], describeActionRun(run)).toBe('success');
  const text = run.outputs['result'] ?? '';
  return Object.fromEntries(
    text
      .trim()
      .split(/\s+/)
      .map((pair) => pair.split('=') as [string, string]),
  );
}

describe('ACP requests outside the working directory (dist/index.js)', () => {
  for (const mode of ['acceptEdits', null]) {
    it(`${mode ?? 'no permission-mode'}: every path outside is refused, the workspace still allowed`, async () => {
      const got = await answers(mode);
      for (const name of OUTSIDE) expect(got[name], name).toBe('no');
      for (const name of INSIDE) expect(got[name], name).toBe('yes');
    }, 60_000);
  }

  it('bypassPermissions allows them all, as asked', async () => {
    const got = await answers('bypassPermissions');
    for (const name of [...OUTSIDE, ...INSIDE]) expect(got[name], name).toBe('yes');
  }, 60_000);
});

describe('insideWorkspace and callPaths', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'narrator-ws-'));
  const home = '/home/someone';
  it('resolves .., relative paths, ~ and file: URLs against the working directory', () => {
    expect(insideWorkspace(['a/b.txt', './c', `${root}/d/e`, 'x/../y', root], root, home)).toBe(true);
    for (const p of [
      '..',
      '../x',
      `${root}/../x`,
      '/etc/passwd',
      '~',
      '~/.bashrc',
      '~root/.ssh',
      'file:///etc/x',
    ]) {
      expect(insideWorkspace([p], root, home), p).toBe(false);
    }
    // More paths than are judged: refused, whatever the rest would have said.
    const many = Array.from({ length: 65 }, (_, i) => `f${i}.txt`);
    expect(insideWorkspace(many.slice(0, 64), root, home)).toBe(true);
    expect(insideWorkspace(many, root, home)).toBe(false);
    expect(callPaths({ rawInput: { paths: [...many, '/etc/passwd'] } })).toHaveLength(65);
    // A sibling whose name starts with the workspace's is not inside it.
    expect(insideWorkspace([`${root}-evil/x`], root, home)).toBe(false);
    expect(insideWorkspace([], root, home)).toBe(true);
  });

  it('finds the paths of locations and of path-like input fields, at any depth', () => {
    expect(
      callPaths({
        locations: [{ path: '/a' }, { path: 3 }],
        rawInput: {
          file_path: '/b',
          command: '/not-a-path-field',
          edits: [{ filePath: '/c' }],
          paths: ['/d'],
        },
      }),
    ).toEqual(['/a', '/b', '/c', '/d']);
  });

  it('choosePermission: an allowed kind outside the workspace is refused; bypass ignores where', () => {
    const options = [
      { optionId: 'y', kind: 'allow_once' },
      { optionId: 'n', kind: 'reject_once' },
    ];
    const reach = { paths: ['/etc/cron.d/x'], cwd: root, home };
    expect(choosePermission('acceptEdits', ['edit'], options, reach)).toEqual({
      outcome: 'selected',
      optionId: 'n',
    });
    expect(choosePermission(null, ['read'], options, reach)).toEqual({ outcome: 'selected', optionId: 'n' });
    expect(choosePermission('bypassPermissions', ['edit'], options, reach)).toEqual({
      outcome: 'selected',
      optionId: 'y',
    });
    expect(choosePermission('acceptEdits', ['edit'], options, { ...reach, paths: ['ok.txt'] })).toEqual({
      outcome: 'selected',
      optionId: 'y',
    });
  });
});
