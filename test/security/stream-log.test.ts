/**
 * The stream log (src/action/log/log-file.ts: the `log-file` output and the artifact's
 * stream.jsonl) holds no secret in any form a reader can recover. A hole a security review found:
 * the old writer redacted each raw JSON line as text, so a secret split between two partial-message
 * deltas, written with a JSON escape, or containing `"`/`\` (stored escaped) survived. The
 * reproductions below failed on it.
 *
 * The property test builds random Claude-shaped streams (hand-written shapes) with secrets — known
 * values (plain, base64 at a random alignment, URL-encoded; with quotes, backslashes, spaces) and
 * token shapes Narrator was never told about — delivered as partial-message deltas split at random
 * points with other frames between them, split between two fields, JSON-escaped character by
 * character, or on a line that is not JSON; cut into random chunks; with random hold-back sizes so
 * every flush path runs. A reader of the stored log must not find, in the raw file or in the
 * decoded string values of all frames concatenated in order (and those of each key):
 * - any secret, whole, in the form it was written (and the redactor's own scan finds nothing);
 * - for the deltas, the escapes and the text lines, any 8 characters of one.
 * The log stays the stream: one line per line, in order, JSON where it was, the same shape, and it
 * folds to the same run.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RedactedLogFile } from '../../src/action/log/log-file.js';
import { createRedactor, type Redactor } from '../../src/redact/redact.js';
import { RunFold, UNKNOWN_EXIT } from '../../src/run/fold.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-stream-log-'));
let files = 0;

async function writeLog(
  redactor: Redactor,
  bytes: Buffer,
  cuts: number[] = [],
  options: ConstructorParameters<typeof RedactedLogFile>[2] = {},
): Promise<string> {
  const file = path.join(dir, `log-${files++}.jsonl`);
  const log = new RedactedLogFile(file, redactor, options);
  let at = 0;
  for (const cut of [...cuts.filter((c) => c > 0 && c < bytes.length).sort((a, b) => a - b), bytes.length]) {
    log.write(bytes.subarray(at, cut));
    at = cut;
  }
  expect(await log.close()).toBeNull();
  return readFileSync(file, 'utf8');
}

const meta = (n: number) => ({ session_id: 'sess-1', parent_tool_use_id: null, uuid: `uuid-${n}` });
const textDelta = (text: string, n: number) => ({
  type: 'stream_event',
  event: { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } },
  ...meta(n),
});

/** What a reader sees: every decoded string value in order (and the text of non-JSON lines), and per key. */
function readerViews(log: string): { all: string; byKey: Map<string, string> } {
  let all = '';
  const byKey = new Map<string, string>();
  const walk = (v: unknown, key: string): void => {
    if (typeof v === 'string') {
      all += v;
      byKey.set(key, (byKey.get(key) ?? '') + v);
    } else if (Array.isArray(v)) for (const x of v) walk(x, key);
    else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k);
  };
  for (const line of log.split('\n')) {
    if (line === '') continue;
    try {
      walk(JSON.parse(line), '');
    } catch {
      all += line;
      byKey.set('(text)', (byKey.get('(text)') ?? '') + line);
    }
  }
  return { all, byKey };
}

describe('secrets the line-by-line writer let through: reproductions', () => {
  const TOKEN = `ghp_${'Z9y8X7w6V5'.repeat(4)}`;

  it('a token split between two partial-message deltas (after 14 characters) is gone from both', async () => {
    const frames = [
      textDelta(`Step 1: using ${TOKEN.slice(0, 14)}`, 1),
      textDelta(`${TOKEN.slice(14)} to push`, 2),
    ];
    const log = await writeLog(
      createRedactor(),
      Buffer.from(`${frames.map((f) => JSON.stringify(f)).join('\n')}\n`),
    );
    const [a, b] = log
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(a.event.delta.text).toBe('Step 1: using ***');
    expect(b.event.delta.text).toBe(' to push');
    expect(b.uuid).toBe('uuid-2');
    expect(readerViews(log).all).not.toContain(TOKEN.slice(4, 14));
  });

  it('a token written with a JSON escape (\\u0067hp_…) is seen as the token it is', async () => {
    const raw = `{"type":"x","text":"key: \\u0067hp_${TOKEN.slice(4)}"}\n`;
    expect(JSON.parse(raw).text).toBe(`key: ${TOKEN}`);
    const log = await writeLog(createRedactor(), Buffer.from(raw));
    expect(JSON.parse(log).text).toBe('key: ***');
  });

  it('a value with `"` and `\\` (stored escaped in the JSON) is hidden', async () => {
    const secret = 'say "open\\sesame" now';
    const raw = `${JSON.stringify({ type: 'x', text: `the password is ${secret}.` })}\n`;
    const log = await writeLog(createRedactor({ secrets: [secret] }), Buffer.from(raw));
    expect(JSON.parse(log).text).toBe('the password is ***.');
    expect(log).not.toContain('open\\\\sesame');
  });

  it('a known value that only shows in the raw JSON (a number, or across JSON punctuation) is hidden there', async () => {
    const raw = `${JSON.stringify({ pin: 90817263, a: 'x', b: 'y' })}\n`;
    const r = createRedactor({ secrets: ['90817263', '"x","b":"y'] });
    const log = await writeLog(r, Buffer.from(raw));
    expect(log).not.toContain('90817263');
    expect(log).not.toContain('"x","b":"y');
    expect(() => JSON.parse(log)).not.toThrow();
  });
});

describe('what is kept', () => {
  it('a line nothing changed in is stored byte for byte; a changed one keeps its other values', async () => {
    const untouched = '{"type":"x",  "n": 1.50, "big": 12345678901234567890, "s":"caf\\u00e9"}';
    const changed = JSON.stringify({ type: 'y', text: `ghp_${'Q'.repeat(36)}`, n: 2, list: [true, null] });
    const log = await writeLog(createRedactor(), Buffer.from(`${untouched}\n${changed}\nnot json\n`));
    const lines = log.split('\n');
    expect(lines[0]).toBe(untouched);
    expect(JSON.parse(lines[1]!)).toEqual({ type: 'y', text: '***', n: 2, list: [true, null] });
    expect(lines[2]).toBe('not json');
    expect(log.endsWith('not json\n')).toBe(true);
  });

  it('keys are kept when a token at the end of a value runs into them', async () => {
    const line = JSON.stringify({ text: `ghp_${'Q'.repeat(36)}`, session_id: 'abc', uuid: 'u1' });
    const log = await writeLog(createRedactor(), Buffer.from(`${line}\n${line}\n`));
    for (const l of log.trimEnd().split('\n'))
      expect(JSON.parse(l)).toEqual({ text: '***', session_id: 'abc', uuid: 'u1' });
  });
});

// --- the property ---------------------------------------------------------------------------------

const WORDS = ['alpha', 'beta', 'step', 'run', 'push', 'the', 'with', 'and', 'file', 'ok', 'done'];
const filler = fc.array(fc.constantFrom(...WORDS), { maxLength: 5 }).map((w) => w.join(' '));

interface Secret {
  /** How it was written into the stream. */
  form: string;
  /** The part of `form` whose every 8 characters must stay hidden (a token's body, a value's form). */
  core: string;
  /** What Narrator knows (a `redact` value), or null for a token shape found by its shape. */
  known: string | null;
}

const body = (re: RegExp) => fc.stringMatching(re);
const tokenShape: fc.Arbitrary<Secret> = fc.oneof(
  ...(
    [
      ['ghp_', /^[A-Za-z0-9]{36}$/],
      ['sk-proj-', /^[A-Za-z0-9]{40}$/],
      ['glpat-', /^[A-Za-z0-9]{22}$/],
      ['npm_', /^[A-Za-z0-9]{36}$/],
      ['hf_', /^[A-Za-z0-9]{34}$/],
      ['AIza', /^[A-Za-z0-9]{35}$/],
      ['dckr_pat_', /^[A-Za-z0-9]{27}$/],
      ['AKIA', /^[A-Z0-9]{16}$/],
      ['xoxb-', /^[0-9]{12}-[A-Za-z0-9]{24}$/],
    ] as const
  ).map(([prefix, re]) => body(re).map((b): Secret => ({ form: `${prefix}${b}`, core: b, known: null }))),
  body(/^[A-Za-z0-9]{12,20}$/).map(
    (pw): Secret => ({ form: `postgres://app:${pw}@db.internal/app`, core: pw, known: null }),
  ),
);
/** A known value: distinctive start, then quotes, backslashes, spaces, URL and base64 specials. */
const knownValue = fc
  .tuple(body(/^[A-Za-z0-9"\\/+=@,. _-]{8,24}$/), fc.constantFrom('plain', 'base64', 'uri'), fc.nat(2))
  .map(([tail, encoding, align]): Secret => {
    const value = `Kv9${tail}Zq`;
    if (encoding === 'uri')
      return { form: encodeURIComponent(value), core: encodeURIComponent(value), known: value };
    if (encoding === 'base64') {
      // Inside a longer base64 text, at a random byte alignment: only the value's own characters count.
      const pad = 'xy'.slice(0, align);
      const b64 = Buffer.from(`${pad}${value}!!`).toString('base64');
      const core = b64.slice(4, -8); // well inside the value's bytes whatever the alignment
      return { form: b64, core, known: value };
    }
    return { form: value, core: value, known: value };
  });
const secretArb = fc.oneof(tokenShape, knownValue);

type Delivery = 'deltas' | 'fields' | 'escaped' | 'text';
interface Leak {
  secret: Secret;
  delivery: Delivery;
  before: string;
  after: string;
  /** Cut points (fractions of the text) for deltas and fields. */
  cuts: number[];
  /** Frames of other kinds between the deltas. */
  noise: number;
}
const leakArb: fc.Arbitrary<Leak> = fc.record({
  secret: secretArb,
  delivery: fc.constantFrom<Delivery>('deltas', 'fields', 'escaped', 'text'),
  before: filler,
  after: filler,
  cuts: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 4 }),
  noise: fc.nat(3),
});

/** Cuts `s` at the given fractions of its length (sorted, deduplicated): the pieces, in order. */
function piecesOf(s: string, fractions: number[]): string[] {
  const at = [...new Set(fractions.map((f) => Math.round(f * s.length)))].sort((a, b) => a - b);
  const points = [0, ...at.filter((p) => p > 0 && p < s.length), s.length];
  return points.slice(1).map((end, i) => s.slice(points[i], end));
}

/** The JSON of `text` as a string literal, with each character of `chars` written as \\uXXXX. */
function escapedLiteral(text: string, chars: string): string {
  return JSON.stringify(text).replace(new RegExp(`[${chars.replace(/[\\\]^-]/g, '\\$&')}]`, 'g'), (c) =>
    c === '"' || c === '\\' ? c : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function buildStream(leaks: Leak[]): string[] {
  let n = 0;
  const lines: string[] = [
    JSON.stringify({ type: 'system', subtype: 'init', session_id: 'sess-1', model: 'm', tools: ['Bash'] }),
  ];
  const noiseFrame = (i: number) =>
    JSON.stringify(
      i % 2 === 0
        ? { type: 'stream_event', event: { type: 'ping' }, ...meta(n++) }
        : {
            type: 'rate_limit_event',
            rate_limit_info: { status: 'allowed', resetsAt: 1700000000 },
            ...meta(n++),
          },
    );
  leaks.forEach((leak, k) => {
    const text = `${leak.before} ${leak.secret.form} ${leak.after}`;
    switch (leak.delivery) {
      case 'deltas':
        piecesOf(text, leak.cuts).forEach((piece, i) => {
          if (i > 0) for (let j = 0; j < leak.noise; j++) lines.push(noiseFrame(j));
          lines.push(JSON.stringify(textDelta(piece, n++)));
        });
        break;
      case 'fields': {
        const [a, b = ''] = piecesOf(text, leak.cuts.slice(0, 1));
        lines.push(
          JSON.stringify({
            type: 'assistant',
            message: {
              id: `msg_${k}`,
              role: 'assistant',
              content: [
                { type: 'tool_use', id: `toolu_${k}`, name: 'Bash', input: { command: a, description: b } },
              ],
            },
            ...meta(n++),
          }),
        );
        lines.push(
          JSON.stringify({
            type: 'user',
            message: {
              role: 'user',
              content: [
                { type: 'tool_result', tool_use_id: `toolu_${k}`, is_error: false, content: leak.after },
              ],
            },
            ...meta(n++),
          }),
        );
        break;
      }
      case 'escaped': {
        const frame = {
          type: 'assistant',
          message: { id: `msg_${k}`, role: 'assistant', content: [{ type: 'text', text: '@@' }] },
          ...meta(n++),
        };
        lines.push(JSON.stringify(frame).replace('"@@"', escapedLiteral(text, leak.secret.form.slice(0, 6))));
        break;
      }
      case 'text':
        lines.push(`warning: ${text}`);
        break;
    }
  });
  lines.push(
    JSON.stringify({
      type: 'result',
      subtype: 'success',
      is_error: false,
      result: 'done',
      session_id: 'sess-1',
    }),
  );
  return lines;
}

/** The shape of a frame: its keys and non-string values, every string emptied. */
function shape(v: unknown): unknown {
  if (typeof v === 'string') return '';
  if (Array.isArray(v)) return v.map(shape);
  if (v !== null && typeof v === 'object')
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, shape(x)]));
  return v;
}

/** Every `type` value of a frame, in order. */
function typesOf(v: unknown, key = ''): string[] {
  if (typeof v === 'string') return key === 'type' ? [v] : [];
  if (Array.isArray(v)) return v.flatMap((x) => typesOf(x, key));
  if (v !== null && typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => typesOf(x, k));
  return [];
}

function fold(bytes: Buffer) {
  const f = new RunFold({ dialect: 'claude-code' });
  f.pushBytes(bytes, 1);
  return f.end({ ...UNKNOWN_EXIT, exitCode: 0 }, 2);
}

function windows(s: string, n = 8): string[] {
  const out: string[] = [];
  for (let i = 0; i + n <= s.length; i++) out.push(s.slice(i, i + n));
  return out;
}

describe('property: no secret in any form a reader can recover', () => {
  it('random streams, secrets split, escaped, encoded, chunked: the stored log hides them all and stays the stream', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(leakArb, { minLength: 1, maxLength: 5 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        fc.integer({ min: 64, max: 4096 }),
        fc.integer({ min: 256, max: 1 << 20 }),
        async (leaks, chunkCuts, holdback, maxHeldBytes) => {
          const redactor = createRedactor({ secrets: leaks.map((l) => l.secret.known) });
          const lines = buildStream(leaks);
          const bytes = Buffer.from(`${lines.join('\n')}\n`);
          const cuts = chunkCuts.map((c) => c % bytes.length);
          const log = await writeLog(redactor, bytes, cuts, { holdback, maxHeldBytes });

          // The stream: one line per line, in order, JSON where it was, the same shape.
          const stored = log.split('\n');
          expect(stored.pop()).toBe('');
          expect(stored).toHaveLength(lines.length);
          stored.forEach((line, i) => {
            const original = lines[i]!;
            let frame: unknown;
            try {
              frame = JSON.parse(original);
            } catch {
              expect(() => JSON.parse(line)).toThrow();
              return;
            }
            const kept = JSON.parse(line);
            expect(shape(kept), `line ${i}`).toEqual(shape(frame));
            // What the fold reads a frame by is never touched by a mask meant for a text near it.
            expect(typesOf(kept), `line ${i}`).toEqual(typesOf(frame));
          });
          const before = fold(bytes);
          const after = fold(Buffer.from(log));
          expect(after.toolCalls.length).toBe(before.toolCalls.length);
          expect(after.outcome).toBe(before.outcome);
          expect(after.diagnostics.badLines).toBe(before.diagnostics.badLines);

          // No secret, as a reader finds it.
          const views = readerViews(log);
          const texts: Array<[string, string]> = [
            ['raw file', log],
            ['all values', views.all],
            ...[...views.byKey].map(([k, v]): [string, string] => [`key ${k}`, v]),
          ];
          for (const [where, text] of texts) {
            for (const leak of leaks)
              expect(text.includes(leak.secret.form), `${where}: ${leak.secret.form}`).toBe(false);
            // The redactor's own scan finds nothing in a text a reader reassembles (a key's deltas)
            // or in the file. (Not in all values run together: there ids and types sit between a
            // URL's `user:` and a masked password's `@`, which its pattern would take for one.)
            if (where !== 'all values')
              expect(redactor.scanner.next(text, 0), `a secret in ${where}`).toBeNull();
          }
          // Where the split is a text's own (deltas), or the writing its own (escapes, text lines):
          // not even 8 characters of one.
          for (const leak of leaks) {
            if (leak.delivery === 'fields') continue;
            for (const [where, text] of texts) {
              for (const w of windows(leak.secret.core))
                expect(text.includes(w), `${where} (${leak.delivery}): ${w}`).toBe(false);
            }
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('bounded and linear', () => {
  it('each character is scanned about once or twice, however the stream is cut, and lines are not held', async () => {
    const redactor = createRedactor({ secrets: ['corp-vault-password-8812'] });
    let scanned = 0;
    const next = redactor.scanner.next;
    redactor.scanner.next = (text, from) => {
      const span = next(text, from);
      scanned += (span === null ? text.length : span.matchEnd) - from;
      return span;
    };
    const frames: string[] = [];
    let text = 0; // characters of strings, keys and values
    const count = (v: unknown): void => {
      if (typeof v === 'string') text += v.length;
      else if (v !== null && typeof v === 'object')
        for (const [k, x] of Object.entries(v)) {
          if (!Array.isArray(v)) text += k.length;
          count(x);
        }
    };
    for (let i = 0; i < 20_000; i++) {
      const frame: object[] = [textDelta(`word ${i} of a long answer `, i)];
      // A key seen once in a while: its text is sparse, its lines must not wait for more of it.
      if (i % 1000 === 0) frame.push({ type: 'system', subtype: 'status', cwd: `/w/${i}` });
      for (const f of frame) {
        count(f);
        frames.push(JSON.stringify(f));
      }
    }
    const bytes = Buffer.from(`${frames.join('\n')}\n`);
    const file = path.join(dir, 'linear.jsonl');
    const log = new RedactedLogFile(file, redactor);
    let maxHeld = 0;
    for (let at = 0; at < bytes.length; at += 4096) {
      log.write(bytes.subarray(at, at + 4096));
      maxHeld = Math.max(maxHeld, log.heldBytes);
    }
    await log.close();
    expect(readFileSync(file, 'utf8')).toBe(bytes.toString('utf8'));
    // Every value is scanned in the all-values text and in its key's, every key once: each about
    // 1.3 times (a scan starts when 4 hold-backs are pending and makes 3 final). Linear: no rescans.
    expect(scanned).toBeGreaterThan(text);
    expect(scanned).toBeLessThan(3 * text);
    // Lines wait for a bounded amount of text after them, not for the stream.
    expect(maxHeld).toBeLessThan(1024 * 1024);
    console.log(
      `stream log: ${(bytes.length / 1e6).toFixed(1)} MB, ${(text / 1e6).toFixed(1)} M characters of strings, ` +
        `${(scanned / 1e6).toFixed(1)} M scanned (${(scanned / text).toFixed(2)}x), at most ${(maxHeld / 1024).toFixed(0)} KiB of lines held`,
    );
  });
});
