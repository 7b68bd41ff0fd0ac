/**
 * Redaction where text is CUT before it is redacted — the two places a secret could straddle a
 * boundary and escape as two unrecognisable halves:
 * - bounded previews: the reducer keeps ~2,000 characters of each tool input/output, cut with `…`,
 *   long before any view redacts it;
 * - the log file: a line longer than 1 MiB is written in pieces.
 * Both failed before the fix (a secret's head survived in the summary; halves in the log file).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RedactedLogFile } from '../../src/action/log-file.js';
import { commentMarker, renderComment } from '../../src/report/comment.js';
import { createRedactor } from '../../src/report/redact.js';
import { renderStepSummary } from '../../src/report/step-summary.js';
import { toContractJson } from '../../src/run/contract.js';
import { RunFold, UNKNOWN_EXIT } from '../../src/run/fold.js';
import { INPUT_PREVIEW_BUDGET, OUTPUT_PREVIEW_CHARS } from '../../src/run/preview.js';

const SECRET = 'Vault0Secret9Value8Abcdefghijklmnop'; // value-based only: no known token shape
const MIN_HEAD = 6; // heads shorter than the redactor's minimum length may stay (they reveal little)

function heads(secret: string): string[] {
  return Array.from({ length: secret.length - MIN_HEAD + 1 }, (_, i) => secret.slice(0, MIN_HEAD + i));
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

describe('the log file writes an over-long line in pieces', () => {
  it('no secret is split between pieces, whatever the chunking (dense secrets, 16 KiB pieces)', async () => {
    const token = `ghp_${'Z9y8X7w6V5'.repeat(4)}`;
    const { redact } = createRedactor({ secrets: [SECRET] });
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
          const log = new RedactedLogFile(file, redact, 16 * 1024);
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
