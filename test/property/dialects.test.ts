/**
 * Property tests of the five non-Claude dialects over their hand-written fixtures
 * (test/fixtures/<dialect>/), through the real byte pipeline (RunFold):
 * - any split of the bytes into chunks gives the same summary as the unsplit stream;
 * - hostile lines inserted anywhere never throw, are counted, and change nothing else;
 * - hostile frames (valid JSON objects of each dialect's frame types with garbage fields) never
 *   throw and never trip a parser's crash guard.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RunFold } from '../../src/run/fold.js';
import type { RunSummary } from '../../src/run/summary.js';
import { dialectDefinition } from '../../src/stream/dialects/index.js';
import {
  AGENT_EVENT_KINDS_FOR_TEST,
  type DialectFixture,
  fixtureNames,
  HAND_WRITTEN_DIALECTS,
  loadFixture,
} from '../support/dialect-fixtures.js';
import {
  cut,
  enc,
  interleave,
  isJsonObject,
  linesOf,
  unknownCount,
  withoutDiagnostics,
} from '../support/stream-bytes.js';

const CAP = 64 * 1024;
const FIXTURES: DialectFixture[] = HAND_WRITTEN_DIALECTS.flatMap((d) =>
  fixtureNames(d).map((n) => loadFixture(d, n)),
);

function fold(fixture: DialectFixture, chunks: Iterable<Uint8Array>): RunSummary {
  const f = new RunFold({ dialect: fixture.dialect, maxLineBytes: CAP });
  for (const chunk of chunks) f.pushBytes(chunk, 1000);
  return f.end(fixture.exit, 1000);
}

describe('chunking does not matter (every dialect fixture)', () => {
  it('there are fixtures for all five dialects', () => {
    expect(new Set(FIXTURES.map((f) => f.dialect))).toEqual(new Set(HAND_WRITTEN_DIALECTS));
  });

  for (const fixture of FIXTURES) {
    it(`${fixture.dialect}/${fixture.name}: any split gives the unsplit summary`, () => {
      const whole = fold(fixture, [fixture.bytes]);
      expect(whole.status).toBe('finished');
      fc.assert(
        fc.property(fc.array(fc.nat(), { maxLength: 40 }), (offsets) => {
          expect(fold(fixture, cut(fixture.bytes, offsets))).toEqual(whole);
        }),
        { numRuns: 40 },
      );
    });
  }

  it('one byte per chunk gives the unsplit summary', () => {
    for (const fixture of FIXTURES) {
      const bytes = Array.from(fixture.bytes, (b) => Uint8Array.of(b));
      expect(fold(fixture, bytes)).toEqual(fold(fixture, [fixture.bytes]));
    }
  });
});

const hostileLine = fc.oneof(
  fc
    .string({ minLength: 1, maxLength: 80 })
    .filter((s) => !s.includes('\n') && s.trim() !== '' && !isJsonObject(s))
    .map(enc),
  fc.constantFrom(
    enc('not json at all'),
    enc('{"type":"tool_use","id":"toolu_x","name":"Ba'), // truncated JSON
    enc('\u001b[31mError: something went wrong\u001b[0m'), // an ANSI-coloured helper error on stdout
    enc('[1,2,3]'),
    enc('42'),
    enc('null'),
    enc('"just a string"'),
    Buffer.from([0xc3, 0x28, 0xa0, 0xa1]),
    Buffer.from([0xe2, 0x82]),
    Buffer.alloc(CAP + 1, 0x61),
  ),
);
/** A frame type no dialect knows (and no session field, which opencode would take as its session). */
const unknownFrame = fc
  .constantFrom('zz_future_kind', 'telemetry.v2', 'mystery')
  .map((type) => enc(JSON.stringify({ type, payload: [1, { deep: true }] })));

describe('hostile lines anywhere (every dialect fixture)', () => {
  for (const fixture of FIXTURES) {
    it(`${fixture.dialect}/${fixture.name}: never throw, are counted, change nothing else`, () => {
      const clean = fold(fixture, [fixture.bytes]);
      const lines = linesOf(fixture.bytes);
      fc.assert(
        fc.property(
          fc.array(fc.record({ at: fc.nat(), line: hostileLine }), { minLength: 1, maxLength: 6 }),
          fc.array(fc.record({ at: fc.nat(), line: unknownFrame }), { maxLength: 2 }),
          fc.array(fc.nat(), { maxLength: 10 }),
          (bad, unknown, offsets) => {
            const s = fold(fixture, cut(interleave(lines, [...bad, ...unknown]), offsets));
            expect(s.diagnostics.badLines).toBe(clean.diagnostics.badLines + bad.length);
            expect(unknownCount(s)).toBe(unknownCount(clean) + unknown.length);
            // An empty stream plus garbage has "output" now: only the reason's words, the duration
            // (no longer null) and whether a frame was seen (an unknown one) may differ, never the
            // outcome.
            const loose = (x: RunSummary) =>
              fixture.frames.length > 0
                ? withoutDiagnostics(x)
                : {
                    ...withoutDiagnostics(x),
                    errorMessage: null,
                    durationMs: null,
                    fold: { ...x.fold, sawFrame: undefined },
                  };
            expect(loose(s)).toEqual(loose(clean));
          },
        ),
        { numRuns: 30 },
      );
    });
  }
});

/** Every `type` (and the fields read) of the five dialects, to build frames that reach the handlers. */
const TYPES = [
  'system',
  'text',
  'thinking',
  'tool_use',
  'tool_result',
  'message',
  'user',
  'hook_event',
  'warning',
  'result',
  'assistant',
  'tool_call',
  'init',
  'error',
  'thread.started',
  'turn.started',
  'turn.completed',
  'turn.failed',
  'item.started',
  'item.updated',
  'item.completed',
  'item.plan.delta',
  'step_start',
  'step_finish',
  'reasoning',
  'done',
];
const KEYS = [
  'subtype',
  'delta',
  'id',
  'name',
  'input',
  'tool_use_id',
  'is_error',
  'content',
  'role',
  'hookEventName',
  'message',
  'session_id',
  'model',
  'permission_mode',
  'tools',
  'attempt',
  'max_retries',
  'retry_delay_ms',
  'error_status',
  'error_category',
  'result',
  'error',
  'turns',
  'num_turns',
  'total_cost_usd',
  'usage',
  'tool_calls_seen',
  'last_assistant_text',
  'call_id',
  'tool_call',
  'timestamp_ms',
  'model_call_id',
  'text',
  'tool_name',
  'tool_id',
  'parameters',
  'status',
  'output',
  'severity',
  'stats',
  'timestamp',
  'thread_id',
  'item',
  'sessionID',
  'part',
  'reason',
  'rejected',
  't_ms',
  'duration_ms',
];
const SUBTYPES = [
  'init',
  'api_retry',
  'started',
  'completed',
  'delta',
  'success',
  'error',
  'max_turns',
  'model_mismatch',
];
/** Values shaped like the real ones, half the time with garbage inside. */
const fieldValue = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.constantFrom(...SUBTYPES),
  fc.record(
    {
      type: fc.constantFrom(
        'command_execution',
        'agent_message',
        'todo_list',
        'web_search',
        'file_change',
        'mcp_tool_call',
      ),
      id: fc.oneof(fc.string(), fc.integer()),
      status: fc.anything({ maxDepth: 1 }),
      items: fc.anything({ maxDepth: 2 }),
      changes: fc.anything({ maxDepth: 2 }),
      exit_code: fc.anything({ maxDepth: 0 }),
    },
    { requiredKeys: ['type', 'id'] },
  ),
  fc.record(
    {
      callID: fc.string(),
      tool: fc.string(),
      messageID: fc.string(),
      reason: fc.string(),
      state: fc.record({
        status: fc.constantFrom('completed', 'error', 'running'),
        input: fc.anything({ maxDepth: 2 }),
        error: fc.anything({ maxDepth: 1 }),
        time: fc.anything({ maxDepth: 1 }),
      }),
      tokens: fc.anything({ maxDepth: 2 }),
      cost: fc.anything({ maxDepth: 0 }),
      text: fc.anything({ maxDepth: 0 }),
    },
    { requiredKeys: [] },
  ),
  fc.dictionary(
    fc.constantFrom(
      'shellToolCall',
      'readToolCall',
      'function',
      'toolCallId',
      'startedAtMs',
      'result',
      'todoToolCall',
    ),
    fc.anything({ maxDepth: 3 }),
  ),
  fc.array(
    fc.oneof(
      fc.record({ type: fc.constant('text'), text: fc.anything({ maxDepth: 0 }) }),
      fc.anything({ maxDepth: 1 }),
    ),
    { maxLength: 4 },
  ),
);
const hostileFrame = fc
  .tuple(
    fc.oneof(fc.constantFrom(...TYPES), fc.anything({ maxDepth: 0 })),
    fc.dictionary(fc.constantFrom(...KEYS), fieldValue, { maxKeys: 8 }),
  )
  .map(([type, fields]) => ({ ...fields, type }) as Record<string, unknown>);

/**
 * A real fixture frame with one field somewhere inside replaced (or deleted, for `undefined`): the
 * handlers get past their type dispatch and meet garbage exactly where they read.
 */
function mutate(value: unknown, picks: number[], replacement: unknown): unknown {
  if (picks.length === 0 || value === null || typeof value !== 'object') return replacement;
  const [pick, ...rest] = picks;
  if (Array.isArray(value)) {
    if (value.length === 0) return replacement;
    const i = pick! % value.length;
    const copy = value.slice();
    copy[i] = mutate(value[i], rest, replacement);
    return copy;
  }
  const keys = Object.keys(value);
  if (keys.length === 0) return replacement;
  const key = keys[pick! % keys.length]!;
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  const next = mutate(copy[key], rest, replacement);
  if (next === undefined) delete copy[key];
  else copy[key] = next;
  return copy;
}

describe('mutated real frames never throw and never reach a parser crash', () => {
  for (const dialect of HAND_WRITTEN_DIALECTS) {
    const frames = FIXTURES.filter((f) => f.dialect === dialect).flatMap((f) => f.frames);
    it(`${dialect} (${frames.length} frames to mutate)`, () => {
      const definition = dialectDefinition(dialect)!;
      const mutation = fc.record({
        frame: fc.constantFrom(...frames),
        picks: fc.array(fc.nat(), { minLength: 1, maxLength: 5 }),
        replacement: fc.oneof(fc.constant(undefined), fc.anything({ maxDepth: 2 })),
      });
      fc.assert(
        fc.property(fc.array(mutation, { minLength: 1, maxLength: 20 }), (mutations) => {
          const parser = definition.createParser();
          for (const [i, m] of mutations.entries()) {
            const frame = mutate(m.frame, m.picks, m.replacement);
            if (frame === null || typeof frame !== 'object' || Array.isArray(frame)) continue;
            const events = parser.toEvents(frame as Record<string, unknown>, i);
            for (const e of events) {
              expect(AGENT_EVENT_KINDS_FOR_TEST).toContain(e.kind);
              if (e.kind === 'unknown') expect(e.type.startsWith('crash:')).toBe(false);
            }
          }
        }),
        { numRuns: 300 },
      );
    });
  }
});

describe('hostile frames never throw and never reach a parser crash', () => {
  for (const dialect of HAND_WRITTEN_DIALECTS) {
    it(`${dialect}`, () => {
      const definition = dialectDefinition(dialect)!;
      fc.assert(
        fc.property(fc.array(hostileFrame, { minLength: 1, maxLength: 12 }), (frames) => {
          const parser = definition.createParser();
          for (const [i, frame] of frames.entries()) {
            const events = parser.toEvents(frame, i);
            expect(Array.isArray(events)).toBe(true);
            for (const e of events) {
              expect(AGENT_EVENT_KINDS_FOR_TEST).toContain(e.kind);
              if (e.kind === 'unknown') expect(e.type.startsWith('crash:')).toBe(false);
            }
            expect(() => definition.score(frame)).not.toThrow();
          }
        }),
        { numRuns: 300 },
      );
    });
  }
});
