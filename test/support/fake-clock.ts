/**
 * A hand-driven clock for the throttling tests: time only moves when the test says so, and timers
 * fire in order, letting promise callbacks settle between them. Implements src/github/clock.ts.
 */
import type { Clock, TimerHandle } from '../../src/github/clock.js';

interface Timer {
  id: number;
  at: number;
  callback: () => void;
}

export class FakeClock implements Clock {
  #now: number;
  #nextId = 1;
  #timers: Timer[] = [];

  constructor(start = Date.UTC(2026, 0, 1)) {
    this.#now = start;
  }

  now(): number {
    return this.#now;
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    const timer = { id: this.#nextId++, at: this.#now + Math.max(0, ms), callback };
    this.#timers.push(timer);
    return timer.id;
  }

  clearTimeout(handle: TimerHandle): void {
    this.#timers = this.#timers.filter((timer) => timer.id !== handle);
  }

  pendingTimers(): number {
    return this.#timers.length;
  }

  /** Moves time forward by `ms`, firing every timer due on the way, in time order. */
  async advance(ms: number): Promise<void> {
    const end = this.#now + ms;
    for (;;) {
      await settle();
      const next = this.#timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!next) break;
      this.#timers = this.#timers.filter((t) => t !== next);
      this.#now = Math.max(this.#now, next.at);
      next.callback();
    }
    this.#now = end;
    await settle();
  }
}

/** Lets queued promise reactions run (several rounds, as async functions chain them). */
export async function settle(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) await Promise.resolve();
}
