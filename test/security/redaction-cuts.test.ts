/**
 * Redaction where text is CUT before it is redacted — the places a secret could straddle a
 * boundary and escape as an unrecognisable head:
 * - bounded previews: the reducer keeps ~2,000 characters of each tool input/output, cut with `…`,
 *   long before any view redacts it; the answer's text is capped at 16 KiB; notices at 1,000;
 * - bad-line samples (src/stream/lines.ts), cut at 200 characters;
 * - the stderr tail, cut at its front;
 * - the log file: a line longer than its cap is written in pieces.
 * Every cut is marked with `…`, and the redactor hides the head of a secret before that mark.
 * A hole a security review found: a token shape cut that way kept its head (14 characters of a
 * `ghp_` token in the step summary and summary.json): the token-shape tests below failed before the
 * fix.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RedactedLogFile } from '../../src/action/log/log-file.js';
import { createRedactor, type Redactor } from '../../src/redact/redact.js';
import { stringifyRedacted } from '../../src/redact/redact-json.js';
import { annotationsFor, initialAnnotationState } from '../../src/report/annotations.js';
import { commentMarker, renderComment } from '../../src/report/comment.js';
import { outputsFor } from '../../src/report/outputs.js';
import { renderStepSummary } from '../../src/report/step-summary.js';
import { renderText } from '../../src/report/terminal.js';
import { toContractJson } from '../../src/run/contract.js';
import { RunFold, UNKNOWN_EXIT } from '../../src/run/fold.js';
import { INPUT_PREVIEW_BUDGET, OUTPUT_PREVIEW_CHARS, previewTail } from '../../src/run/preview.js';
import { LAST_TEXT_CHARS } from '../../src/run/reducer.js';
import type { RunSummary } from '../../src/run/summary.js';

const SECRET = 'Vault0Secret9Value8Abcdefghijklmnop'; // value-based only: no known token shape
const MIN_HEAD = 6; // heads shorter than the redactor's minimum length may stay (they reveal little)

function heads(secret: string): string[] {
  return Array.from({ length: secret.length - MIN_HEAD + 1 }, (_, i) => secret.slice(0, MIN_HEAD + i));
}

function foldFrames(frames: Array<object | string>, exit = { ...UNKNOWN_EXIT, exitCode: 0 }) {
  const f = new RunFold({ dialect: 'claude-code' });
  const text = frames.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))).join('\n');
  f.pushBytes(Buffer.from(`${text}\n`), 1);
  return f.end(exit, 2);
}

/** Every view a person or a tool reads, redacted the way the Action and the CLI redact them. */
function everyView(s: RunSummary, redactor: Redactor): Record<string, string> {
  const { redact } = redactor;
  const ctx = { now: 3, redact };
  const annotations = annotationsFor(
    { kind: 'exit', at: 2, ...UNKNOWN_EXIT, exitCode: 1 },
    s,
    initialAnnotationState(),
    ctx,
  );
  return {
    summaryJson: stringifyRedacted(toContractJson(s), redactor, 2),
    comment: renderComment(s, { ...ctx, marker: commentMarker('k') }),
    stepSummary: renderStepSummary(s, ctx),
    terminal: renderText(s, ctx),
    outputs: JSON.stringify(outputsFor(s, ctx)),
    annotations: JSON.stringify(annotations),
  };
}

function foldToolCall(command: string, output: string) {
  const frames = [
    { type: 'system', subtype: 'init', session_id: 's', model: 'm', tools: ['Bash'] },
    {
      type: 'assistant',
      session_id: 's',
      parent_tool_use_id: null,
      message: {
        id: 'm1',
        role: 'assistant',
        content: [{ type: 'tool_use', id: 't1', name: 'Bash', input: { command } }],
      },
    },
    {
      type: 'user',
      session_id: 's',
      parent_tool_use_id: null,
      message: {
        role: 'user',
        content: [{ type: 'tool_result', tool_use_id: 't1', is_error: true, content: output }],
      },
    },
    { type: 'result', subtype: 'success', is_error: false, result: 'ok', session_id: 's' },
  ];
  const f = new RunFold({ dialect: 'claude-code' });
  f.pushBytes(Buffer.from(`${frames.map((x) => JSON.stringify(x)).join('\n')}\n`), 1);
  return f.end({ ...UNKNOWN_EXIT, exitCode: 0 }, 2);
}

describe('a secret cut by a bounded preview', () => {
  it('no head of it (≥ 6 characters) survives in summary.json, the comment or the step summary', () => {
    const { redact, redactValue } = createRedactor({ secrets: [SECRET] });
    fc.assert(
      fc.property(
        fc.integer({ min: INPUT_PREVIEW_BUDGET - SECRET.length, max: INPUT_PREVIEW_BUDGET }),
        fc.integer({ min: OUTPUT_PREVIEW_CHARS - SECRET.length, max: OUTPUT_PREVIEW_CHARS }),
        (inputPad, outputPad) => {
          const s = foldToolCall(
            `${'x'.repeat(inputPad)}${SECRET} tail`,
            `${'y'.repeat(outputPad)}${SECRET} tail`,
          );
          const views = [
            JSON.stringify(redactValue(toContractJson(s))),
            renderComment(s, { now: 3, marker: commentMarker('k'), redact }),
            renderStepSummary(s, { redact }),
          ];
          for (const text of views) for (const head of heads(SECRET)) expect(text).not.toContain(head);
        },
      ),
      { numRuns: 120 },
    );
  });

  it('the cut forms only match before the cut mark: ordinary text sharing a head is left alone', () => {
    const { redact } = createRedactor({ secrets: [SECRET] });
    expect(redact(`${SECRET.slice(0, 10)}…`)).toBe('***…'); // the mark stays: it was cut
    expect(redact(`${SECRET.slice(0, 10)} and more`)).toBe(`${SECRET.slice(0, 10)} and more`);
    expect(redact(`${SECRET.slice(0, 5)}…`)).toBe(`${SECRET.slice(0, 5)}…`);
  });
});

// Token shapes Narrator was never told about (made up): the redactor only knows their shape.
const SHAPES: Array<[prefix: string, body: string]> = [
  ['ghp_', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'],
  ['github_pat_', '11ABCDEFG0abcdefghijklmnopqrstuvwxyz0123456789'],
  ['sk-ant-api03-', 'Zz9_Yy8-Xx7_Ww6-Vv5_Uu4-Tt3_Ss2'],
  ['sk-proj-', 'Qq1Rr2Ss3Tt4Uu5Vv6Ww7Xx8Yy9Zz0'],
  ['AKIA', 'IOSFODNN7EXAMPLE'],
  ['xoxb-', '123456789012-abcdefghijkl'],
  ['glpat-', 'Zx9Yw8Vu7Ts6Rq5Po4Nm'],
  ['npm_', 'a1B2c3D4e5F6a1B2c3D4e5F6a1B2c3D4e5F6'],
  ['dckr_pat_', '2bQx7Lm9Rt4Kp1Zs8Vn3Wc6Yd0Fg'],
  // A JWT's first characters are the standard header (`{"alg":`): the head form starts at 5 more.
  ['eyJhbGci', 'OiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0'],
];
/** What must not show of a token cut after `kept` of its characters: 3 characters of its body. */
function headsOf(prefix: string, body: string, kept: number): string[] {
  const shown = kept - prefix.length;
  if (shown < 3) return [];
  return [body.slice(0, Math.min(shown, 6))];
}

describe('a token shape cut by any preview keeps no head', () => {
  const redactor = createRedactor();
  it('tool output (2,000 characters) and tool input (2,000 characters of strings), at every cut offset', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SHAPES), fc.integer({ min: 1, max: 30 }), ([prefix, body], kept) => {
        const token = `${prefix}${body}`;
        if (kept >= token.length) return;
        // The preview keeps 1,999 characters and the mark: `kept` of them are the token's.
        const output = `${'y'.repeat(OUTPUT_PREVIEW_CHARS - 1 - kept)}${token} tail`;
        const input = `${'x'.repeat(INPUT_PREVIEW_BUDGET - 1 - kept)}${token} tail`;
        const s = foldToolCall(input, output);
        expect(s.toolCalls[0]!.outputPreview!.endsWith(`${token.slice(0, kept)}…`)).toBe(true);
        for (const [where, text] of Object.entries(everyView(s, redactor))) {
          for (const head of headsOf(prefix, body, kept))
            expect(text, `${where}, ${kept} kept`).not.toContain(head);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('the answer cut at 16 KiB between two deltas: marked as cut, no head', () => {
    const [prefix, body] = SHAPES[0]!;
    const token = `${prefix}${body}`;
    const se = (event: object) => ({
      type: 'stream_event',
      event,
      session_id: 's',
      parent_tool_use_id: null,
    });
    const frames: object[] = [
      { type: 'system', subtype: 'init', session_id: 's', model: 'm', tools: [] },
      se({ type: 'message_start', message: { id: 'msg_1' } }),
      se({ type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }),
      // Delta by delta up to 10 characters before the cap, then the token in two deltas.
      ...Array.from({ length: (LAST_TEXT_CHARS - 10) / 2 }, () =>
        se({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'ab' } }),
      ),
      se({
        type: 'content_block_delta',
        index: 0,
        delta: { type: 'text_delta', text: ` ${token.slice(0, 14)}` },
      }),
      se({
        type: 'content_block_delta',
        index: 0,
        delta: { type: 'text_delta', text: `${token.slice(14)} end` },
      }),
      se({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: ' more' } }),
    ];
    const s = foldFrames(frames, { ...UNKNOWN_EXIT, exitCode: 1 });
    expect(s.lastText!.length).toBeLessThanOrEqual(LAST_TEXT_CHARS);
    expect(s.lastText!.endsWith('…')).toBe(true);
    for (const [where, text] of Object.entries(everyView(s, redactor))) {
      expect(text, where).not.toContain(body.slice(0, 6));
    }
  });

  it("a bad line's sample (200 characters) and a notice (1,000 characters)", () => {
    const [prefix, body] = SHAPES[0]!;
    const token = `${prefix}${body}`;
    const s = foldFrames([
      { type: 'system', subtype: 'init', session_id: 's', model: 'm', tools: [] },
      `not json ${'z'.repeat(200 - 9 - 12)}${token}`,
      // A failed compaction's error is in a notice, cut at 1,000 characters: 12 of them the token's.
      {
        type: 'system',
        subtype: 'status',
        status: null,
        compact_result: 'failed',
        compact_error: `${'w'.repeat(999 - 'Compaction failed ('.length - 12)}${token}`,
        session_id: 's',
      },
    ]);
    expect(s.diagnostics.badLineSamples[0]!.endsWith('…')).toBe(true);
    expect(s.notices[0]!.message.endsWith(`${token.slice(0, 12)}…`)).toBe(true);
    for (const [where, text] of Object.entries(everyView(s, redactor))) {
      expect(text, where).not.toContain(body.slice(0, 6));
    }
  });

  it('the stderr tail, cut at its front, starts on a line: no tail end of a secret', () => {
    const [prefix, body] = SHAPES[0]!;
    const cutThrough = `${body.slice(10)} leaked\nError: the real reason`;
    expect(previewTail(cutThrough)).toBe('Error: the real reason');
    expect(previewTail(`${prefix}${body}`.slice(10))).toMatch(/^…/);
  });
});

describe('the log file writes an over-long line in pieces', () => {
  it('no secret is split between pieces, whatever the chunking (dense secrets, 16 KiB pieces)', async () => {
    const token = `ghp_${'Z9y8X7w6V5'.repeat(4)}`;
    const redactor = createRedactor({ secrets: [SECRET] });
    const { redact } = redactor;
    const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-logcut-'));
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom('lorem ', 'ipsum\\n', 'dolor, ', '"sit" ', 'amet'), {
          minLength: 1,
          maxLength: 8,
        }),
        fc.integer({ min: 512, max: 40_000 }),
        async (filler, chunkSize) => {
          // A ~300 KB JSON-ish line, a secret every ~100 characters: every piece boundary risks a split.
          const segment = (i: number) => `${filler.join('')}${i % 2 ? token : SECRET} `;
          const line = Array.from({ length: 3000 }, (_, i) => segment(i)).join('');
          const bytes = Buffer.from(`{"type":"x","text":"${line}"}\n`);
          const file = path.join(dir, `log-${run++}.jsonl`);
          const log = new RedactedLogFile(file, redactor, { maxLineBytes: 16 * 1024 });
          for (let at = 0; at < bytes.length; at += chunkSize) log.write(bytes.subarray(at, at + chunkSize));
          expect(await log.close()).toBeNull();
          const written = readFileSync(file, 'utf8');
          expect(written).not.toContain(SECRET.slice(0, 12));
          expect(written).not.toContain(token.slice(0, 12));
          // Pieces cut at separators redact exactly like the whole line would.
          expect(written).toBe(redact(bytes.toString('utf8')));
        },
      ),
      { numRuns: 20 },
    );
  });
});
