/**
 * The HTML record's header, rendered from hand-written summaries (test/report/hand-written-summaries.ts).
 */
import { describe, expect, test } from 'vitest';
import { writeHtmlPage } from '../../src/report/html/page.js';
import { Transcript } from '../../src/report/html/transcript.js';
import { finished } from './hand-written-summaries.js';

function page(summary: ReturnType<typeof finished>): string {
  const pieces: string[] = [];
  const t = new Transcript({ redact: (s) => s });
  t.finish();
  writeHtmlPage(summary, t, {}, (piece) => pieces.push(piece));
  return pieces.join('');
}

describe('the reason box', () => {
  test('one paragraph per paragraph of the reason, code spans as code, no literal backticks', () => {
    const html = page(
      finished({
        outcome: 'error',
        subtype: 'success',
        isError: true,
        exitCode: 1,
        errorMessage: 'API Error: 400 `max_tokens` is too large',
      }),
    );
    const box = /<div class="reason">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
    expect(box).toContain('<p>API Error: 400 <code>max_tokens</code> is too large</p>');
    expect(box).toContain('<code>subtype: success</code>');
    expect(box.match(/<p>/g)?.length).toBeGreaterThanOrEqual(3);
    expect(box).not.toContain('`');
    expect(box).not.toMatch(/\n\n/);
  });

  test('a reason that holds markup stays text', () => {
    const html = page(finished({ outcome: 'error', exitCode: 1, errorMessage: 'bad `<img src=x>` and <b>' }));
    const box = /<div class="reason">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
    expect(box).toContain('<code>&lt;img src=x&gt;</code> and &lt;b&gt;');
  });
});
