// The sealed session store (src/session/store.ts): what opens and what does not. Hand-written
// stores (a manifest and two files made up here), sealed with the real cipher.
import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, test } from 'vitest';
import {
  openStore,
  type SessionScope,
  type SessionStore,
  StoreError,
  sealStore,
  unsafeRelativePath,
  writeStoreFiles,
} from '../../src/session/store.js';

const KEY = 'a-test-session-key-not-a-real-secret-0123456789';
const SCOPE: SessionScope = { repository: 'octo/app', number: 7, job: 'e2e/narrate', agent: 'claude' };
const MAX = 1024 * 1024;

function store(scope = SCOPE, files: SessionStore['files'] = []): SessionStore {
  return {
    manifest: {
      version: 1,
      scope,
      sessionId: '0d8a7c35-2f4e-4b7a-9f0e-7d1c2b3a4e5f',
      model: null,
      head: 'a'.repeat(40),
      savedAt: 1_800_000_000_000,
      run: { id: '123', attempt: '1', url: null },
      cwd: '/work/app',
    },
    files: files.length
      ? files
      : [
          {
            root: 'claude-config',
            path: 'projects/-work-app/s.jsonl',
            mode: 0o600,
            data: Buffer.from('{"a":1}\n'),
          },
          {
            root: 'claude-config',
            path: 'projects/-work-app/s/tool.txt',
            mode: 0o644,
            data: Buffer.from('x'),
          },
        ],
  };
}

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});
function tmp(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'narrator-store-'));
  dirs.push(d);
  return d;
}

describe('the session store', () => {
  test('opens with the same key and scope, files and manifest whole', () => {
    const sealed = sealStore(store(), KEY);
    const opened = openStore(sealed, KEY, SCOPE, MAX);
    expect(opened.manifest.sessionId).toBe('0d8a7c35-2f4e-4b7a-9f0e-7d1c2b3a4e5f');
    expect(opened.files.map((f) => [f.path, f.data.toString()])).toEqual([
      ['projects/-work-app/s.jsonl', '{"a":1}\n'],
      ['projects/-work-app/s/tool.txt', 'x'],
    ]);
    // Sealed: neither the session's words nor its id are readable in the bytes.
    expect(sealed.includes(Buffer.from('0d8a7c35'))).toBe(false);
  });

  test('any changed byte after the header is refused', () => {
    const sealed = sealStore(store(), KEY);
    for (const at of [8, 20, 40, 60, sealed.length - 1]) {
      const bad = Buffer.from(sealed);
      bad[at] = bad[at]! ^ 0x01;
      expect(() => openStore(bad, KEY, SCOPE, MAX), `byte ${at}`).toThrow(StoreError);
    }
  });

  test('another key, or another PR, job or agent, does not open it', () => {
    const sealed = sealStore(store(), KEY);
    expect(() => openStore(sealed, `${KEY}x`, SCOPE, MAX)).toThrow(/integrity check/);
    for (const other of [
      { ...SCOPE, number: 8 },
      { ...SCOPE, job: 'e2e/other' },
      { ...SCOPE, agent: 'codex' },
      { ...SCOPE, repository: 'octo/fork' },
    ]) {
      expect(() => openStore(sealed, KEY, other, MAX)).toThrow(/integrity check/);
    }
  });

  test('a store whose manifest names another scope is refused even with the right additional data', () => {
    // Hand-made: sealed for SCOPE's additional data, but its manifest says PR 8.
    const body = gzipSync(
      JSON.stringify({ manifest: { ...store().manifest, scope: { ...SCOPE, number: 8 } }, files: [] }),
    );
    const salt = randomBytes(16);
    const iv = randomBytes(12);
    const key = Buffer.from(hkdfSync('sha256', Buffer.from(KEY), salt, 'narrator session store v1', 32));
    const c = createCipheriv('aes-256-gcm', key, iv);
    c.setAAD(Buffer.from(JSON.stringify([SCOPE.repository, SCOPE.number, SCOPE.job, SCOPE.agent])));
    const enc = Buffer.concat([c.update(body), c.final()]);
    const sealed = Buffer.concat([Buffer.from('NRSESS1\n'), salt, iv, c.getAuthTag(), enc]);
    expect(() => openStore(sealed, KEY, SCOPE, MAX)).toThrow(/another pull request/);
  });

  test('a store over the cap is refused before it is decrypted', () => {
    const big = store(SCOPE, [
      { root: 'claude-config', path: 'projects/p/s.jsonl', mode: 0o600, data: randomBytes(200_000) },
    ]);
    const sealed = sealStore(big, KEY);
    expect(() => openStore(sealed, KEY, SCOPE, 100_000)).toThrow(/over the cap of 100000/);
  });

  test('garbage is not a store', () => {
    expect(() => openStore(Buffer.from('hello'), KEY, SCOPE, MAX)).toThrow(/not a Narrator session store/);
  });

  test('paths that could leave their root are refused when opening', () => {
    for (const p of ['../x', '/etc/passwd', 'a/../../x', 'a//b', 'a\\b', '']) {
      expect(unsafeRelativePath(p), p).toBe(true);
      const sealed = sealStore(
        store(SCOPE, [{ root: 'claude-config', path: p, mode: 0o600, data: Buffer.from('x') }]),
        KEY,
      );
      expect(() => openStore(sealed, KEY, SCOPE, MAX), p).toThrow(/malformed/);
    }
  });

  test('writes under its roots only, never through a link, never over a file', () => {
    const root = tmp();
    const elsewhere = tmp();
    fs.mkdirSync(path.join(root, 'projects'));
    fs.symlinkSync(elsewhere, path.join(root, 'projects', 'linked'));
    const { written, skipped } = writeStoreFiles(
      [
        { root: 'claude-config', path: 'projects/ok/s.jsonl', mode: 0o600, data: Buffer.from('ok') },
        { root: 'claude-config', path: 'projects/linked/s.jsonl', mode: 0o600, data: Buffer.from('no') },
        { root: 'unknown-root', path: 'x', mode: 0o600, data: Buffer.from('no') },
      ],
      { 'claude-config': root },
    );
    expect(written).toEqual([path.join(root, 'projects/ok/s.jsonl')]);
    expect(skipped).toEqual(['claude-config:projects/linked/s.jsonl', 'unknown-root:x']);
    expect(fs.readdirSync(elsewhere)).toEqual([]);
    expect(fs.statSync(path.join(root, 'projects/ok/s.jsonl')).mode & 0o777).toBe(0o600);
  });
});
