/** The session inputs (`continue`, `continue-max-age`, `continue-rewritten`, `session-key`, `session-max-mb`). */

export type ContinueSetting = 'auto' | 'never' | 'always';
export type RewrittenSetting = 'tell' | 'fresh';

export interface SessionSettings {
  continue: ContinueSetting;
  /** The oldest store `auto` resumes, ms. */
  maxAgeMs: number;
  /** When the head the session last saw is not an ancestor of this run's head. */
  rewritten: RewrittenSetting;
  /** The secret the store is sealed with; null: no resume (and nothing saved). */
  key: string | null;
  /** The cap on a sealed store, bytes. */
  maxBytes: number;
}

/** The defaults (src/inputs.ts's INPUT_DEFAULTS and action.yml say the same). */
const DEFAULTS: Readonly<Record<string, string>> = {
  continue: 'auto',
  'continue-max-age': '7d',
  'continue-rewritten': 'tell',
  'session-max-mb': '64',
};

const UNITS: Readonly<Record<string, number>> = { m: 60_000, h: 3_600_000, d: 86_400_000 };

/** Throws `fail(input, why)` for a value it cannot take. */
export function parseSessionSettings(
  raw: (name: string) => string,
  fail: (input: string, why: string) => Error,
): SessionSettings {
  const value = (name: string) => raw(name).trim() || (DEFAULTS[name] ?? '');
  const setting = value('continue').toLowerCase();
  if (setting !== 'auto' && setting !== 'never' && setting !== 'always') {
    throw fail('continue', "expected 'auto', 'never' or 'always'");
  }
  const age = /^(\d+(?:\.\d+)?)\s*([mhd])$/i.exec(value('continue-max-age'));
  if (!age) throw fail('continue-max-age', "expected a number and a unit: '90m', '24h', '7d'");
  const rewritten = value('continue-rewritten').toLowerCase();
  if (rewritten !== 'tell' && rewritten !== 'fresh') {
    throw fail('continue-rewritten', "expected 'tell' or 'fresh'");
  }
  const mb = Number(value('session-max-mb'));
  if (!Number.isFinite(mb) || mb <= 0 || mb > 1024) {
    throw fail('session-max-mb', 'expected a number of megabytes above 0, at most 1024');
  }
  const key = raw('session-key');
  return {
    continue: setting,
    maxAgeMs: Number(age[1]) * UNITS[age[2]!.toLowerCase()]!,
    rewritten,
    key: key === '' ? null : key,
    maxBytes: Math.round(mb * 1024 * 1024),
  };
}
