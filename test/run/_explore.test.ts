import { readdirSync } from 'node:fs';
import { it } from 'vitest';
import { classifyFailure } from '../../src/run/failure-kind.js';
import { CAPTURES_DIR, foldCapture } from '../support/captures.js';
import { fixtureNames, foldFixture, HAND_WRITTEN_DIALECTS } from '../support/dialect-fixtures.js';

it('explore', () => {
  const out: string[] = [];
  for (const d of readdirSync(CAPTURES_DIR).filter((f) => !f.includes('.'))) {
    const v = classifyFailure(foldCapture(d));
    if (v) out.push(`claude/${d}\t${v.kind}\t${v.retryable}\t${v.advice}`);
  }
  for (const d of HAND_WRITTEN_DIALECTS)
    for (const n of fixtureNames(d)) {
      const v = classifyFailure(foldFixture(d, n));
      if (v) out.push(`${d}/${n}\t${v.kind}\t${v.retryable}\t${v.advice}`);
    }
  console.log(out.join('\n'));
});
