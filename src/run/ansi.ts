/**
 * Terminal escape sequences out of text a CLI wrote to its stderr. Several agent CLIs colour their
 * stderr even when it is a pipe (opencode: `\x1b[93m\x1b[1m! \x1b[0mpermission requested: …`), and
 * that text becomes the `error` output, the annotation and the comment, where an escape code is
 * noise at best and, in a comment, unreadable. Removed: CSI sequences (colours, cursor moves, erase;
 * 7-bit `ESC [` and 8-bit `\x9b`), OSC (titles, hyperlinks; ended by BEL or ST, or by the end of
 * the line when a cut tail lost the end), DCS/SOS/PM/APC strings, two-character escapes
 * (`ESC 7`, `ESC (B`…), and any ESC or C1 control left over. Newlines and tabs stay.
 */

// Built from strings so the pattern carries no raw control characters in this source file.
const ESC = '\\u001b';
export const PATTERN = new RegExp(
  [
    // OSC: ESC ] … (BEL | ESC \ | end of line), and its 8-bit form
    `(?:${ESC}\\]|\\u009d)[^\\u0007\\u001b\\n]*(?:\\u0007|${ESC}\\\\)?`,
    // DCS, SOS, PM, APC strings: ESC P|X|^|_ … ST
    `(?:${ESC}[PX^_]|[\\u0090\\u0098\\u009e\\u009f])[^\\u001b\\u009c]*(?:${ESC}\\\\|\\u009c)?`,
    // CSI: ESC [ or 8-bit CSI, parameter bytes, intermediate bytes, a final byte
    `(?:${ESC}\\[|\\u009b)[0-?]*[ -/]*[@-~]?`,
    // nF (charset designation: ESC ( B …) and Fp/Fe/Fs two-character escapes
    `${ESC}[ -/]*[0-~]?`,
    // whatever C1 control is left, and a lone ESC
    '[\\u0080-\\u009f]',
  ].join('|'),
  'g',
);

/** `text` without terminal escape sequences. */
export function stripAnsi(text: string): string {
  return text.includes('\u001b') || /[\u0080-\u009f]/.test(text) ? text.replace(PATTERN, '') : text;
}
