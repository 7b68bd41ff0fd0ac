// Whether a run resumes the stored session (src/session/decide.ts), from hand-written facts.
import { describe, expect, test } from 'vitest';
import { decideResume, type ResumeFactsIn } from '../../src/session/decide.js';

const HOUR = 3_600_000;
const base: ResumeFactsIn = {
  settings: { continue: 'auto', maxAgeMs: 24 * HOUR, rewritten: 'tell' },
  manifest: {
    version: 1,
    scope: { repository: 'o/r', number: 1, job: 'w/j', agent: 'claude' },
    sessionId: 's',
    model: 'opus',
    head: 'a'.repeat(40),
    savedAt: 1_000 * HOUR,
    run: { id: '1', attempt: '1', url: null },
    cwd: '/w',
  },
  now: 1_001 * HOUR,
  model: 'opus',
  ancestry: 'descends',
  head: 'b'.repeat(40),
};

describe('decideResume', () => {
  test('auto resumes a young store of the same model whose head is an ancestor', () => {
    expect(decideResume(base)).toEqual({ resume: true, tell: null });
    expect(decideResume({ ...base, ancestry: 'same' })).toEqual({ resume: true, tell: null });
  });
  test('auto: too old, another model, never', () => {
    expect(decideResume({ ...base, now: 1_030 * HOUR })).toMatchObject({ resume: false, why: /30 h old/ });
    expect(decideResume({ ...base, model: 'sonnet' })).toMatchObject({ resume: false, why: /opus → sonnet/ });
    expect(decideResume({ ...base, settings: { ...base.settings, continue: 'never' } })).toMatchObject({
      resume: false,
    });
  });
  test('a rewritten head: tell resumes and says what changed; fresh does not', () => {
    const told = decideResume({ ...base, ancestry: 'rewritten' });
    expect(told).toMatchObject({ resume: true, tell: /rewritten.*aaaaaaa.*bbbbbbb/ });
    expect(
      decideResume({ ...base, ancestry: 'rewritten', settings: { ...base.settings, rewritten: 'fresh' } }),
    ).toMatchObject({ resume: false, why: /rewritten/ });
  });
  test('always resumes an old store of another model', () => {
    const always = { ...base.settings, continue: 'always' as const };
    expect(decideResume({ ...base, settings: always, now: 9_999 * HOUR, model: 'x' })).toEqual({
      resume: true,
      tell: null,
    });
  });
});
