/**
 * A stop asked for from the PR or issue, in words: "Stopped by @login (👎) after 3m 12s." The one
 * sentence every view shows (it is the run's error message), so the comment, the step summary,
 * the check and the job log all name the same person; each view neutralizes the mention as it
 * does any other. Pure.
 */
import type { StopRequest } from '../stream/events.js';

/** How a stop was asked for, as the views show it. */
export function stopVia(request: Pick<StopRequest, 'via'>): string {
  return request.via === 'reaction' ? '👎' : '/narrator stop';
}

export function stopRequestText(request: StopRequest): string {
  const reason = request.reason?.trim();
  return `Stopped by @${request.login} (${stopVia(request)}) after ${elapsed(request.afterMs)}${reason ? `: ${reason}` : '.'}`;
}

/** "45 s", "3m 12s", "1h 05m". */
function elapsed(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  if (total < 60) return `${total} s`;
  const minutes = Math.floor(total / 60);
  if (minutes < 60) return `${minutes}m ${String(total % 60).padStart(2, '0')}s`;
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
}
