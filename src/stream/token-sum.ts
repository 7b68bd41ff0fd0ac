import type { TokenCounts } from './events.js';

/**
 * `a + b`, field by field; one of them alone when the other is null. Token counts are never
 * mutated: the fold keeps the ones it was given. The reducer sums a step onto the run's base; the
 * ACP dialect sums the turns of one session (each prompt's answer counts only its own turn).
 */
export function addTokens(a: TokenCounts | null, b: TokenCounts): TokenCounts;
export function addTokens(a: TokenCounts | null, b: TokenCounts | null): TokenCounts | null;
export function addTokens(a: TokenCounts | null, b: TokenCounts | null): TokenCounts | null {
  if (a === null) return b;
  if (b === null) return a;
  return {
    input: a.input + b.input,
    output: a.output + b.output,
    cacheRead: a.cacheRead + b.cacheRead,
    cacheWrite: a.cacheWrite + b.cacheWrite,
  };
}
