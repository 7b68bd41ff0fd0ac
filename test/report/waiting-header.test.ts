/**
 * The live comment's header while a card waits says where the answer goes and how long it has
 * waited, in words. On a real Claude Code run it read "🔄 Claude is working · 1.7 s · ⏸ waiting
 * for a maintainer · 1.5 s · claude-opus-5-5": two durations side by side, and no word of the
 * card. Hand-written summary.
 */
import { expect, test } from 'vitest';
import { commentMarker, renderComment } from '../../src/report/comment.js';
import { emptySummary } from '../../src/run/summary.js';

test("the header names the card and says the wait's time as a wait", () => {
  const s = {
    ...emptySummary('claude-code'),
    startedAt: 10_000,
    lastEventAt: 11_000,
    model: 'claude-opus-5-5',
  };
  const body = renderComment(s, {
    now: 11_700,
    waitingSince: 10_200,
    marker: commentMarker('k'),
    redact: (x) => x,
  });
  const header = body.split('\n').find((l) => l.startsWith('### '))!;
  expect(header).toBe(
    "### 🔄 Claude is working · 1.7 s · ⏸ waiting for a maintainer's answer on the card, 1.5 s so far · claude-opus-5-5",
  );
});
