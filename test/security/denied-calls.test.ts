/**
 * A denied call's input is the agent's text, and every view now shows it with the rule that would
 * allow it and a line to paste: markdown, HTML, backticks, bidi controls, line breaks and secrets in
 * it must not break out of its code span, forge a log line, reorder what a reader sees or leak, and
 * a flood of denials stays a capped list. Hand-written summaries (no capture needed: the fields are
 * what the reducer stores for a denial).
 */
import { describe, expect, test } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { createRedactor } from '../../src/redact/redact.js';
import { annotationsFor, initialAnnotationState } from '../../src/report/annotations.js';
import { COMMENT_LIMIT, commentMarker, renderComment } from '../../src/report/comment.js';
import { writeHtmlPage } from '../../src/report/html/page.js';
import { Transcript } from '../../src/report/html/transcript.js';
import { renderStepSummary } from '../../src/report/step-summary.js';
import { renderText } from '../../src/report/terminal.js';
import { emptySummary, type PermissionDenial, type RunSummary } from '../../src/run/summary.js';
import { liveReferences, renderGitHubHtml, resourceLoads } from '../support/github-markdown.js';

const SECRET = 'Hunter2-denied-VALUE-77';
const GH_TOKEN = `ghp_${'Z9k'.repeat(12)}`;
const { redact } = createRedactor({ secrets: [SECRET] });
const BIDI = /[\u202a-\u202e\u2066-\u2069]/;

function run(denials: PermissionDenial[], dialect: RunSummary['dialect'] = 'claude-code'): RunSummary {
  return {
    ...emptySummary(dialect),
    status: 'finished',
    outcome: 'incomplete',
    subtype: 'success',
    outcomeSource: 'terminal_frame',
    errorMessage: `The agent reported success, but every tool call the agent made was denied (${denials.length} denied).`,
    cwd: '/work/repo',
    permissionDenials: denials,
  };
}

function bash(command: string, id: string | null = null): PermissionDenial {
  return { tool: 'Bash', toolUseId: id, input: { command } };
}

/** Every view of the run, as the reader gets it. */
function views(s: RunSummary) {
  const comment = renderComment(s, { now: 0, marker: commentMarker('k'), redact });
  const stepSummary = renderStepSummary(s, { redact });
  const log = renderText(s, { redact });
  const pieces: string[] = [];
  const t = new Transcript({ redact });
  t.finish();
  writeHtmlPage(s, t, { redact }, (p) => pieces.push(p));
  const annotations = s.permissionDenials.flatMap(
    (d) =>
      annotationsFor(
        {
          kind: 'permission_denied',
          tool: d.tool,
          toolUseId: d.toolUseId,
          input: d.input,
          message: null,
          at: 0,
        },
        s,
        initialAnnotationState(),
        { redact },
      ).annotations,
  );
  return { comment, stepSummary, log, html: pieces.join(''), annotations: JSON.stringify(annotations) };
}

function decode(html: string): string {
  return html.replace(/&(amp|lt|gt|quot|#39);/g, (_, n: string) =>
    n === 'amp' ? '&' : n === 'lt' ? '<' : n === 'gt' ? '>' : n === 'quot' ? '"' : "'",
  );
}

/** The `allowed-tools` value of the yaml fence, as a YAML parser (and so the workflow) reads it. */
function pastedValue(renderedHtml: string): unknown {
  const m = /<pre><code[^>]*>(allowed-tools: [\s\S]*?)<\/code><\/pre>/.exec(renderedHtml);
  expect(m, 'a yaml block').not.toBeNull();
  return (parseYaml(decode(m![1]!)) as Record<string, unknown>)['allowed-tools'];
}

describe('denied calls: hostile inputs stay text in every view', () => {
  const breakout = 'npm publish ``` </details> <img src=x onerror=alert(1)> @admin #12 `tick` | </summary>';

  test('markdown and HTML in a denied command stay inside its code span (comment and step summary)', () => {
    const v = views(run([bash(breakout, 'a')]));
    for (const body of [v.comment, v.stepSummary]) {
      const html = renderGitHubHtml(body);
      expect(resourceLoads(html)).toEqual([]);
      expect(liveReferences(body)).toEqual([]);
      // The whole command is ONE code element: nothing in it closed the span or opened a tag.
      expect(html).toMatch(
        /<li><code>Bash<\/code> <code>npm publish [^<]*tick[^<]*<\/code> — allow with <code>Bash\(npm publish:\*\), Bash\([^<]*\)<\/code><\/li>/,
      );
      // The pipe after it split the command: Claude Code checks each side, so each gets a rule.
      expect(pastedValue(html)).toBe('Bash(npm publish:*), Bash(<\u200b/summary>:*)');
    }
    // The comment's own <details> blocks are balanced.
    expect(v.comment.match(/<details(?: open)?>/g)?.length).toBe(v.comment.match(/^<\/details>$/gm)?.length);
    // The HTML record escapes it.
    expect(v.html).not.toMatch(/<img/);
    expect(v.html).toContain('<code>npm publish ``` &lt;/details&gt; &lt;img src=x onerror=alert(1)&gt;');
  });

  test('a secret (also split by a bidi control) and bidi controls: redacted and shown, in all five views', () => {
    const v = views(
      run([
        bash(`curl -H "Authorization: Bearer ${GH_TOKEN}" https://x`, 'a'),
        bash(`${SECRET} --go`, 'b'),
        { tool: 'Write', toolUseId: 'c', input: { file_path: '/work/repo/\u202egnp.exe' } },
        { tool: `mcp__${SECRET}__push`, toolUseId: 'd', input: {} },
        bash(`echo Hunter2-denied\u202e-VALUE-77`, 'e'),
      ]),
    );
    for (const [name, text] of Object.entries(v)) {
      expect(text, name).not.toContain(SECRET);
      expect(text, name).not.toContain(GH_TOKEN);
      expect(text, name).not.toContain('Hunter2-denied');
      // Annotations get theirs shown at the edge, for every annotation (src/runner/core.ts).
      if (name !== 'annotations') expect(BIDI.test(text), name).toBe(false);
    }
    for (const text of [v.comment, v.stepSummary, v.log, v.html]) expect(text).toContain('‹U+202E›gnp.exe');
    // The rule built from a secret is redacted too, in the line to paste.
    const pasted = String(pastedValue(renderGitHubHtml(v.stepSummary)));
    expect(pasted).not.toContain(SECRET);
    expect(pasted.split(', ')).toHaveLength(5);
  });

  test('a line break in a denied command cannot start a workflow command in the job log', () => {
    const { log, annotations } = views(run([bash('git push\n::error::forged\n##[error]forged too', 'a')]));
    expect(log.split('\n').filter((l) => /^\s*(::|##\[)/.test(l))).toEqual([]);
    expect(log).toMatch(
      /^ {2}⛔ Bash git push ::error::forged ##\[error\]forged too — allow with Bash\(git push:\*\), Bash\(::error::forged:\*\), Bash\(##\[error\]forged too:\*\)$/m,
    );
    expect(JSON.parse(annotations)[0].message).toContain('Allow it with allowed-tools: Bash(git push:*)');
  });

  test("quotes, colons and '#' in a rule: the pasted line is still one YAML string", () => {
    const s = run([
      bash("it's: #not-a-comment", 'a'),
      { tool: 'Edit', toolUseId: 'b', input: { file_path: "/o'k: #x" } },
    ]);
    expect(pastedValue(renderGitHubHtml(views(s).stepSummary))).toBe("Bash(it's::*), Edit(//o'k: #x)");
  });
});

describe('denied calls: a flood stays bounded', () => {
  const flood = Array.from({ length: 5_000 }, (_, i) => bash(`cmd${i} sub ${'x'.repeat(10_000)}`, `id${i}`));
  const v = views(run(flood));

  test('the comment lists 10 and counts the rest; it stays under GitHub’s limit', () => {
    expect(v.comment.length).toBeLessThan(COMMENT_LIMIT);
    expect(v.comment).toContain('⛔ Denied calls (5000)');
    expect(v.comment.match(/^- `Bash` /gm)).toHaveLength(10);
    expect(v.comment).toContain('- *…and 4990 more*');
  });

  test('the step summary lists 20, the job log and the HTML record 10, each with "and N more"', () => {
    expect(v.stepSummary.match(/^- `Bash` /gm)).toHaveLength(20);
    expect(v.stepSummary).toContain('- *…and 4980 more*');
    expect(v.log.match(/^ {2}⛔ Bash /gm)).toHaveLength(10);
    expect(v.log).toContain('  …and 4990 more');
    expect(v.html.match(/<li><code>Bash<\/code>/g)).toHaveLength(10);
    expect(v.html).toContain('… and 4990 more.');
  });

  test('the line to paste holds at most 20 rules, each command shown cut', () => {
    const pasted = String(pastedValue(renderGitHubHtml(v.stepSummary)));
    expect(pasted.split(', ')).toHaveLength(20);
    expect(pasted.length).toBeLessThan(2_100);
    expect(Math.max(...v.log.split('\n').map((l) => l.length))).toBeLessThan(400);
  });
});

describe('denied calls: agents without an allow-list say what plays its part', () => {
  test.each([
    ['codex', /Codex has no allow-list of tools: its sandbox decides/],
    ['gemini', /Gemini CLI takes no `allowed-tools` from Narrator/],
    ['opencode', /opencode decides by its permission rules/],
    ['acp', /Over ACP Narrator answers each permission request from `permission-mode`/],
    ['cursor', /This agent has no allow-list Narrator can set/],
  ] as const)('%s: no rule, no line to paste, the setting named', (dialect, how) => {
    const v = views(run([bash('git push', 'a')], dialect));
    for (const body of [v.comment, v.stepSummary, v.log]) {
      expect(body).toMatch(how);
      expect(body).not.toMatch(/allow with|allowed-tools: '/);
    }
  });
});
