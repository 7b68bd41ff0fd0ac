/**
 * Workflow-command safety for everything Narrator prints where the GitHub Actions runner reads it
 * (the job log: @actions/core's info, group titles, annotation and failure messages; the CLI's
 * stdout and stderr). ONE sanitizer, applied at the printing edge (src/runner/core.ts for the
 * Action, src/cli.ts for the CLI), so no call site can forget it.
 *
 * It follows the runner's own rule (actions/runner: src/Runner.Sdk/ProcessInvoker.cs reads the
 * step's output with StreamReader.ReadLine; src/Runner.Common/ActionCommand.cs parses each line):
 * - a line ends at "\r\n", "\r" or "\n" — nothing else;
 * - `TryParseV2` trims the line's start with .NET's Char.IsWhiteSpace, then looks for `::` — and that
 *   set is not JavaScript's `\s`: it has U+0085 (NEXT LINE), which `\s` lacks;
 * - the legacy `TryParse` finds `##[` ANYWHERE in the line.
 * So a `::` that follows only .NET white space at the start of a line becomes `: :`, and every `##[`
 * becomes `# #[`. The text stays readable; the runner sees no command.
 *
 * The same code serves a whole text (neutralizeCommands) and a stream written in pieces
 * (CommandSafeText), where a `::` or `##[` can straddle two writes.
 */

/**
 * Char.IsWhiteSpace (learn.microsoft.com, System.Char.IsWhiteSpace): the SpaceSeparator, LineSeparator
 * and ParagraphSeparator categories plus U+0009–U+000D and U+0085. U+FEFF is added on purpose: the
 * runner's StreamReader drops a byte-order mark at the very start of the output, so it is treated as
 * white space too (breaking one `::` more than needed is harmless).
 */
const RUNNER_WHITE_SPACE = new Set(
  [
    '\t',
    '\n',
    '\v',
    '\f',
    '\r',
    ' ',
    '\u0085',
    '\u00a0',
    '\u1680',
    '\u2000',
    '\u2001',
    '\u2002',
    '\u2003',
    '\u2004',
    '\u2005',
    '\u2006',
    '\u2007',
    '\u2008',
    '\u2009',
    '\u200a',
    '\u2028',
    '\u2029',
    '\u202f',
    '\u205f',
    '\u3000',
    '\ufeff',
  ].map((c) => c.charCodeAt(0)),
);

const CR = 0x0d;
const LF = 0x0a;
const COLON = 0x3a;
const HASH = 0x23;
const BRACKET = 0x5b;

/** True for a character the runner trims before it looks for `::` (see RUNNER_WHITE_SPACE). */
export function isRunnerWhiteSpace(code: number): boolean {
  return RUNNER_WHITE_SPACE.has(code);
}

/** RUNNER_WHITE_SPACE as the body of a character class. */
const WHITE_CLASS = [...RUNNER_WHITE_SPACE].map((c) => `\\u${c.toString(16).padStart(4, '0')}`).join('');
/** The same class without the line breaks. */
const BLANK_CLASS = [...RUNNER_WHITE_SPACE]
  .filter((c) => c !== 0x0a && c !== 0x0d)
  .map((c) => `\\u${c.toString(16).padStart(4, '0')}`)
  .join('');
/**
 * Something `write` may change: a '#' anywhere, a ':' after only white space since a line break.
 * The rule as an expression; `write` asks `mayBreak`, which decides the same by searches (the
 * tests hold the two to each other: test/security/workflow-commands.test.ts). The white space before a ':' is looked at from its start only (what no white space precedes),
 * up to its first line break: from every line break of a long run of them, each look ran to the
 * end of the run.
 */
export const RISK = new RegExp(`#|(?<![${WHITE_CLASS}])[${BLANK_CLASS}]*[\\r\\n][${WHITE_CLASS}]*:`);
/** The same, when the text begins at a line start. */
export const RISK_AT_START = new RegExp(`^[${WHITE_CLASS}]*:|${RISK.source}`);
export const ALL_WHITE = new RegExp(`^[${WHITE_CLASS}]*$`);

/**
 * Whether `write` may change `text` (what RISK, or RISK_AT_START at a line start, finds), by
 * searches: a '#', or a ':' after only white space since a line break. The expression tried its
 * look-behind at every character (17 ms of a 100 MiB summarize's 4.8 MB of JSON); this looks only
 * after each line break, and from the end of a run of white space on (each break inside a run
 * leads to the same end, so no character is looked at twice).
 */
export function mayBreak(text: string, atLineStart: boolean): boolean {
  if (text.indexOf('#') !== -1) return true;
  const length = text.length;
  let lf = text.indexOf('\n');
  let cr = text.indexOf('\r');
  let at = 0; // just after a line break, or the start
  if (!atLineStart) {
    const first = cr === -1 || (lf !== -1 && lf < cr) ? lf : cr;
    if (first === -1) return false;
    at = first + 1;
  }
  for (;;) {
    let end = at;
    while (end < length) {
      const c = text.charCodeAt(end);
      if (c !== 0x20 && !RUNNER_WHITE_SPACE.has(c)) break;
      end++;
    }
    if (end === length) return false;
    if (text.charCodeAt(end) === COLON) return true;
    // The character at `end` is no break: the next one comes after it.
    if (lf !== -1 && lf < end) lf = text.indexOf('\n', end);
    if (cr !== -1 && cr < end) cr = text.indexOf('\r', end);
    const next = cr === -1 || (lf !== -1 && lf < cr) ? lf : cr;
    if (next === -1) return false;
    at = next + 1;
  }
}

/**
 * A sanitizer for text written in pieces (a log line by line, a child's stderr chunk by chunk):
 * `write` returns what may be printed now; a `:` at a line start or a run of `#` is held back until
 * the next character decides it, and `end` returns whatever is still held.
 */
export class CommandSafeText {
  /** Only runner white space since the last line break (or the start). */
  #lineStart = true;
  /** ':' seen at a line start, or a run of '#', not printed yet. */
  #held = '';

  write(text: string): string {
    // Most text has nothing to break (the JSON of `narrator summarize`: 4.8 MB went through the
    // loop below at ~100 MB/s): one search, and only where the next piece starts is kept.
    if (this.#held === '' && !mayBreak(text, this.#lineStart)) {
      const lastBreak = Math.max(text.lastIndexOf('\n'), text.lastIndexOf('\r'));
      this.#lineStart =
        (lastBreak !== -1 || this.#lineStart) &&
        ALL_WHITE.test(lastBreak === -1 ? text : text.slice(lastBreak + 1));
      return text;
    }
    let out = '';
    let from = 0;
    const flushTo = (i: number): void => {
      if (i > from) out += text.slice(from, i);
      from = i;
    };
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (this.#held !== '') {
        // `from` is at i: the held characters came before this one.
        if (this.#held === ':') {
          this.#held = '';
          this.#lineStart = false;
          if (c === COLON) {
            out += ': :';
            from = i + 1;
            continue;
          }
          out += ':';
        } else if (c === HASH) {
          // Hold at most the last two '#' (all `##[` needs); print the older ones.
          if (this.#held.length >= 2) out += '#';
          this.#held = '##';
          from = i + 1;
          continue;
        } else if (c === BRACKET && this.#held.length >= 2) {
          out += '# #[';
          this.#held = '';
          from = i + 1;
          continue;
        } else {
          out += this.#held;
          this.#held = '';
        }
      }
      if (c === CR || c === LF) {
        this.#lineStart = true;
      } else if (c === HASH) {
        flushTo(i);
        this.#held = '#';
        this.#lineStart = false;
        from = i + 1;
      } else if (this.#lineStart && c === COLON) {
        flushTo(i);
        this.#held = ':';
        from = i + 1;
      } else if (this.#lineStart && !RUNNER_WHITE_SPACE.has(c)) {
        this.#lineStart = false;
      }
    }
    flushTo(text.length);
    return out;
  }

  /** What is still held back (a lone ':' or '#' at the very end). */
  end(): string {
    const held = this.#held;
    this.#held = '';
    this.#lineStart = true;
    return held;
  }
}

/**
 * `text` made unable to issue a workflow command, as one piece printed at a line start (what
 * core.info, a group title or an annotation message is). Idempotent.
 */
export function neutralizeCommands(text: string): string {
  // Fast path: without ':' or '#' there is nothing to break.
  if (!text.includes(':') && !text.includes('#')) return text;
  const safe = new CommandSafeText();
  return safe.write(text) + safe.end();
}

/**
 * JSON text (e.g. `narrator summarize`) made unable to issue a legacy `##[` command WITHOUT changing
 * what it says: in JSON a `#` only occurs inside strings, where `[` may be written `\u005b`. (A
 * pretty-printed JSON line never starts with `::`, and string escapes keep line breaks out.)
 */
export function jsonSafeForLog(json: string): string {
  return json.replace(/##\[/g, '##\\u005b');
}
