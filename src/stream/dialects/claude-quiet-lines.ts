/**
 * Claude Code lines that carry nothing for the summary, recognized without `JSON.parse`.
 *
 * With partial messages, about half of a Claude Code stream's lines are `stream_event` frames the
 * parser reads and drops: tool-input deltas (`input_json_delta`: tool input is taken whole from the
 * assistant frame), and the `content_block_stop` / `message_stop` markers, which only move the
 * parser's idea of the open block. Parsing them builds five objects and four strings per line that
 * nobody reads; in the 100 MiB bench they were 46% of the lines and a third of the bytes.
 *
 * `quietLineKind` answers with one regular expression (irregexp compiles it to machine code, and
 * it gives up on any other line within its first few dozen characters) that accepts ONLY lines
 * that are valid JSON, of exactly these shapes, written the way the CLI writes them (no whitespace,
 * fields in the CLI's order). A line it accepts is one `JSON.parse` would turn into a frame the
 * parser maps to no event; anything else, however slightly different, answers NOT_QUIET and is
 * parsed as before. So
 * a malformed or truncated line still becomes a `bad_line`, and a line with a field the parser
 * reads (a repeated `type`, `abandoned_blocks`) still goes through the parser.
 *
 * Exactness, part by part (JSON, RFC 8259):
 * - strings: any character but `"`, `\` and U+0000-U+001F, or one of the escapes `\" \\ \/ \b
 *   \f \n \r \t \uXXXX` (the decoded line never holds a lone surrogate: invalid UTF-8 is
 *   reported by the line splitter before a line gets here);
 * - numbers: the JSON grammar (no leading zeros, no `+`, no bare `.`); an index is a non-negative
 *   integer;
 * - after the event, any number of further top-level fields whose name is plain (no escape, so it
 *   cannot spell a name the parser reads) and is not `type`, `event`, `abandoned_blocks` or
 *   `timestamp` (a stamp is the run's clock for a saved stream: src/run/frame-clock.ts), with a
 *   string, number, `true`, `false` or `null` value (repeating such a field is harmless: the parser
 *   never reads it). Nested values there are not accepted (they are parsed as before).
 */

/** Not a quiet line: parse it. */
export const NOT_QUIET = 0;
/** `content_block_delta` of an `input_json_delta`: no event, no state. */
export const QUIET_INPUT_DELTA = 1;
/** `content_block_stop`: no event; the open block closes. */
export const QUIET_BLOCK_STOP = 2;
/** `message_stop` without `abandoned_blocks`: no event; no block is open any more. */
export const QUIET_MESSAGE_STOP = 3;

export type QuietLineKind =
  | typeof NOT_QUIET
  | typeof QUIET_INPUT_DELTA
  | typeof QUIET_BLOCK_STOP
  | typeof QUIET_MESSAGE_STOP;

// A JSON string, the loop unrolled (runs of plain characters, then one escape) so the engine never
// backtracks inside it.
const PLAIN = String.raw`[^"\\\x00-\x1f]`;
const STRING = String.raw`"${PLAIN}*(?:\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})${PLAIN}*)*"`;
const NUMBER = String.raw`-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?`;
const INDEX = String.raw`(?:0|[1-9]\d*)`;
const SCALAR = `(?:null|true|false|${STRING}|${NUMBER})`;
const MORE_FIELDS = `(?:,"(?!(?:type|event|abandoned_blocks|timestamp)")[A-Za-z0-9_]*":${SCALAR})*`;

/**
 * What every quiet line starts with (the expression begins with it, so the character after it
 * tells the three kinds apart).
 */
const PREFIX = '{"type":"stream_event","event":{"type":"';
const BLOCK_PREFIX = `${PREFIX}content_block_`;

export const QUIET_LINE = new RegExp(
  `^${PREFIX.replaceAll('{', '\\{')}(?:` +
    String.raw`content_block_delta","index":${INDEX},"delta":\{"type":"input_json_delta","partial_json":${STRING}\}` +
    `|content_block_stop","index":${INDEX}` +
    `|message_stop"` +
    String.raw`)\}${MORE_FIELDS}\}$`,
);

const C = 0x63; // 'c' of content_block_*
const D = 0x64; // 'd' of content_block_delta

/** Which quiet line `text` is, or NOT_QUIET. */
export function quietLineKind(text: string): QuietLineKind {
  if (!QUIET_LINE.test(text)) return NOT_QUIET;
  if (text.charCodeAt(PREFIX.length) !== C) return QUIET_MESSAGE_STOP;
  return text.charCodeAt(BLOCK_PREFIX.length) === D ? QUIET_INPUT_DELTA : QUIET_BLOCK_STOP;
}

const SESSION_KEY = '"session_id":';

/** The last session asked about and its JSON spelling: stringified once, not once a line. */
let spelledSession: string | null = null;
let spelling = '';

/**
 * Whether a quiet line (one `quietLineKind` took: valid JSON of a known shape, whose only string
 * values are quoted, so `"session_id":` can appear in it only as a field name) names no session
 * but `session`, or none at all. A line that names another session, names one twice, or spells the
 * id otherwise than JSON.stringify does answers false: it is parsed, and a frame of another session
 * is then set aside as not the agent's (src/stream/frames.ts), exactly as without the fast path.
 */
export function quietLineSessionAgrees(text: string, session: string | null): boolean {
  if (session === null) return true;
  const at = text.indexOf(SESSION_KEY);
  if (at < 0) return true;
  const value = at + SESSION_KEY.length;
  if (text.indexOf(SESSION_KEY, value) >= 0) return false;
  if (session !== spelledSession) {
    spelling = JSON.stringify(session);
    spelledSession = session;
  }
  const want = spelling;
  if (!text.startsWith(want, value)) return false;
  const next = text.charCodeAt(value + want.length);
  return next === 0x2c || next === 0x7d; // ',' or '}'
}
