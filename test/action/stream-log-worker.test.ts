/**
 * The stream log written by a worker thread (src/action/log/stream-log.ts + log-worker.ts:
 * redacting the log costs about twice the fold, so it runs off the main thread) is byte for byte
 * the log the main thread writes, secrets split across frames and chunks included; more than the
 * in-flight bound makes write() wait for the worker (nothing is dropped); a worker that cannot run
 * makes close() report it, like a file that cannot be written.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStreamLog } from '../../src/action/log/stream-log.js';
import type { RedactorOptions } from '../../src/redact/redact.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
let dir: string;
let workerFile: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-log-worker-'));
  workerFile = path.join(dir, 'log-worker.js');
  // Bundled as scripts/build.mjs bundles it (an entry of its own next to index.js).
  await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: ['src/action/log/log-worker.ts'],
    outfile: workerFile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    logLevel: 'warning',
  });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TOKEN = `ghp_${'Z9y8X7w6V5'.repeat(4)}`;
const KNOWN = 'corp-vault-password-8812';

/** A Claude-like stream: deltas that split a token and a known value, escapes, a non-JSON line. */
function stream(repeats: number): Buffer {
  const lines: string[] = [];
  const delta = (text: string, n: number) =>
    JSON.stringify({
      type: 'stream_event',
      event: { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } },
      session_id: 'sess-1',
      uuid: `u-${n}`,
    });
  for (let i = 0; i < repeats; i++) {
    lines.push(delta(`step ${i}: using ${TOKEN.slice(0, 14)}`, i * 4));
    lines.push(delta(`${TOKEN.slice(14)} and ${KNOWN.slice(0, 9)}`, i * 4 + 1));
    lines.push(delta(`${KNOWN.slice(9)} done`, i * 4 + 2));
    lines.push(
      JSON.stringify({
        type: 'assistant',
        message: { content: [{ type: 'text', text: `\u0067hp_${'a'.repeat(36)} ok` }] },
      }).replace('ghp_', '\\u0067hp_'),
    );
    if (i % 50 === 0) lines.push(`warning: not json ${KNOWN}`);
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

const OPTIONS: RedactorOptions = { secrets: [KNOWN], env: { SERVICE_TOKEN: 'svc-token-value-123456' } };

async function writeLog(
  bytes: Buffer,
  worker: string | null,
  name: string,
  chunk = 777,
): Promise<{ text: string; error: Error | null }> {
  const file = path.join(dir, name);
  const log = openStreamLog(file, OPTIONS, worker);
  for (let at = 0; at < bytes.length; at += chunk) log.write(bytes.subarray(at, at + chunk));
  const error = await log.close();
  return { text: existsSync(file) ? readFileSync(file, 'utf8') : '', error };
}

describe('the stream log in a worker thread', () => {
  it('is byte for byte the log the main thread writes, secrets split across frames and chunks hidden', async () => {
    const bytes = stream(400);
    const main = await writeLog(bytes, null, 'main.jsonl');
    const worker = await writeLog(bytes, workerFile, 'worker.jsonl');
    expect(main.error).toBeNull();
    expect(worker.error).toBeNull();
    expect(worker.text).toBe(main.text);
    expect(worker.text.split('\n').length).toBe(bytes.toString().split('\n').length);
    for (const secret of [TOKEN, KNOWN, TOKEN.slice(0, 14), TOKEN.slice(14), `ghp_${'a'.repeat(36)}`]) {
      expect(worker.text.includes(secret), secret).toBe(false);
    }
  });

  it("waits for the worker past the ring's size and loses nothing (12 MiB in 12k small chunks)", async () => {
    // Written without a pause, so write() waits for the worker again and again, across more than
    // a thousand chunks each time (the bookkeeping of what is in flight is compacted then).
    const bytes = stream(24_000); // ~12 MiB
    expect(bytes.length).toBeGreaterThan(10 * 1024 * 1024);
    const worker = await writeLog(bytes, workerFile, 'big.jsonl', 1024);
    const main = await writeLog(bytes, null, 'big-main.jsonl', 1024);
    expect(worker.error).toBeNull();
    expect(worker.text.length).toBe(main.text.length);
    expect(worker.text === main.text).toBe(true);
    expect(worker.text.includes(TOKEN.slice(14))).toBe(false);
  });

  it("a chunk bigger than the ring's share goes as a buffer of its own, in order", async () => {
    const bytes = stream(6_000); // ~3 MiB: chunks of 1.5 MiB (past 1 MiB) and small ones, mixed
    const sizes = [1_500_000, 333, 70_000, 1_500_000, 4096];
    const write = async (worker: string | null, name: string) => {
      const file = path.join(dir, name);
      const log = openStreamLog(file, OPTIONS, worker);
      for (let at = 0, i = 0; at < bytes.length; i++) {
        const n = sizes[i % sizes.length]!;
        log.write(bytes.subarray(at, at + n));
        at += n;
      }
      expect(await log.close()).toBeNull();
      return readFileSync(file, 'utf8');
    };
    const inWorker = await write(workerFile, 'mixed.jsonl');
    const onMain = await write(null, 'mixed-main.jsonl');
    expect(inWorker.length).toBe(onMain.length);
    expect(inWorker === onMain).toBe(true);
  });

  it('a worker that cannot run: close() says so (the job gets the warning a disk error gets)', async () => {
    const broken = path.join(dir, 'broken-worker.js');
    writeFileSync(broken, "throw new Error('no worker today');\n");
    const result = await writeLog(stream(3), broken, 'broken.jsonl');
    expect(result.error?.message).toMatch(/stream log worker/);
  });

  it('with no worker bundle (running from the sources) the main thread writes it', async () => {
    const bytes = stream(5);
    const missing = await writeLog(bytes, path.join(dir, 'missing.js'), 'missing.jsonl');
    const main = await writeLog(bytes, null, 'main-small.jsonl');
    expect(missing.error).toBeNull();
    expect(missing.text).toBe(main.text);
  });

  it('a run that printed nothing still leaves the (empty) file', async () => {
    const result = await writeLog(Buffer.alloc(0), workerFile, 'empty.jsonl');
    expect(result.error).toBeNull();
    expect(result.text).toBe('');
  });
});
