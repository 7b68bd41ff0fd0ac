/**
 * Whether this run resumes the stored session: pure, from the facts the edge gathered
 * (src/action/launch/session.ts). Every "no" carries its reason, worded for the log and the comment.
 */
import type { SessionSettings } from './settings.js';
import type { SessionManifest } from './store.js';

/** Whether this run's head descends from the head the session last saw. */
export type Ancestry = 'same' | 'descends' | 'rewritten' | 'unknown';

export interface ResumeFactsIn {
  settings: Pick<SessionSettings, 'continue' | 'maxAgeMs' | 'rewritten'>;
  manifest: SessionManifest;
  now: number;
  /** The model this run is told to use (null: the CLI's default). */
  model: string | null;
  ancestry: Ancestry;
  head: string | null;
}

export type ResumeDecision =
  | { resume: true /** Said to the agent in the prompt, or null. */; tell: string | null }
  | { resume: false; why: string };

const short = (sha: string | null) => (sha ? sha.slice(0, 7) : 'unknown');

function age(ms: number): string {
  if (ms < 3_600_000) return `${Math.round(ms / 60_000)} min`;
  if (ms < 2 * 86_400_000) return `${Math.round(ms / 3_600_000)} h`;
  return `${Math.round(ms / 86_400_000)} days`;
}

export function decideResume(f: ResumeFactsIn): ResumeDecision {
  const m = f.manifest;
  if (f.settings.continue === 'never') return { resume: false, why: "continue is 'never'" };
  const always = f.settings.continue === 'always';
  if (!always) {
    const old = f.now - m.savedAt;
    if (old > f.settings.maxAgeMs) {
      return { resume: false, why: `the stored session is ${age(old)} old, over continue-max-age` };
    }
    if ((m.model ?? null) !== (f.model ?? null)) {
      return {
        resume: false,
        why: `the model changed (${m.model ?? 'the CLI default'} → ${f.model ?? 'the CLI default'})`,
      };
    }
  }
  if (f.ancestry === 'same' || f.ancestry === 'descends') return { resume: true, tell: null };
  if (f.settings.rewritten === 'fresh' && !always) {
    return {
      resume: false,
      why:
        f.ancestry === 'rewritten'
          ? `the branch was rewritten (${short(m.head)} is not an ancestor of ${short(f.head)}) and continue-rewritten is 'fresh'`
          : `Narrator cannot tell whether ${short(f.head)} descends from ${short(m.head)} and continue-rewritten is 'fresh'`,
    };
  }
  const what =
    f.ancestry === 'rewritten'
      ? `the branch was rewritten since your last run: it was at ${short(m.head)}, which is not an ancestor of the head now, ${short(f.head)}`
      : `the head moved from ${short(m.head)} to ${short(f.head)}, and Narrator could not tell whether the old head is an ancestor of the new one`;
  return {
    resume: true,
    tell: `Note from Narrator: ${what}. Files you read before may have changed: read them again before relying on them.`,
  };
}
