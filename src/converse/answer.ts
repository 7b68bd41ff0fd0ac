/**
 * What a maintainer writes on the PR to the running agent, parsed: `/narrator allow [Qn]`,
 * `/narrator deny [Qn] [why]`, `/narrator answer [Qn] N[,M…]`, `/narrator say <text>`. The command
 * is the first line that starts with `/narrator`; a label names the request it answers (without
 * one, the oldest request waiting). Pure.
 */

export type ConverseCommand =
  | { kind: 'allow'; label: string | null }
  | { kind: 'deny'; label: string | null; why: string | null }
  | { kind: 'answer'; label: string | null; choices: number[] }
  | { kind: 'say'; text: string };

const MAX_WHY = 300;
const LABEL = /^Q\d{1,4}$/i;

export function parseConverseCommand(body: string): ConverseCommand | null {
  const m = /^[ \t]*\/narrator[ \t]+(allow|deny|answer|say)\b[ \t]*(.*)$/im.exec(body);
  if (!m) return null;
  const verb = m[1]!.toLowerCase();
  if (verb === 'say') {
    // The text is the rest of the comment from the command on (it may run over several lines).
    const start = m.index + m[0].length - m[2]!.length;
    const text = body.slice(start).trim();
    return text === '' ? null : { kind: 'say', text };
  }
  const words = m[2]!.trim().split(/\s+/).filter(Boolean);
  let label: string | null = null;
  if (words[0] !== undefined && LABEL.test(words[0])) label = words.shift()!.toUpperCase();
  if (verb === 'allow') return { kind: 'allow', label };
  if (verb === 'deny') {
    const why = words.join(' ').trim();
    return { kind: 'deny', label, why: why === '' ? null : why.slice(0, MAX_WHY) };
  }
  const choices = words
    .join(' ')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((w) => (/^\d{1,3}$/.test(w) ? Number(w) : Number.NaN));
  if (choices.length === 0 || choices.some((n) => !Number.isInteger(n) || n < 1)) return null;
  return { kind: 'answer', label, choices };
}
