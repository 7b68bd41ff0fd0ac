/**
 * The time source of the GitHub sinks. Injected (never read from globals inside the throttling
 * logic) so the pacing rules can be tested with a fake clock, without sleeping.
 */
export type TimerHandle = unknown;

export interface Clock {
  /** Milliseconds since the Unix epoch (compared with GitHub's x-ratelimit-reset). */
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

/**
 * The real clock. Timers stay ref'd on purpose: while `finish()` waits for a rate limit to pass,
 * the pending timer is what keeps the process alive until the final edit lands.
 */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, Math.max(0, ms)),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
