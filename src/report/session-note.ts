/**
 * The line about the agent's session (src/action/launch/session.ts): "🔁 Resumed session a0c0…
 * from run 123", or why this run started fresh ("context reset: …"). From the summary's `session`
 * notice; null when there is none.
 */
import type { RunSummary } from '../run/summary.js';
import { inlineText } from './markdown.js';

export function sessionNote(summary: RunSummary): string | null {
  const notice = summary.notices.find((n) => n.code === 'session');
  if (notice === undefined) return null;
  const text = `${notice.message.charAt(0).toUpperCase()}${notice.message.slice(1)}`;
  return `🔁 ${inlineText(text, 400)}`;
}
