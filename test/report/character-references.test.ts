/**
 * Character references in the agent's text ping nobody and link nothing: GitHub decodes `&commat;`,
 * `&#x40;`, `&num;`, `&#x23;` (named, decimal, hex, upper-case X, leading zeros) before it looks
 * for mentions and issue references, so `&commat;admin` in a final answer pinged @admin. The answer
 * and the failure reason go through the comment and the step summary, read as GitHub renders them.
 */
import { describe, expect, test } from 'vitest';
import { commentMarker, renderComment } from '../../src/report/comment.js';
import { safeMarkdown } from '../../src/report/markdown.js';
import { renderStepSummary } from '../../src/report/step-summary.js';
import { liveReferences } from '../support/github-markdown.js';
import { finished } from './hand-written-summaries.js';

const REFERENCES = [
  '&commat;admin',
  '&#x40;octo-org/security-team',
  '&num;2',
  '&#x23;2',
  '&#64;admin',
  '&#X40;admin',
  '&#0064;admin',
  '&#x0040;admin',
  '&#35;2',
  '&#X23;2',
];
const TEXT = `Done. Thanks ${REFERENCES.join(', ')} and GH&#45;3.`;

describe('character references from the agent', () => {
  test('the test renderer decodes them as GitHub does: each one alone is a live reference', () => {
    for (const r of REFERENCES) expect(liveReferences(r), r).toHaveLength(1);
  });

  test('safeMarkdown: none of them is live', () => {
    for (const r of REFERENCES) expect(liveReferences(safeMarkdown(r)), r).toEqual([]);
  });

  test('the final answer and the failure reason, in the comment and the step summary: none is live', () => {
    const ok = finished({ outcome: 'success', finalText: TEXT });
    const failed = finished({ outcome: 'error', isError: true, errorMessage: TEXT, finalText: TEXT });
    const ctx = { now: 1_000, marker: commentMarker('refs'), redact: (s: string) => s };
    for (const s of [ok, failed]) {
      const bodies = { comment: renderComment(s, ctx), stepSummary: renderStepSummary(s, ctx) };
      for (const [where, body] of Object.entries(bodies)) {
        expect(body, where).toContain('Thanks');
        expect(liveReferences(body), where).toEqual([]);
      }
    }
  });
});
