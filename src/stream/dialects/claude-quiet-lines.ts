/**
 * Claude Code lines that carry nothing for the summary, recognized without `JSON.parse`.
 *
 * With partial messages, about half of a Claude Code stream's lines are `stream_event` frames the
 * parser reads and drops: tool-input deltas (`input_json_delta`: tool input is taken whole from the
 * assistant frame), and the `content_block_start` (of a text or tool_use block: the assistant
 * frame is the one counted) / `content_block_stop` / `message_stop` markers, which only move the
 * parser's idea of the open block. Parsing them builds five objects and four strings per line that
 * nobody reads. So does the `system/status` line (status `requesting`) the CLI writes before each
 * model request. In the 100 MiB bench they are 62% of the lines and 48% of the bytes.
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
 *   never reads it; nor `subtype`, `status`, `compact_result`, `compact_error`, which the parser
 *   reads on a status line). Nested values there are not accepted (they are parsed as before).
 *   Once the run's session is known, `session_id` may appear once and only with that session's id.
 */

/** Not a quiet line: parse it. */
export const NOT_QUIET = 0;
/** `content_block_delta` of an `input_json_delta`: no event, no state. */
export const QUIET_INPUT_DELTA = 1;
/** `content_block_stop`: no event; the open block closes. */
export const QUIET_BLOCK_STOP = 2;
/** `message_stop` without `abandoned_blocks`: no event; no block is open any more. */
export const QUIET_MESSAGE_STOP = 3;
/**
 * `content_block_start` of an empty text block or of a tool_use block with an empty input (how the
 * CLI opens both): no event; the block at its index is open (`blockStartIndex` reads the index).
 */
export const QUIET_BLOCK_START = 4;
/**
 * `system/status` with status `requesting` and no compaction result (what the CLI writes before
 * each model request): no event, no state.
 */
export const QUIET_STATUS = 5;

export type QuietLineKind =
  | typeof NOT_QUIET
  | typeof QUIET_INPUT_DELTA
  | typeof QUIET_BLOCK_STOP
  | typeof QUIET_MESSAGE_STOP
  | typeof QUIET_BLOCK_START
  | typeof QUIET_STATUS;

// A JSON string, the loop unrolled (runs of plain characters, then one escape) so the engine never
// backtracks inside it.
const PLAIN = String.raw`[^"\\\x00-\x1f]`;
const STRING = String.raw`"${PLAIN}*(?:\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})${PLAIN}*)*"`;
const NUMBER = String.raw`-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?`;
const INDEX = String.raw`(?:0|[1-9]\d*)`;
const SCALAR = `(?:null|true|false|${STRING}|${NUMBER})`;
/** Top-level field names the parser reads (or the clock does), which a quiet line may not hold. */
const READ_NAMES = 'type|event|abandoned_blocks|timestamp|subtype|status|compact_result|compact_error';
const MORE_FIELDS = `(?:,"(?!(?:${READ_NAMES})")[A-Za-z0-9_]*":${SCALAR})*`;

/**
 * What every quiet line starts with (the expression begins with it, so the character after it
 * tells the kinds apart).
 */
const PREFIX = '{"type":"stream_event","event":{"type":"';
const BLOCK_PREFIX = `${PREFIX}content_block_`;

/** What a quiet status line starts with. */
const STATUS_PREFIX = '{"type":"system","subtype":"status","status":"requesting"';

/** The frame up to the end of its event (or its status): the quiet shapes. */
const QUIET_EVENT =
  `^(?:${STATUS_PREFIX.replaceAll('{', '\\{')}|${PREFIX.replaceAll('{', '\\{')}(?:` +
  String.raw`content_block_delta","index":${INDEX},"delta":\{"type":"input_json_delta","partial_json":${STRING}\}` +
  `|content_block_stop","index":${INDEX}` +
  `|content_block_start","index":${INDEX},"content_block":` +
  String.raw`\{"type":"(?:text","text":""|tool_use","id":${STRING},"name":${STRING},"input":\{\})\}` +
  `|message_stop"` +
  String.raw`)\})`;

/** A quiet line while the run's session is not known yet: any further fields. */
export const QUIET_LINE = new RegExp(`${QUIET_EVENT}${MORE_FIELDS}\\}$`);

/**
 * The source of the expression for a quiet line of the session spelled `spelling` (its
 * JSON.stringify): the further fields may name a session once, and only this one, spelled this
 * way; any other field is as in QUIET_LINE but for `session_id`. A line that names another
 * session, names one twice or spells the id otherwise (an escape) is then not quiet: it is parsed,
 * and a frame of another session is set aside as not the agent's (src/stream/frames.ts), exactly
 * as without the fast path. One expression decides both (the shape and the session): the session
 * looked up apart, with two searches of each line, was a tenth of a 100 MiB summarize. With
 * `spelling` null, no line that names a session is quiet.
 */
export function sessionLineSource(spelling: string | null): string {
  const field = `,"(?!(?:${READ_NAMES}|session_id)")[A-Za-z0-9_]*":${SCALAR}`;
  if (spelling === null) return `${QUIET_EVENT}(?:${field})*\\}$`;
  const value = spelling.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');
  return `${QUIET_EVENT}(?:${field})*(?:,"session_id":${value}(?:${field})*)?\\}$`;
}

/**
 * The longest session id spelled into an expression. The id comes from the stream: one of
 * megabytes made an expression V8 refuses to build ("too large") after a second of trying. A
 * longer id (no agent writes one: Claude Code's are UUIDs) gets the expression that takes no line
 * naming a session at all: those lines are parsed, as without the fast path.
 */
const MAX_SPELLED_SESSION = 256;

/** The last session asked about and its expression: built once a session, not once a line. */
let lineSession: string | null = null;
let sessionLine: RegExp = QUIET_LINE;

function lineOf(session: string): RegExp {
  if (session !== lineSession) {
    const spelling = JSON.stringify(session);
    sessionLine = new RegExp(sessionLineSource(spelling.length <= MAX_SPELLED_SESSION ? spelling : null));
    lineSession = session;
  }
  return sessionLine;
}

const C = 0x63; // 'c' of content_block_*
const D = 0x64; // 'd' of content_block_delta
const A = 0x61; // 'a' of content_block_start (content_block_stop: 'o')
const Y = 0x79; // 'y' of system (stream_event: 't')
/** Where `{"type":"s` is followed by the letter that tells stream_event from system. */
const STREAM_OR_SYSTEM = '{"type":"s'.length;

/**
 * Which quiet line `text` is, or NOT_QUIET. With `session` (the run's, once known), a line that
 * names another session, or this one otherwise than JSON.stringify spells it, is NOT_QUIET.
 */
export function quietLineKind(text: string, session: string | null = null): QuietLineKind {
  if (!(session === null ? QUIET_LINE : lineOf(session)).test(text)) return NOT_QUIET;
  if (text.charCodeAt(STREAM_OR_SYSTEM) === Y) return QUIET_STATUS;
  if (text.charCodeAt(PREFIX.length) !== C) return QUIET_MESSAGE_STOP;
  const c = text.charCodeAt(BLOCK_PREFIX.length);
  if (c === D) return QUIET_INPUT_DELTA;
  return text.charCodeAt(BLOCK_PREFIX.length + 2) === A ? QUIET_BLOCK_START : QUIET_BLOCK_STOP;
}

/** Where the index of a QUIET_BLOCK_START line begins. */
const START_INDEX_AT = `${BLOCK_PREFIX}start","index":`.length;

/**
 * The index of a QUIET_BLOCK_START line: the number JSON.parse reads there (the expression took
 * only digits up to the next comma, and Number rounds a long run of them as JSON.parse does).
 */
export function blockStartIndex(text: string): number {
  return Number(text.slice(START_INDEX_AT, text.indexOf(',', START_INDEX_AT)));
}
