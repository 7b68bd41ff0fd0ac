/**
 * Where a secret cut into pieces across fields is found, and where it is not — exactly as
 * docs/security.md states it ("A secret cut across fields"). The views (comment, step summary)
 * redact each field on its own; summary.json redacts all its strings as one text in JSON order; the
 * stream log also redacts the strings under each key as one text. So a known value split between
 * the commands of two tool calls — two adjacent rows of the comment's table — shows in the comment,
 * the step summary and summary.json, and is hidden in the stream log. If one of these changes, the
 * page must change with it: this test pins the boundary it documents.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { RedactedLogFile } from '../../src/action/log/log-file.js';
import { createRedactor } from '../../src/redact/redact.js';
import { stringifyRedacted } from '../../src/redact/redact-json.js';
import { commentMarker, renderComment } from '../../src/report/comment.js';
import { renderStepSummary } from '../../src/report/step-summary.js';
import { toContractJson } from '../../src/run/contract.js';
import { call, finished } from './hand-written-summaries.js';

// Made up for this test: a `redact` value.
const SECRET = 'Split-Across-Rows-9f3k2';
const HEAD = SECRET.slice(0, 11);
const TAIL = SECRET.slice(11);
const redactor = createRedactor({ secrets: [SECRET] });
const ctx = {
  now: 10_000,
  marker: commentMarker('agent.yml/split'),
  runUrl: 'https://github.com/o/r/actions/runs/1',
  stepSummaryUrl: 'https://github.com/o/r/actions/runs/1#summary',
  redact: redactor.redact,
};

/** Two Bash calls: the first's command ends with the secret's head, the second's starts with its tail. */
const acrossCalls = finished({
  toolCalls: [
    call({ id: 'toolu_1', name: 'Bash', input: { command: `export PART=${HEAD}` } }),
    call({ id: 'toolu_2', name: 'Bash', input: { command: `${TAIL} >> .env` } }),
  ],
});
/** One Bash call: the secret cut between its command and its description (adjacent in JSON order). */
const acrossOneInput = finished({
  toolCalls: [call({ id: 'toolu_1', name: 'Bash', input: { command: `echo ${HEAD}`, description: TAIL } })],
});
/** The secret whole in one field. */
const whole = finished({
  toolCalls: [call({ id: 'toolu_1', name: 'Bash', input: { command: `echo ${SECRET}` } })],
});

const views = (s: ReturnType<typeof finished>) => ({
  comment: renderComment(s, ctx),
  stepSummary: renderStepSummary(s, ctx),
  summaryJson: stringifyRedacted(toContractJson(s), redactor, 2),
});

/** The stream log of `frames` (one JSON object per line) as the Action writes it. */
async function streamLog(frames: unknown[]): Promise<string> {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'narrator-split-')), 'stream.jsonl');
  const log = new RedactedLogFile(file, redactor);
  log.write(Buffer.from(frames.map((f) => `${JSON.stringify(f)}\n`).join('')));
  expect(await log.close()).toBeNull();
  return readFileSync(file, 'utf8');
}

const toolUse = (id: string, command: string) => ({
  type: 'assistant',
  session_id: 's',
  message: {
    id: `msg_${id}`,
    role: 'assistant',
    content: [{ type: 'tool_use', id, name: 'Bash', input: { command } }],
  },
});

describe('a secret cut across fields: the documented boundary', () => {
  test('whole in one field: hidden in every view', () => {
    for (const [where, text] of Object.entries(views(whole))) {
      expect(text, where).not.toContain(HEAD);
      expect(text, where).toContain('***');
    }
  });

  test('cut between two fields of one tool input: hidden in summary.json (adjacent strings), shown by the views', () => {
    const v = views(acrossOneInput);
    expect(v.summaryJson).not.toContain(HEAD);
    expect(v.summaryJson).not.toContain(TAIL);
    // The views redact each field on its own: the command's piece shows.
    expect(v.comment).toContain(HEAD);
    expect(v.stepSummary).toContain(HEAD);
  });

  test('cut between the commands of two tool calls (adjacent rows): shown by the views and summary.json', () => {
    const v = views(acrossCalls);
    for (const [where, text] of Object.entries(v)) {
      expect(text, where).toContain(HEAD);
      expect(text, where).toContain(TAIL);
    }
  });

  test('cut between the commands of two tool calls: hidden in the stream log (the strings under each key)', async () => {
    const log = await streamLog([
      toolUse('toolu_1', `export PART=${HEAD}`),
      toolUse('toolu_2', `${TAIL} >> .env`),
    ]);
    expect(log).not.toContain(HEAD);
    expect(log).not.toContain(TAIL);
    expect(log).toContain('***');
  });
});
