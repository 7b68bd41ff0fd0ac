import { describe, expect, it } from 'vitest';
import { DialectDetector, detectDialect } from '../../src/stream/detect.js';
import type { DialectDefinition } from '../../src/stream/dialect.js';
import type { AgentEvent, Dialect } from '../../src/stream/events.js';
import { FrameSession, type FrameSessionOptions } from '../../src/stream/frames.js';

/**
 * Two tiny hand-written dialects, so these tests pin the session's own behaviour (JSON, object
 * check, detection, replay) independently of how the real dialects score or parse. Each one turns
 * a frame into a notice naming the dialect and the frame's `n`, so order and routing are visible.
 */
function testDialect(name: Dialect, score: (f: Record<string, unknown>) => number): DialectDefinition {
  return {
    name,
    score,
    reportsRetries: true,
    createParser: () => ({
      toEvents: (frame, at) => [
        { kind: 'notice', at, level: 'info', code: name, message: String(frame['n'] ?? '') },
      ],
    }),
  };
}
const alpha = testDialect('claude-code', (f) => (f['a'] === 'strong' ? 10 : f['a'] === 'hint' ? 2 : 0));
const beta = testDialect('codex', (f) => (f['b'] === 'strong' ? 10 : f['b'] === 'hint' ? 2 : 0));
const thrower = testDialect('gemini', () => {
  throw new Error('score must never throw, but if it does it is no evidence');
});
const DEFINITIONS = [alpha, beta, thrower];

function session(options: Partial<FrameSessionOptions> = {}) {
  const events: AgentEvent[] = [];
  const calls: string[] = [];
  const s = new FrameSession({
    dialect: 'auto',
    definitions: DEFINITIONS,
    emit: (e) => events.push(e),
    onDialect: (d, det) =>
      calls.push(`dialect:${d}:${det ? (det.decided ? 'decided' : 'fallback') : 'declared'}`),
    onMismatch: (declared, det) => calls.push(`mismatch:${declared}->${det.dialect}`),
    ...options,
  });
  return { s, events, calls };
}

const describeEvent = (e: AgentEvent) =>
  e.kind === 'notice' ? `${e.code}:${e.message}` : e.kind === 'bad_line' ? `bad:${e.reason}` : e.kind;

describe('FrameSession: lines to events', () => {
  it('turns non-JSON and non-object lines into bad_line events with a short sample', () => {
    const { s, events } = session({ dialect: 'claude-code' });
    const long = `not json ${'x'.repeat(500)}`;
    for (const line of [long, '[1,2]', '42', 'null', '"text"', 'true', '{"n":1', '{"n":2}']) s.line(line, 7);
    expect(events.map(describeEvent)).toEqual([
      'bad:not_json',
      'bad:not_object',
      'bad:not_object',
      'bad:not_object',
      'bad:not_object',
      'bad:not_object',
      'bad:not_json',
      'claude-code:2',
    ]);
    const first = events[0] as Extract<AgentEvent, { kind: 'bad_line' }>;
    expect(first.sample).toBe(long.slice(0, 200));
    expect(first.at).toBe(7);
  });

  it('turns splitter problems into bad_line events', () => {
    const { s, events } = session({ dialect: 'claude-code' });
    s.problem({ problem: 'too_long', bytes: 10_000_000, sample: 'aaa' }, 3);
    s.problem({ problem: 'invalid_utf8', bytes: 4, sample: '{\uFFFD}' }, 4);
    expect(events).toEqual([
      { kind: 'bad_line', at: 3, reason: 'too_long', sample: 'aaa' },
      { kind: 'bad_line', at: 4, reason: 'invalid_utf8', sample: '{\uFFFD}' },
    ]);
  });

  it('a declared dialect parses at once and is known from the start', () => {
    const { s, events, calls } = session({ dialect: 'codex' });
    expect(s.dialect).toBe('codex');
    s.line('{"n":1}', 0);
    expect(events.map(describeEvent)).toEqual(['codex:1']);
    expect(calls).toEqual(['dialect:codex:declared']);
  });

  it('an unknown declared dialect is a clear error', () => {
    expect(() => session({ dialect: 'opencode' })).toThrow(/no parser for dialect "opencode"/);
  });
});

describe('FrameSession: auto-detection', () => {
  it('holds frames and bad lines until the evidence is conclusive, then replays them in order', () => {
    const { s, events, calls } = session();
    s.line('{"n":1}', 1);
    s.line('garbage', 2);
    s.line('{"n":2,"b":"hint"}', 3);
    expect(events).toEqual([]);
    expect(s.dialect).toBeNull();
    s.line('{"n":3,"b":"strong"}', 4);
    expect(s.dialect).toBe('codex');
    expect(calls).toEqual(['dialect:codex:decided']);
    expect(events.map(describeEvent)).toEqual(['codex:1', 'bad:not_json', 'codex:2', 'codex:3']);
    expect(events.map((e) => e.at)).toEqual([1, 2, 3, 4]);
    s.line('{"n":4,"a":"strong"}', 5); // later evidence no longer matters
    expect(events.map(describeEvent).at(-1)).toBe('codex:4');
  });

  it('decides on the sum of hints after the window of 20 frames', () => {
    const { s, events } = session();
    for (let n = 0; n < 19; n++)
      s.line(JSON.stringify({ n, a: n % 3 === 0 ? 'hint' : 'none', b: n === 1 ? 'hint' : 'x' }), n);
    expect(s.dialect).toBeNull();
    s.line('{"n":19}', 19);
    expect(s.dialect).toBe('claude-code');
    expect(events).toHaveLength(20);
  });

  it('at the end of a short stream, decides on what it saw', () => {
    const { s, events } = session();
    s.line('{"n":1,"b":"hint"}', 1);
    s.end();
    expect(s.dialect).toBe('codex');
    expect(events.map(describeEvent)).toEqual(['codex:1']);
  });

  it('no evidence or a tie gives the fallback dialect (undecided)', () => {
    const tie = session({ fallbackDialect: 'codex' });
    tie.s.line('{"n":1,"a":"hint","b":"hint"}', 1);
    tie.s.end();
    expect(tie.s.dialect).toBe('codex');
    expect(tie.calls).toEqual(['dialect:codex:fallback']);

    const empty = session();
    empty.s.line('not json', 1);
    empty.s.end();
    expect(empty.s.dialect).toBe('claude-code'); // the default fallback
    expect(empty.events.map(describeEvent)).toEqual(['bad:not_json']);
  });

  it('warns once when a declared dialect mismatches what the stream looks like, and keeps parsing it', () => {
    const { s, events, calls } = session({ dialect: 'claude-code' });
    s.line('{"n":1,"b":"strong"}', 1);
    s.line('{"n":2,"b":"strong"}', 2);
    expect(calls).toEqual(['dialect:claude-code:declared', 'mismatch:claude-code->codex']);
    expect(events.map(describeEvent)).toEqual(['claude-code:1', 'claude-code:2']);
  });

  it('does not warn when the declared dialect matches or the evidence is undecided', () => {
    const match = session({ dialect: 'codex' });
    match.s.line('{"b":"strong"}', 1);
    const none = session({ dialect: 'codex' });
    none.s.line('{"n":1}', 1);
    none.s.end();
    expect([...match.calls, ...none.calls]).toEqual(['dialect:codex:declared', 'dialect:codex:declared']);
  });
});

describe('detectDialect', () => {
  it('reports scores per dialect and ignores a throwing score()', () => {
    const d = detectDialect([{ a: 'hint' }, { a: 'hint' }, { b: 'hint' }], 'codex', DEFINITIONS);
    expect(d).toEqual({
      dialect: 'claude-code',
      scores: { 'claude-code': 4, codex: 2 },
      decided: true,
      frames: 3,
    });
  });

  it('two conclusive frames for different dialects in one frame do not decide early', () => {
    const detector = new DialectDetector(DEFINITIONS, 'codex', 20);
    expect(detector.add({ a: 'strong', b: 'strong' })).toBeNull();
    expect(detector.finish()).toMatchObject({ dialect: 'codex', decided: false });
  });
});
