/**
 * The Claude Code quiet-line fast path (src/stream/dialects/claude-quiet-lines.ts): lines that
 * yield no event, recognized without JSON.parse. It may say "not quiet" to anything (that only
 * costs time); "quiet" must be exact. Checked four ways:
 * - every real capture folds to the same summary and the same events with and without it, and
 *   it takes every line the CLI wrote of those kinds (counted here with JSON.parse, not with it);
 * - a table of lines, HAND-WRITTEN after the real ones, at the edges of the JSON grammar;
 * - generated frames of the quiet shapes (JSON.stringify of random strings and numbers) are taken;
 * - random damage to real quiet lines is never taken unless the damaged line still parses to a
 *   frame the parser maps to no event.
 */
import { readdirSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RunFold, UNKNOWN_EXIT } from '../../src/run/fold.js';
import type { RunSummary } from '../../src/run/summary.js';
import type { DialectDefinition, FrameParser } from '../../src/stream/dialect.js';
import { claudeCode } from '../../src/stream/dialects/claude-code.js';
import {
  blockStartIndex,
  NOT_QUIET,
  QUIET_BLOCK_START,
  QUIET_BLOCK_STOP,
  QUIET_INPUT_DELTA,
  QUIET_MESSAGE_STOP,
  QUIET_STATUS,
  quietLineKind,
} from '../../src/stream/dialects/claude-quiet-lines.js';
import { DIALECT_LIST } from '../../src/stream/dialects/index.js';
import type { AgentEvent } from '../../src/stream/events.js';
import { CAPTURES_DIR, loadCapture } from '../support/captures.js';

const CAPTURES = readdirSync(CAPTURES_DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

/** The registered dialects, with claude-code's parser wrapped: `quiet` says whether it keeps the fast path. */
function definitions(quiet: boolean, taken: { count: number }): DialectDefinition[] {
  const wrapped: DialectDefinition = {
    ...claudeCode,
    createParser: () => {
      const inner = claudeCode.createParser();
      const parser: FrameParser = { toEvents: (frame, at) => inner.toEvents(frame, at) };
      if (quiet) {
        parser.quietLine = (text, session) => {
          const yes = inner.quietLine!(text, session);
          if (yes) taken.count++;
          return yes;
        };
      }
      return parser;
    },
  };
  return DIALECT_LIST.map((d) => (d.name === 'claude-code' ? wrapped : d));
}

function foldLines(
  lines: string[],
  exitCode: number,
  dialect: 'auto' | 'claude-code',
  quiet: boolean,
): { summary: RunSummary; events: AgentEvent[]; taken: number } {
  const taken = { count: 0 };
  const events: AgentEvent[] = [];
  const fold = new RunFold({
    dialect,
    definitions: definitions(quiet, taken),
    onEvent: (e) => events.push(e),
  });
  for (let i = 0; i < lines.length; i++) fold.pushBytes(Buffer.from(`${lines[i]}\n`), i);
  const summary = fold.end({ ...UNKNOWN_EXIT, exitCode }, lines.length);
  return { summary, events, taken: taken.count };
}

/** Whether JSON.parse makes `line` a frame of a quiet kind (read here without the fast path). */
function parsedKind(line: string): number {
  let f: unknown;
  try {
    f = JSON.parse(line);
  } catch {
    return NOT_QUIET;
  }
  if (typeof f !== 'object' || f === null || Array.isArray(f)) return NOT_QUIET;
  const frame = f as Record<string, unknown>;
  if (frame['type'] === 'system' && frame['subtype'] === 'status') {
    // The parser reads `compact_result`, `compact_error`; the clock reads `timestamp`.
    const read = ['compact_result', 'compact_error', 'timestamp'].some((k) => k in frame);
    return frame['status'] === 'requesting' && !read ? QUIET_STATUS : NOT_QUIET;
  }
  const ev = frame['event'] as Record<string, unknown> | null;
  if (frame['type'] !== 'stream_event' || typeof ev !== 'object' || ev === null) return NOT_QUIET;
  const delta = ev['delta'] as Record<string, unknown> | null | undefined;
  if (ev['type'] === 'content_block_delta' && typeof ev['index'] === 'number') {
    return typeof delta === 'object' && delta !== null && delta['type'] === 'input_json_delta'
      ? QUIET_INPUT_DELTA
      : NOT_QUIET;
  }
  if (ev['type'] === 'content_block_stop') return QUIET_BLOCK_STOP;
  if (ev['type'] === 'content_block_start' && typeof ev['index'] === 'number') {
    const b = ev['content_block'] as Record<string, unknown> | null | undefined;
    if (typeof b !== 'object' || b === null) return NOT_QUIET;
    const keys = Object.keys(b).join(',');
    if (keys === 'type,text' && b['type'] === 'text' && b['text'] === '') return QUIET_BLOCK_START;
    const input = b['input'];
    const emptyInput =
      typeof input === 'object' && input !== null && !Array.isArray(input) && Object.keys(input).length === 0;
    return keys === 'type,id,name,input' &&
      b['type'] === 'tool_use' &&
      typeof b['id'] === 'string' &&
      typeof b['name'] === 'string' &&
      emptyInput
      ? QUIET_BLOCK_START
      : NOT_QUIET;
  }
  if (ev['type'] === 'message_stop' && frame['abandoned_blocks'] === undefined) return QUIET_MESSAGE_STOP;
  return NOT_QUIET;
}

/** A line the fast path takes must parse to a frame that a fresh parser maps to no event. */
function expectExactIfTaken(line: string): void {
  const kind = quietLineKind(line);
  if (kind === NOT_QUIET) return;
  const frame = JSON.parse(line) as Record<string, unknown>; // throws (fails the test) if invalid
  expect(claudeCode.createParser().toEvents(frame, 0)).toEqual([]);
  expect(parsedKind(line)).toBe(kind);
  if (kind === QUIET_BLOCK_START) {
    expect(blockStartIndex(line)).toBe((frame['event'] as Record<string, unknown>)['index']);
  }
}

describe('every real capture', () => {
  it.each(CAPTURES)('%s: same summary and events with and without the fast path', (name) => {
    const c = loadCapture(name);
    for (const dialect of ['claude-code', 'auto'] as const) {
      const fast = foldLines(c.lines, c.exitCode, dialect, true);
      const slow = foldLines(c.lines, c.exitCode, dialect, false);
      expect(fast.summary).toEqual(slow.summary);
      expect(fast.events).toEqual(slow.events);
      expect(slow.taken).toBe(0);
    }
  });

  it('the fast path takes every line the CLI wrote of its kinds, and only those', () => {
    let quiet = 0;
    let lines = 0;
    for (const name of CAPTURES) {
      for (const line of loadCapture(name).lines) {
        lines++;
        const expected = parsedKind(line);
        if (expected !== NOT_QUIET) quiet++;
        expect(quietLineKind(line), line).toBe(expected);
      }
    }
    // Not vacuous: the captures with partial messages are full of them.
    expect(quiet).toBeGreaterThan(200);
    expect(quiet).toBeLessThan(lines);
  });

  it('the fold skips parsing those lines once the dialect is settled', () => {
    const c = loadCapture('08-long-run-30-tools');
    const expected = c.lines.filter((l) => parsedKind(l) !== NOT_QUIET).length;
    expect(foldLines(c.lines, c.exitCode, 'claude-code', true).taken).toBe(expected);
    // Auto-detection parses the frames it scores in full; here it decides on the first (init).
    expect(foldLines(c.lines, c.exitCode, 'auto', true).taken).toBe(expected);
    // Quiet lines before the dialect is known are held and parsed, and still fold the same.
    const early = c.lines.filter((l) => parsedKind(l) !== NOT_QUIET).slice(0, 5);
    const held = foldLines([...early, ...c.lines], c.exitCode, 'auto', true);
    expect(held.taken).toBeLessThan(expected + 5);
    expect(held.summary).toEqual(foldLines([...early, ...c.lines], c.exitCode, 'auto', false).summary);
  });
});

// HAND-WRITTEN lines, shaped after the real ones (tail fields as the CLI writes them).
const TAIL = ',"session_id":"82f881c2","parent_tool_use_id":null,"uuid":"7b5086bc","api_message_id":"msg_1"}';
const delta = (json: string, index = '1') =>
  `{"type":"stream_event","event":{"type":"content_block_delta","index":${index},"delta":{"type":"input_json_delta","partial_json":${json}}}${TAIL}`;
const stop = (index = '0', tail = TAIL) =>
  `{"type":"stream_event","event":{"type":"content_block_stop","index":${index}}${tail}`;
const messageStop = (tail = TAIL) => `{"type":"stream_event","event":{"type":"message_stop"}${tail}`;
const blockStart = (block: string, index = '1', tail = TAIL) =>
  `{"type":"stream_event","event":{"type":"content_block_start","index":${index},"content_block":${block}}${tail}`;
const TEXT_BLOCK = '{"type":"text","text":""}';
const status = (tail = ',"session_id":"82f881c2","uuid":"7b5086bc"}') =>
  `{"type":"system","subtype":"status","status":"requesting"${tail}`;
const TOOL_BLOCK = '{"type":"tool_use","id":"toolu_01","name":"Bash","input":{}}';

describe('the state a quiet line changes', () => {
  // HAND-WRITTEN: a CLI that writes each block's assistant frame AFTER its content_block_stop (the
  // real one writes it before); the block index then comes from the stop the fast path handled.
  const start = (index: number) =>
    `{"type":"stream_event","event":{"type":"content_block_start","index":${index},"content_block":{"type":"text","text":""}}${TAIL}`;
  const text = (index: number, t: string) =>
    `{"type":"stream_event","event":{"type":"content_block_delta","index":${index},"delta":{"type":"text_delta","text":"${t}"}}${TAIL}`;
  const block = (t: string) =>
    `{"type":"assistant","message":{"id":"msg_1","model":"m","content":[{"type":"text","text":"${t}"}]},"parent_tool_use_id":null,"session_id":"82f881c2","uuid":"u"}`;
  const init =
    '{"type":"system","subtype":"init","session_id":"82f881c2","claude_code_version":"2.1.330","uuid":"u"}';
  const lines = [
    // The init frame settles the dialect at once (until then frames are parsed in full, to score them).
    init,
    `{"type":"stream_event","event":{"type":"message_start","message":{"id":"msg_1","model":"m","usage":{"input_tokens":3,"output_tokens":1}}}${TAIL}`,
    start(0),
    text(0, 'first'),
    stop('0'),
    block('first'),
    start(1),
    delta('"{}"', '1'),
    stop('1'),
    block('second, whole'),
    start(2),
    messageStop(), // closes block 2 without a block stop
    block('after the message stopped'),
  ];

  it('block stops and message stops move the open block as the parser does', () => {
    const fast = foldLines(lines, 0, 'claude-code', true);
    const slow = foldLines(lines, 0, 'claude-code', false);
    // The three block starts, two block stops, the input delta and the message stop.
    expect(fast.taken).toBe(7);
    expect(fast.events).toEqual(slow.events);
    expect(fast.summary).toEqual(slow.summary);
    const blocks = fast.events.filter((e) => e.kind === 'text' && e.mode === 'block');
    // 0 and 1 from the stops; with no block open after the message stop, the parser counts blocks.
    expect(blocks.map((e) => (e.kind === 'text' ? e.index : -1))).toEqual([0, 1, 0]);
  });

  it('a quiet line of another session is not taken: it is set aside as not the agent’s, as without the fast path', () => {
    const other = (line: string) => line.replace('"session_id":"82f881c2"', '"session_id":"99999999"');
    const twice = (line: string) =>
      line.replace('"session_id":"82f881c2"', '"session_id":"82f881c2","session_id":"9"');
    const spelled = (line: string) =>
      line.replace('"session_id":"82f881c2"', '"session_id":"\\u0038\\u0032f881c2"');
    const mixed = [
      init,
      start(0),
      other(start(1)),
      other(stop('0')),
      other(messageStop()),
      other(delta('"{}"', '0')),
      twice(stop('0')),
      spelled(stop('0')),
      stop('0'),
      block('whole'),
    ];
    const fast = foldLines(mixed, 0, 'claude-code', true);
    const slow = foldLines(mixed, 0, 'claude-code', false);
    expect(fast.taken).toBe(2); // only the first start and the last stop, of the run's own session
    expect(fast.events).toEqual(slow.events);
    expect(fast.summary).toEqual(slow.summary);
    expect(fast.summary.diagnostics.foreignFrames).toBe(5);
  });
});

describe('quietLineKind', () => {
  const taken: Array<[string, string, number]> = [
    ['an empty partial_json', delta('""'), QUIET_INPUT_DELTA],
    ['escaped quotes and backslashes', delta(String.raw`"{\"command\":\"ls \\\\ \/\""`), QUIET_INPUT_DELTA],
    ['every short escape', delta(String.raw`"\b\f\n\r\t\"\\\/"`), QUIET_INPUT_DELTA],
    ['\\u escapes, lone surrogates too', delta(String.raw`"\u00e9\uD83D\ude00\ud800"`), QUIET_INPUT_DELTA],
    ['non-ASCII characters', delta('"café — 日本 😀"'), QUIET_INPUT_DELTA],
    ['index 0', delta('"x"', '0'), QUIET_INPUT_DELTA],
    ['a large index', delta('"x"', '12345678901234567890'), QUIET_INPUT_DELTA],
    ['a block stop', stop(), QUIET_BLOCK_STOP],
    ['a text block start', blockStart(TEXT_BLOCK, '0'), QUIET_BLOCK_START],
    ['a status line before a request', status(), QUIET_STATUS],
    ['a status line with no further fields', status('}'), QUIET_STATUS],
    ['a tool_use block start', blockStart(TOOL_BLOCK), QUIET_BLOCK_START],
    [
      'a tool_use block start with escapes in its id and name',
      blockStart(
        String.raw`{"type":"tool_use","id":"t\"1","name":"mcp__a\u00e9 é","input":{}}`,
        '12345678901234567890',
      ),
      QUIET_BLOCK_START,
    ],
    ['a message stop', messageStop(), QUIET_MESSAGE_STOP],
    ['no further fields', messageStop('}'), QUIET_MESSAGE_STOP],
    ['number, true and false fields', stop('3', ',"a":-0.5e+10,"b":true,"c":false,"d":0}'), QUIET_BLOCK_STOP],
    ['a repeated field the parser never reads', stop('3', ',"uuid":"a","uuid":"b"}'), QUIET_BLOCK_STOP],
    [
      'a field that merely contains a read name',
      stop('3', ',"types":1,"event_id":"e","typ":null}'),
      QUIET_BLOCK_STOP,
    ],
  ];
  it.each(taken)('takes %s', (_what, line, kind) => {
    expect(quietLineKind(line)).toBe(kind);
    expectExactIfTaken(line);
  });

  const parsed: Array<[string, string]> = [
    // Not JSON: these must reach JSON.parse and become bad lines.
    ['a truncated line', delta('"abc"').slice(0, -1)],
    ['a truncated string', delta('"abc')],
    ['a raw tab in a string', delta('"a\tb"')],
    ['a raw control character', delta('"a\u0001b"')],
    ['an unknown escape', delta(String.raw`"a\xb"`)],
    ['a short \\u escape', delta(String.raw`"\u12G4"`)],
    ['a leading zero', delta('"x"', '01')],
    ['a trailing comma', stop('0', ',"uuid":"u",}')],
    ['text after the object', `${messageStop()} x`],
    ['two objects', `${messageStop()}${messageStop()}`],
    ['a bad number in a field', stop('0', ',"a":1.}')],
    ['a bare minus', stop('0', ',"a":-}')],
    // JSON, but a frame the parser reads (or a shape the fast path does not vouch for): parsed as usual.
    ['a repeated type', messageStop(',"type":"assistant"}')],
    ['a repeated event', messageStop(',"event":{"type":"message_start"}}')],
    ['abandoned_blocks', messageStop(',"abandoned_blocks":{"from_block_index":0}}')],
    // A stamp is the run's clock for a saved stream (src/run/frame-clock.ts): the line is parsed.
    ['a top-level timestamp', stop('0', ',"timestamp":"2026-11-22T09:14:10.536Z"}')],
    ['an escaped field name', messageStop(String.raw`,"t\u0079pe":"assistant"}`)],
    ['a nested field value', stop('0', ',"meta":{"a":1}}')],
    ['an array field value', stop('0', ',"meta":[1]}')],
    ['a text delta', delta('"x"').replace('input_json_delta","partial_json', 'text_delta","text')],
    [
      'a thinking delta',
      delta('"x"').replace('input_json_delta","partial_json', 'thinking_delta","thinking'),
    ],
    ['a negative index', delta('"x"', '-1')],
    ['a fractional index', delta('"x"', '1.5')],
    ['a string index', delta('"x"', '"1"')],
    ['a stop without index', messageStop().replace('message_stop', 'content_block_stop')],
    ['whitespace between tokens', messageStop().replace('"event":', '"event": ')],
    ['fields in another order', `{"event":{"type":"message_stop"},"type":"stream_event"${TAIL}`],
    ['another frame type', messageStop().replace('stream_event', 'assistant')],
    ['an extra delta field', delta('"x"').replace('"partial_json"', '"extra":1,"partial_json"')],
    ['a text block start with text', blockStart('{"type":"text","text":"x"}')],
    ['a compacting status', status().replace('requesting', 'compacting')],
    ['a status with a compaction result', status(',"compact_result":"failed","compact_error":"x"}')],
    ['a status with a null compaction result', status(',"compact_result":null}')],
    ['a status with a repeated status', status(',"status":"compacting"}')],
    ['a status with a repeated subtype', status(',"subtype":"init"}')],
    ['a status line with a stamp', status(',"timestamp":"2026-11-22T09:14:10.536Z"}')],
    [
      'a status line with fields in another order',
      '{"type":"system","status":"requesting","subtype":"status"}',
    ],
    ['a stream_event with a top-level status', stop('0', ',"status":"x"}')],
    ['a thinking block start', blockStart('{"type":"thinking","thinking":"","signature":""}')],
    ['a tool_use block start with an input', blockStart(TOOL_BLOCK.replace('{}', '{"a":1}'))],
    ['a tool_use block start with another field', blockStart(TOOL_BLOCK.replace('{}}', '{},"caller":null}'))],
    ['a tool_use block start without a name', blockStart(TOOL_BLOCK.replace('"name":"Bash",', ''))],
    ['a block start without index', blockStart(TEXT_BLOCK).replace('"index":1,', '')],
    ['a block start with a leading-zero index', blockStart(TEXT_BLOCK, '01')],
  ];
  it.each(parsed)('leaves %s to JSON.parse', (_what, line) => {
    expect(quietLineKind(line)).toBe(NOT_QUIET);
  });

  it('takes generated frames of the quiet shapes (any strings, any indexes)', () => {
    const text = fc.string({ unit: 'binary', maxLength: 40 });
    const scalar = fc.oneof(
      text,
      fc.constant(null),
      fc.boolean(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
    );
    const tail = fc
      .dictionary(fc.stringMatching(/^[a-z_]{1,12}$/), scalar, { maxKeys: 5 })
      .filter((d) => !['type', 'event', 'abandoned_blocks', 'subtype', 'status'].some((k) => k in d));
    const event = fc.oneof(
      fc.record({
        type: fc.constant('content_block_delta'),
        index: fc.nat(),
        delta: fc.record({ type: fc.constant('input_json_delta'), partial_json: text }),
      }),
      fc.record({ type: fc.constant('content_block_stop'), index: fc.nat() }),
      fc.record({ type: fc.constant('message_stop') }),
      fc.record({
        type: fc.constant('content_block_start'),
        index: fc.nat(),
        content_block: fc.oneof(
          fc.constant({ type: 'text', text: '' }),
          fc.record({ type: fc.constant('tool_use'), id: text, name: text, input: fc.constant({}) }),
        ),
      }),
    );
    fc.assert(
      fc.property(event, tail, (ev, more) => {
        const line = JSON.stringify({ type: 'stream_event', event: ev, ...more });
        expect(quietLineKind(line)).not.toBe(NOT_QUIET);
        expectExactIfTaken(line);
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(tail, (more) => {
        const line = JSON.stringify({ type: 'system', subtype: 'status', status: 'requesting', ...more });
        expect(quietLineKind(line)).toBe(QUIET_STATUS);
        expectExactIfTaken(line);
      }),
      { numRuns: 200 },
    );
  });

  it('a session id of megabytes (the stream’s to choose) is never spelled into an expression: its lines are parsed', () => {
    const id = `s${'.'.repeat(3 * 1024 * 1024)}`;
    const named = (line: string) => line.replace('"session_id":"82f881c2"', `"session_id":"${id}"`);
    const lines = [
      `{"type":"system","subtype":"init","session_id":"${id}","claude_code_version":"2.1.330","uuid":"u"}`,
      named(stop('0')),
      named(messageStop()),
      stop('1', ',"uuid":"u"}'),
      named(stop('0')).replace(id, 'another'),
    ];
    const fast = foldLines(lines, 0, 'claude-code', true);
    const slow = foldLines(lines, 0, 'claude-code', false);
    expect(fast.taken).toBe(1); // the stop that names no session
    expect(fast.events).toEqual(slow.events);
    expect(fast.summary).toEqual(slow.summary);
    expect(fast.summary.diagnostics.foreignFrames).toBe(1);
    expect(quietLineKind(named(stop('0')), id)).toBe(NOT_QUIET);
    expect(quietLineKind(stop('1', ',"uuid":"u"}'), id)).toBe(QUIET_BLOCK_STOP);
  });

  it('with the run’s session known, takes a quiet frame that names no session or that one, never another', () => {
    const id = fc.string({ unit: 'binary', maxLength: 40 });
    const shape = fc.constantFrom(
      (tail: string) => stop('2', tail),
      (tail: string) => messageStop(tail),
      (tail: string) => delta('"{\\"a\\":1}"', '3').replace(TAIL, tail),
      (tail: string) => blockStart(TOOL_BLOCK, '1', tail),
      (tail: string) => status(tail),
    );
    // Where the id is named in the fields after the event: none, the run's, another, the run's twice.
    const naming = fc.constantFrom('none', 'same', 'other', 'twice');
    fc.assert(
      fc.property(shape, id, id, naming, (line, session, other, how) => {
        const field = (v: string) => `"session_id":${JSON.stringify(v)}`;
        const names =
          how === 'none'
            ? []
            : how === 'same'
              ? [field(session)]
              : how === 'other'
                ? [field(other)]
                : [field(session), field(session)];
        const text = line(`,${['"uuid":"u"', ...names, '"parent_tool_use_id":null'].join(',')}}`);
        const kind = quietLineKind(text, session);
        const quiet = how === 'none' || how === 'same' || (how === 'other' && other === session);
        expect(kind !== NOT_QUIET, text).toBe(quiet);
        if (quiet) expect(kind).toBe(quietLineKind(text));
        // Before the session is known, any one is taken.
        expect(quietLineKind(text)).not.toBe(NOT_QUIET);
      }),
      { numRuns: 500 },
    );
    // The id spelled with a needless escape is not the spelling JSON.stringify gives: parsed.
    expect(quietLineKind(stop('0', ',"session_id":"\\u0061b"}'), 'ab')).toBe(NOT_QUIET);
    expect(quietLineKind(stop('0', ',"session_id":"ab"}'), 'ab')).toBe(QUIET_BLOCK_STOP);
    // An id with the expression's own special characters is matched as text.
    expect(quietLineKind(stop('0', ',"session_id":"a.b"}'), 'a.b')).toBe(QUIET_BLOCK_STOP);
    expect(quietLineKind(stop('0', ',"session_id":"axb"}'), 'a.b')).toBe(NOT_QUIET);
  });

  it('never takes a damaged real line unless it still parses to a quiet frame', () => {
    const real = loadCapture('08-long-run-30-tools').lines.filter((l) => quietLineKind(l) !== NOT_QUIET);
    const damage = fc.record({
      line: fc.constantFrom(...real),
      at: fc.nat(),
      cut: fc.nat({ max: 3 }),
      insert: fc.oneof(
        fc.constantFrom('"', '\\', '}', '{', ',', ':', ' ', '\t', '0', '-', 'e', '.', '\u0000', 'u', 'é'),
        fc.string({ maxLength: 3 }),
      ),
    });
    fc.assert(
      fc.property(damage, ({ line, at, cut, insert }) => {
        const i = at % (line.length + 1);
        const damaged = line.slice(0, i) + insert + line.slice(i + cut);
        expectExactIfTaken(damaged);
        // Every proper prefix of a JSON object is invalid JSON, so no truncation is ever taken.
        expect(quietLineKind(line.slice(0, i === line.length ? i - 1 : i))).toBe(NOT_QUIET);
      }),
      { numRuns: 2000 },
    );
  });
});
