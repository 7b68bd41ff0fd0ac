/**
 * Every regular expression in src/ is linear in the text it searches, as the ReDoS checker
 * `recheck` judges it: the redaction patterns (token shapes, the PEM block, URL passwords, the
 * heads of cut values, the unions the searches compile), the disguise decoders, the markup
 * neutralizers, the workflow-command guards, the stderr and stream-line matchers of the dialects,
 * and every other literal. Agent text reaches most of them, and a pattern that backtracks over a
 * long run (a 100 KB tool output of `eyJ` with no dot took 30 s to redact) holds the whole step.
 *
 * The literals are read from the source with the TypeScript scanner, so a new one is checked the
 * day it is written. Patterns built at run time (`new RegExp`) are checked through what their
 * modules export; a `new RegExp` this file does not know about fails the last test until it is
 * added here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { check, type Diagnostics } from 'recheck';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { redactionPatterns } from '../../src/redact/redact.js';
import { ALL_WHITE, RISK, RISK_AT_START } from '../../src/report/workflow-commands.js';
import { PATTERN as ANSI_ESCAPES } from '../../src/run/ansi.js';
import { QUIET_LINE, sessionLineSource } from '../../src/stream/dialects/claude-quiet-lines.js';

const SRC = path.resolve(import.meta.dirname, '../../src');

interface Pattern {
  where: string;
  source: string;
  flags: string;
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(p);
    else if (entry.name.endsWith('.ts')) yield p;
  }
}

/** Every regex literal in src/, with where it is. */
function regexLiterals(): Pattern[] {
  const out: Pattern[] = [];
  for (const file of sourceFiles(SRC)) {
    const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const text = node.getText(sf);
        const end = text.lastIndexOf('/');
        const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
        out.push({
          where: `${path.relative(SRC, file)}:${line}`,
          source: text.slice(1, end),
          flags: text.slice(end + 1),
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return out;
}

/** The patterns built at run time, as their modules build them. */
const BUILT: Pattern[] = [
  ...redactionPatterns().map(({ name, source }) => ({ where: `redact.ts: ${name}`, source, flags: 'g' })),
  ...Object.entries({ RISK, RISK_AT_START, ALL_WHITE }).map(([name, re]) => ({
    where: `workflow-commands.ts: ${name}`,
    source: re.source,
    flags: re.flags,
  })),
  { where: 'ansi.ts: PATTERN', source: ANSI_ESCAPES.source, flags: ANSI_ESCAPES.flags },
  { where: 'claude-quiet-lines.ts: QUIET_LINE', source: QUIET_LINE.source, flags: QUIET_LINE.flags },
  {
    where: 'claude-quiet-lines.ts: the line of one session',
    source: sessionLineSource(JSON.stringify('82f881c2-6fca-4e20-a209-bbe5da92210f')),
    flags: '',
  },
  {
    where: 'claude-quiet-lines.ts: the line of a session too long to spell',
    source: sessionLineSource(null),
    flags: '',
  },
];

/**
 * The files that call `new RegExp`, how often, and how each is covered: by BUILT above, or why it
 * needs no check. A new call fails the last test until it is listed here.
 */
const RUNTIME_REGEXPS: Record<string, { count: number; covered: string }> = {
  'redact/redact.ts': { count: 3, covered: 'unions of redactionPatterns() and escaped known values' },
  'redact/match-finder.ts': {
    count: 5,
    covered: 'the same unions, one of their parts, or one escaped known value (a literal string)',
  },
  'report/workflow-commands.ts': { count: 3, covered: 'RISK, RISK_AT_START, ALL_WHITE' },
  'run/ansi.ts': { count: 1, covered: 'PATTERN' },
  'stream/dialects/claude-quiet-lines.ts': {
    count: 2,
    covered: 'QUIET_LINE, and the line of one session (its id a literal, escaped)',
  },
  'board/board-live.ts': {
    count: 3,
    covered: 'an anchored literal: a fixed prefix and a leg id reduced to [A-Za-z0-9-], escaped',
  },
  'board/legs.ts': {
    count: 1,
    covered: "the workflow's own `legs` glob, matched against the run's job names: no agent text reaches it",
  },
};

/**
 * recheck's settings. Its verdicts count the steps of its own backtracking machine, never time: the
 * attack and incubation time limits are off (on a loaded machine they fire on a linear pattern and
 * call it vulnerable), and the fuzzer's seed is fixed, so a verdict is the same on every run. The
 * one time limit is per pattern: past it the status is `unknown`, which fails the test as loudly as
 * `vulnerable` does (a pattern the checker cannot clear is not taken as safe). Its native backend,
 * which `npm ci` installs on Linux x64, needs ~0.01-3 s per pattern, longer on a loaded machine.
 */
const PARAMS = { timeout: 120_000, attackTimeout: null, incubationTimeout: null, randomSeed: 42 };

async function verdict(p: Pattern): Promise<string> {
  const d: Diagnostics = await check(p.source, p.flags, PARAMS);
  if (d.status === 'safe') return 'safe';
  if (d.status === 'vulnerable')
    return `vulnerable (${d.complexity.type}): ${d.attack.pattern.slice(0, 120)}`;
  return `${d.status}: ${d.error.kind}`;
}

/** The patterns that are not safe, with why (one at a time: the checker is one process). */
async function unsafe(patterns: Pattern[]): Promise<string[]> {
  const out: string[] = [];
  for (const p of patterns) {
    const v = await verdict(p);
    if (v !== 'safe') out.push(`${p.where} /${p.source}/${p.flags}: ${v}`);
  }
  return out;
}

/** Long enough for every pattern on a loaded 2-core machine. */
const TEST_TIMEOUT = 15 * 60_000;

describe('every regular expression is linear (recheck)', () => {
  const literals = regexLiterals();

  it('finds the literals it checks (the scanner works)', () => {
    expect(literals.length).toBeGreaterThan(100);
    expect(literals.some((l) => l.where.startsWith('report/markdown.ts'))).toBe(true);
  });

  it('the patterns built at run time (redaction, workflow commands, escapes) are all safe', {
    timeout: TEST_TIMEOUT,
  }, async () => {
    expect(BUILT.length).toBeGreaterThan(40);
    expect(await unsafe(BUILT)).toEqual([]);
  });

  it('every regex literal in src/ is safe', { timeout: TEST_TIMEOUT }, async () => {
    expect(await unsafe(literals)).toEqual([]);
  });

  it('every `new RegExp` in src/ is known to this test', () => {
    const found: Record<string, number> = {};
    for (const file of sourceFiles(SRC)) {
      const count = readFileSync(file, 'utf8').match(/\bnew RegExp\(/g)?.length ?? 0;
      if (count > 0) found[path.relative(SRC, file)] = count;
    }
    expect(found).toEqual(Object.fromEntries(Object.entries(RUNTIME_REGEXPS).map(([f, c]) => [f, c.count])));
  });
});
