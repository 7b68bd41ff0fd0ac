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

/**
 * A clock that runs `scale` times faster than the real one from `originMs` on (scale 30: a minute
 * passes in two real seconds), so a simulation can cover an hour of GitHub's rate limits in two
 * real minutes. Processes given the same origin and scale agree on the time, as real ones do.
 * Only for tests (see `NARRATOR_CLOCK_SCALE` in src/context/knobs.ts).
 */
export function scaledClock(originMs: number, scale: number): Clock {
  const k = Number.isFinite(scale) && scale > 0 ? scale : 1;
  return {
    now: () => originMs + (Date.now() - originMs) * k,
    setTimeout: (callback, ms) => setTimeout(callback, Math.max(0, ms) / k),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
}
