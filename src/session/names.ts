/**
 * The names a session store goes by: one per repository, pull request or issue, job and agent.
 * The Action saves under them (src/action/launch/session.ts) and `narrator pull` finds by them
 * (src/cli/pull.ts), so both read them from here.
 */
import { createHash } from 'node:crypto';
import type { SessionScope } from './store.js';

/** 32 hex characters of the scope: it names no pull request or job in clear. */
export function sessionScopeId(scope: SessionScope): string {
  return createHash('sha256')
    .update(JSON.stringify([scope.repository, scope.number, scope.job, scope.agent]))
    .digest('hex')
    .slice(0, 32);
}

/** The run's artifact holding the sealed store (artifact names are unique in a run). */
export function sessionArtifactName(scope: SessionScope): string {
  return `narrator-session-${sessionScopeId(scope)}`;
}
