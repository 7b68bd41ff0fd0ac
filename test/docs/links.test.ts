/**
 * Every relative link in the README and the docs resolves: the file (or folder) exists in the
 * repository, and a `#fragment` names a heading of the target page, slugged as GitHub slugs it.
 * The README is a first read that sends people to docs/ pages: a link that leads nowhere is a
 * dead end for exactly the reader it was written for.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { REPO_ROOT } from '../../scripts/docs.mjs';

/** GitHub's heading anchor: lower case, markup and punctuation dropped, spaces to hyphens. */
function githubSlug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a markdown page: its headings' slugs, a repeated one suffixed -1, -2… as GitHub does. */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const heading of headings(markdown)) {
    const slug = githubSlug(heading);
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  return anchors;
}

/** ATX headings outside fenced code blocks. */
function headings(markdown: string): string[] {
  const found: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const opener = /^\s*(`{3,}|~{3,})/.exec(line);
    if (opener) {
      if (fence === null) fence = opener[1]!;
      else if (opener[1]!.startsWith(fence)) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const match = /^#{1,6} (.+?)\s*#*\s*$/.exec(line);
    if (match) found.push(match[1]!);
  }
  return found;
}

/** Markdown link targets outside code: `[text](target)` and `![alt](target)`, with their line. */
function linksOf(markdown: string): { target: string; line: number }[] {
  const links: { target: string; line: number }[] = [];
  let fence: string | null = null;
  markdown.split('\n').forEach((line, index) => {
    const opener = /^\s*(`{3,}|~{3,})/.exec(line);
    if (opener) {
      if (fence === null) fence = opener[1]!;
      else if (opener[1]!.startsWith(fence)) fence = null;
      return;
    }
    if (fence !== null) return;
    const withoutCode = line.replace(/`[^`]*`/g, '');
    for (const match of withoutCode.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      links.push({ target: match[1]!, line: index + 1 });
    }
  });
  return links;
}

const PAGES = [
  'README.md',
  'CHANGELOG.md',
  'SECURITY.md',
  'CONTRIBUTING.md',
  'examples/README.md',
  ...readdirSync(join(REPO_ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
].filter((file) => existsSync(join(REPO_ROOT, file)));

/** Every problem with the page's relative links, as `file:line: target: why`. */
function brokenLinks(file: string): string[] {
  const problems: string[] = [];
  const markdown = readFileSync(join(REPO_ROOT, file), 'utf8');
  for (const { target, line } of linksOf(markdown)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:…: not ours to check
    const [pathPart, fragment] = target.split('#', 2) as [string, string | undefined];
    const resolved = pathPart === '' ? join(REPO_ROOT, file) : join(REPO_ROOT, dirname(file), pathPart);
    const where = `${file}:${line}: ${target}`;
    if (relative(REPO_ROOT, resolved).startsWith('..')) {
      problems.push(`${where}: leaves the repository`);
      continue;
    }
    if (!existsSync(resolved)) {
      problems.push(`${where}: no such file`);
      continue;
    }
    if (fragment === undefined) continue;
    if (statSync(resolved).isDirectory() || !resolved.endsWith('.md')) {
      problems.push(`${where}: a fragment on something that is not a markdown page`);
      continue;
    }
    if (!anchorsOf(readFileSync(resolved, 'utf8')).has(decodeURIComponent(fragment))) {
      problems.push(`${where}: no heading with that anchor`);
    }
  }
  return problems;
}

describe('relative links in the README and the docs', () => {
  test('the README, the docs pages and the policy files are all checked', () => {
    expect(PAGES).toEqual(expect.arrayContaining(['README.md', 'docs/security.md', 'docs/inputs.md']));
  });

  test.each(PAGES)('%s: every relative link resolves', (file) => {
    expect(brokenLinks(file)).toEqual([]);
  });

  test('the checker itself finds a missing file and a missing anchor', () => {
    const anchors = anchorsOf('# Top\n\n## A `code` heading: with punctuation!\n\n## Twice\n\n## Twice\n');
    expect([...anchors]).toEqual(['top', 'a-code-heading-with-punctuation', 'twice', 'twice-1']);
    expect(linksOf('see [x](docs/a.md#b) and `[y](z.md)`\n```\n[w](v.md)\n```\n')).toEqual([
      { target: 'docs/a.md#b', line: 1 },
    ]);
  });

  test('the README is a first read: at most 300 lines, linking every docs page', () => {
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    expect(readme.split('\n').length).toBeLessThanOrEqual(300);
    const linked = new Set(linksOf(readme).map((l) => l.target.split('#')[0]));
    const pages = readdirSync(join(REPO_ROOT, 'docs')).filter(
      (name) => name.endsWith('.md') && !/^comment(-failure)?\.md$/.test(name),
    );
    expect(pages.filter((name) => !linked.has(`docs/${name}`))).toEqual([]);
  });
});
