/**
 * The matrix's verdict: `require` = all | any | a number of legs | a percentage of them. Pure.
 * A leg passes only on its own verdict (its outcome not in its `fail-on`); a leg without a record
 * never passes — nothing is a success by default. No legs at all is a failure.
 */
import type { Leg } from './legs.js';

export type Requirement =
  | { kind: 'all' }
  | { kind: 'any' }
  | { kind: 'count'; count: number }
  | { kind: 'percent'; percent: number };

export class RequireError extends Error {
  override name = 'RequireError';
}

/** `all`, `any`, `3`, `75%` (spaces and case ignored). Errors name the value; the caller names the option. */
export function parseRequire(raw: string): Requirement {
  const text = raw.trim().toLowerCase().replace(/\s+/g, '');
  if (text === '' || text === 'all') return { kind: 'all' };
  if (text === 'any') return { kind: 'any' };
  const percent = /^(\d+(?:\.\d+)?)%$/.exec(text);
  if (percent) {
    const value = Number(percent[1]);
    if (value > 100) throw new RequireError(`'${raw}': a percentage is at most 100%`);
    return { kind: 'percent', percent: value };
  }
  if (/^\d+$/.test(text)) {
    const count = Number(text);
    if (!Number.isSafeInteger(count)) throw new RequireError(`'${raw}' is too large`);
    return { kind: 'count', count };
  }
  throw new RequireError(`'${raw}' is not all, any, a number of legs (e.g. 2) or a percentage (e.g. 75%)`);
}

export function requirementText(r: Requirement): string {
  switch (r.kind) {
    case 'all':
      return 'all';
    case 'any':
      return 'any';
    case 'count':
      return String(r.count);
    case 'percent':
      return `${r.percent}%`;
  }
}

export interface Verdict {
  passed: boolean;
  total: number;
  succeeded: number;
  failed: number;
  /** How many legs had to pass. */
  needed: number;
  requirement: Requirement;
  /** The legs that did not pass (the ones named when the gate fails). */
  shortfall: Leg[];
  /** One sentence: why the gate passed or failed. */
  reason: string;
}

export interface VerdictOptions {
  /**
   * Set when some legs may be missing from the board (the run's jobs could not be listed): the
   * words say why. Requirements that unseen legs could turn (all, a percentage) then fail.
   */
  incomplete?: string | null;
  /** How many failing legs the reason names before "and N more". Default 20. */
  maxNamed?: number;
}

function needed(r: Requirement, total: number): number {
  switch (r.kind) {
    case 'all':
      return total;
    case 'any':
      return 1;
    case 'count':
      return r.count;
    case 'percent':
      // 75% of 3 legs needs 3 (2.25 rounds up); the tiny epsilon keeps 50% of 4 at exactly 2.
      return Math.ceil((r.percent * total) / 100 - 1e-9);
  }
}

function legWords(leg: Leg): string {
  return `${leg.label} (${leg.status})`;
}

export function decide(legs: readonly Leg[], requirement: Requirement, o: VerdictOptions = {}): Verdict {
  const total = legs.length;
  const succeeded = legs.filter((l) => l.passed).length;
  const shortfall = legs.filter((l) => !l.passed);
  const need = needed(requirement, total);
  const base = { total, succeeded, failed: total - succeeded, needed: need, requirement, shortfall };
  const req = `require ${requirementText(requirement)}`;
  if (total === 0) {
    return {
      ...base,
      passed: false,
      reason: `no legs found (${o.incomplete ?? 'no leg published a record and no job of the run was listed as a leg'}); ${req} cannot pass`,
    };
  }
  const maxNamed = o.maxNamed ?? 20;
  const named = shortfall.slice(0, maxNamed).map(legWords);
  if (shortfall.length > named.length) named.push(`and ${shortfall.length - named.length} more`);
  const short = named.length > 0 ? `; fell short: ${named.join(', ')}` : '';
  const counts = `${succeeded} of ${total} legs succeeded`;
  if (o.incomplete && (requirement.kind === 'all' || requirement.kind === 'percent')) {
    return {
      ...base,
      passed: false,
      reason: `${counts}, but legs may be missing (${o.incomplete}), so ${req} cannot be confirmed${short}`,
    };
  }
  if (succeeded >= need) {
    return { ...base, passed: true, reason: `${counts}; ${req} needs ${need}${short}` };
  }
  const tooMany = requirement.kind === 'count' && need > total ? ` (only ${total} legs ran)` : '';
  return { ...base, passed: false, reason: `${counts}; ${req} needs ${need}${tooMany}${short}` };
}
