/**
 * Names Object.prototype already answers to, in every field an agent controls. A tool called
 * `constructor`, an event type `__proto__`, a tool input with a `__proto__` key: a lookup
 * `table[name]` on a plain object finds Object's own members, and `out[key] = v` with `__proto__`
 * replaces a prototype instead of keeping the key (the comment renderer crashed on a tool named
 * `__proto__`; src/own-keys.ts is the fix). Every real and hand-written stream of every dialect
 * is replayed with one string at a time replaced by such a name, and once with such keys added to
 * every object; every view must render, keep the name as text and never show Object's insides.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { outcomesByLabel } from '../../src/board/legs.js';
import { createRedactor } from '../../src/redact/redact.js';
import { annotationsFor, initialAnnotationState } from '../../src/report/annotations.js';
import { commentMarker, renderComment } from '../../src/report/comment.js';
import { renderStepSummary } from '../../src/report/step-summary.js';
import { eventLines, renderText } from '../../src/report/terminal.js';
import { toContractJson } from '../../src/run/contract.js';
import { type ProcessExit, RunFold, UNKNOWN_EXIT } from '../../src/run/fold.js';
import type { RunSummary } from '../../src/run/summary.js';
import type { Dialect } from '../../src/stream/events.js';
import { CAPTURES_DIR } from '../support/captures.js';
import { fixtureNames, HAND_WRITTEN_DIALECTS, loadFixture } from '../support/dialect-fixtures.js';
import { claudeStream } from '../support/hostile-streams.js';
import { actionJobLog } from '../support/job-log.js';

/** Names every plain object answers to. */
const NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'] as const;
/** What a view shows when it printed one of Object's members instead of text. */
const OBJECT_INSIDES = /\[native code\]|\[object Object\]|function Object\(|function toString\(/;

interface Stream {
  label: string;
  dialect: Dialect;
  lines: string[];
  exit: ProcessExit;
}

/** The streams with at least one JSON frame (some failed starts print only text). */
function streams(): Stream[] {
  return allStreams().filter((s) => s.lines.some((l) => parsed(l) !== undefined));
}

function allStreams(): Stream[] {
  const out: Stream[] = [];
  for (const dialect of HAND_WRITTEN_DIALECTS) {
    for (const name of fixtureNames(dialect)) {
      const f = loadFixture(dialect, name);
      out.push({ label: `${dialect}/${name}`, dialect, lines: f.lines, exit: f.exit });
    }
  }
  for (const capture of [
    '03-tools',
    '04-tool-errors',
    '04b-permission-denied-default-mode',
    '10g-subagent-foreground',
  ]) {
    const text = readFileSync(join(CAPTURES_DIR, capture, 'stdout.jsonl'), 'utf8');
    out.push({
      label: `claude-code/${capture}`,
      dialect: 'claude-code',
      lines: text.split('\n').filter((l) => l !== ''),
      exit: { ...UNKNOWN_EXIT, exitCode: 0 },
    });
  }
  return out;
}

/** Every view of a run, as text: live lines and annotations of each event, then the final views. */
function everyView(stream: Stream, lines: readonly string[]): { text: string; summary: RunSummary } {
  const { redact, redactValue } = createRedactor();
  const parts: string[] = [];
  let annotations = initialAnnotationState();
  const fold = new RunFold({
    dialect: stream.dialect,
    onEvent: (event, after) => {
      parts.push(...eventLines(event, after, { redact }));
      const next = annotationsFor(event, after, annotations, { redact });
      annotations = next.state;
      for (const a of next.annotations) parts.push(a.title ?? '', a.message);
    },
  });
  lines.forEach((line, i) => {
    fold.pushBytes(Buffer.from(`${line}\n`), i * 100);
  });
  if (stream.exit.stderrTail) fold.pushStderr(Buffer.from(stream.exit.stderrTail), lines.length * 100);
  const summary = fold.end(stream.exit, lines.length * 100);
  const comment = renderComment(summary, { now: lines.length * 100, marker: commentMarker('k'), redact });
  expect(comment.length).toBeLessThan(65_536);
  parts.push(
    comment,
    renderStepSummary(summary, { redact }),
    renderText(summary, { redact }),
    JSON.stringify(redactValue(toContractJson(summary))),
  );
  return { text: parts.join('\n'), summary };
}

/** A copy of `value` for each string in it (a value, not a key), that string replaced. */
function* withOneString(value: unknown, replacement: string): Generator<unknown> {
  if (typeof value === 'string') {
    yield replacement;
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      for (const v of withOneString(value[i], replacement)) yield value.map((x, j) => (j === i ? v : x));
    }
    return;
  }
  const entries = Object.entries(value);
  for (let i = 0; i < entries.length; i++) {
    for (const v of withOneString(entries[i]![1], replacement)) {
      yield Object.fromEntries(entries.map(([k, x], j) => [k, j === i ? v : x]));
    }
  }
}

/** `value` with `__proto__` and `constructor` keys added to every object in it. */
function withKeys(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(withKeys);
  return Object.fromEntries([
    ...Object.entries(value).map(([k, v]) => [k, withKeys(v)] as const),
    ['__proto__', { polluted: 'yes' }],
    ['constructor', 'k'],
  ]);
}

function parsed(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

function expectClean(text: string, summary: RunSummary): void {
  expect(text).not.toMatch(OBJECT_INSIDES);
  for (const n of Object.values(summary.diagnostics.unknownEvents)) expect(typeof n).toBe('number');
  expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
}

describe('names Object.prototype answers to, in every string of every stream', () => {
  for (const stream of streams()) {
    it(`${stream.label}: every view renders and shows no Object member`, () => {
      let variants = 0;
      for (const name of NAMES) {
        stream.lines.forEach((line, at) => {
          const frame = parsed(line);
          if (frame === undefined) return;
          for (const changed of withOneString(frame, name)) {
            const lines = stream.lines.map((l, i) => (i === at ? JSON.stringify(changed) : l));
            const { text, summary } = everyView(stream, lines);
            expectClean(text, summary);
            variants++;
          }
        });
      }
      expect(variants).toBeGreaterThan(0);
    });

    it(`${stream.label}: __proto__ and constructor keys in every object are kept as keys`, () => {
      const lines = stream.lines.map((l) => {
        const frame = parsed(l);
        return frame === undefined ? l : JSON.stringify(withKeys(frame));
      });
      const { text, summary } = everyView(stream, lines);
      expectClean(text, summary);
      let kept = 0;
      for (const call of summary.toolCalls) {
        // An input the dialect kept as the agent wrote it (not one it built from named fields) keeps
        // both added keys as data, and its prototype stays Object's.
        if (
          call.input !== null &&
          typeof call.input === 'object' &&
          Object.hasOwn(call.input, 'constructor')
        ) {
          expect(Object.hasOwn(call.input, '__proto__')).toBe(true);
          expect(Object.getPrototypeOf(call.input)).toBe(Object.prototype);
          kept++;
        }
      }
      // Claude Code's tool inputs are the model's own objects: the check above must have run.
      if (stream.dialect === 'claude-code' && summary.toolCalls.length > 0) expect(kept).toBeGreaterThan(0);
    });
  }
});

describe('matrix labels named like Object members', () => {
  it('each label is its own output key, none taken for an inherited one', () => {
    const legs = NAMES.map((label) => ({ label, status: 'success' }));
    const out = outcomesByLabel(legs as unknown as Parameters<typeof outcomesByLabel>[0]);
    expect(Object.keys(out)).toEqual([...NAMES]);
    expect(JSON.parse(JSON.stringify(out))).toEqual(Object.fromEntries(NAMES.map((n) => [n, 'success'])));
  });
});

describe('the Action printing a run whose every field is such a name', () => {
  it('job log, groups, annotations, step summary and outputs: written, and the name shown as text', async () => {
    for (const name of NAMES) {
      for (const fail of [false, true]) {
        const log = await actionJobLog(
          claudeStream({
            session: name,
            model: name,
            text: name,
            todo: name,
            tool: name,
            command: name,
            description: name,
            output: name,
            denied: name,
            result: name,
            fail,
          }),
        );
        expect(log).not.toMatch(OBJECT_INSIDES);
        expect(log).toContain(name);
      }
    }
  });
});
