/**
 * The record of talking to the agent from the PR (summary.conversation, src/run/conversation.ts)
 * as lines for the comment, the step summary and the job log: who asked, allowed, denied,
 * answered or steered, and when (UTC). Pure; every text from the agent or a maintainer is
 * redacted and neutralized.
 */
import type { ConversationEntry } from '../run/conversation.js';
import { inlineCode, inlineText } from './markdown.js';

type RedactFn = (s: string) => string;

/** Lines shown at most; the rest are counted (summary.json has them all). */
export const MAX_CONVERSATION_LINES = 30;

function clock(at: number): string {
  return new Date(at).toISOString().slice(11, 19);
}

/** One entry as plain text (the job log's words), without markup. */
export function conversationText(e: ConversationEntry): string {
  const by = e.by ? `@${e.by}` : 'Narrator';
  const label = e.label ? `${e.label} ` : '';
  const what = e.text ? `: ${e.text}` : '';
  switch (e.kind) {
    case 'asked':
      // A parked request ended the run: the reader learns here that the answer starts the next one.
      return `⏸ ${label}${e.tool ?? ''} asked of a maintainer${what}${
        e.message?.includes('parked') ? ' — parked: the answer on its card starts the next run' : ''
      }`;
    case 'allowed':
      return `✅ ${label}allowed by ${by}${e.via === 'reaction' ? ' (👍)' : ''}`;
    case 'denied':
      return `🚫 ${label}denied by ${by}${e.message ? ` — ${e.message}` : ''}`;
    case 'answered':
      return `💬 ${label}answered by ${by}${e.message ? `: ${e.message}` : ''}`;
    case 'timed_out':
      return `⌛ ${label}denied: ${e.message ?? 'no maintainer answered in time'}`;
    case 'steer':
      return `📨 ${by}: '${e.text ?? ''}'`;
    case 'steer_taken':
      return `📨 the agent took ${by}'s message${e.message ? ` — ${e.message}` : ''}`;
    case 'steer_deferred':
      return `📨 ${by}: '${e.text ?? ''}' — for the next run (${e.message ?? 'the agent could not take it now'})`;
    case 'steer_delivered':
      return `📨 ${by}: '${e.text ?? ''}' — ${e.message ?? 'delivered from an earlier run'}`;
  }
}

/** The markdown block: a heading and one line per entry; '' when nothing was said. */
export function conversationBlock(entries: readonly ConversationEntry[] | undefined, r: RedactFn): string {
  if (!entries || entries.length === 0) return '';
  const shown = entries.slice(-MAX_CONVERSATION_LINES);
  const lines = shown.map((e) => `- ${inlineCode(clock(e.at))} ${inlineText(r(conversationText(e)), 300)}`);
  const more = entries.length - shown.length;
  if (more > 0) lines.unshift(`- … ${more} earlier (summary.json has them all)`);
  // The clock times are UTC: said once, as a reader's own time zone is not the runner's.
  return `**Talk with the agent** (times in UTC)\n\n${lines.join('\n')}`;
}
