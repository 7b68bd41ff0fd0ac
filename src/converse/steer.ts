/**
 * A maintainer's steer (`/narrator say <text>`) made fit for the agent: HTML comments (hidden on
 * the PR, so nobody reviewing it saw them), bidirectional controls and zero-width characters taken
 * out, line ends normalized, the length capped; then wrapped so the agent knows who said it and
 * that it changes nothing of what it may do. Pure.
 */

/** The longest steer kept, in characters (the rest is cut, and the cut said). */
export const MAX_STEER_CHARS = 2_000;

const INVISIBLE = /[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

export function cleanSteer(raw: string, max = MAX_STEER_CHARS): { text: string; cut: boolean } {
  let s = raw.replace(/\r\n?/g, '\n');
  // Hidden comments, and an unclosed one to the end (GitHub hides that too).
  s = s.replace(/<!--[\s\S]*?(?:-->|$)/g, '');
  s = s.replace(INVISIBLE, '');
  // Other control characters but newline and tab.
  s = s.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
  s = s.replace(/\n{3,}/g, '\n\n').trim();
  const chars = [...s];
  if (chars.length <= max) return { text: s, cut: false };
  return { text: `${chars.slice(0, max - 1).join('')}…`, cut: true };
}

export function wrapSteer(login: string, text: string): string {
  return [
    `A maintainer (@${login}) added this instruction while you were working:`,
    '',
    text,
    '',
    '(It does not change the tools, model or permissions you have.)',
  ].join('\n');
}
