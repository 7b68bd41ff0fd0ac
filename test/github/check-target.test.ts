/**
 * Where a check run goes (src/github/check-target.ts) and what its conclusion is
 * (src/report/check-output.ts): pure rules, one case per trigger.
 */
import { describe, expect, it } from 'vitest';
import { checkName, checkPlace } from '../../src/github/check-target.js';
import { checkConclusion } from '../../src/report/check-output.js';
import { decideVerdict, type VerdictFacts } from '../../src/run/verdict.js';
import { OUTCOMES, type Outcome } from '../../src/stream/events.js';

const SHA = 'feedfacefeedfacefeedfacefeedfacefeedface';
const RUN_SHA = 'cafebabecafebabecafebabecafebabecafebabe';
const prTarget = { owner: 'o', repo: 'r', issueNumber: 7, kind: 'pr' as const };
const issueTarget = { owner: 'o', repo: 'r', issueNumber: 8, kind: 'issue' as const };

describe('checkPlace', () => {
  const place = (eventName: string, payload: unknown, o: Partial<Parameters<typeof checkPlace>[0]> = {}) =>
    checkPlace({ setting: 'auto', eventName, payload, commentTarget: null, sha: SHA, ...o });

  it('auto: comment and review events on a pull request read its head', () => {
    expect(place('issue_comment', { issue: { number: 7, pull_request: {} } })).toMatchObject({
      kind: 'pull',
      number: 7,
    });
    expect(place('pull_request_review', { pull_request: { number: 7 } })).toMatchObject({
      kind: 'pull',
      number: 7,
    });
    expect(place('pull_request_review_comment', { pull_request: { number: 7 } })).toMatchObject({
      kind: 'pull',
      number: 7,
    });
  });

  it('auto: an issue comment on a plain issue gets none, even with an issue target', () => {
    expect(place('issue_comment', { issue: { number: 8 } }, { commentTarget: issueTarget }).kind).toBe(
      'none',
    );
  });

  it('auto: workflow_run takes its head_sha; none without one', () => {
    expect(place('workflow_run', { workflow_run: { head_sha: RUN_SHA } })).toMatchObject({
      kind: 'sha',
      sha: RUN_SHA,
    });
    expect(place('workflow_run', { workflow_run: {} }).kind).toBe('none');
  });

  it('auto: dispatch, schedule and others only when comment-on names a pull request', () => {
    for (const event of ['workflow_dispatch', 'schedule', 'repository_dispatch']) {
      expect(place(event, {}).kind).toBe('none');
      expect(place(event, {}, { commentTarget: prTarget })).toMatchObject({
        kind: 'pull',
        number: 7,
        fallbackSha: null,
      });
      // An explicit number may be an issue: the API says (404: none).
      expect(place(event, {}, { commentTarget: issueTarget })).toMatchObject({ kind: 'pull', number: 8 });
    }
  });

  it('auto: never for a job that is already a check on its commit', () => {
    for (const event of ['pull_request', 'pull_request_target', 'push', 'merge_group']) {
      expect(place(event, { pull_request: { number: 7 } }, { commentTarget: prTarget }).kind).toBe('none');
    }
  });

  it('true: the pull request head when there is one (GITHUB_SHA if it is not one), else GITHUB_SHA', () => {
    expect(place('pull_request', { pull_request: { number: 7 } }, { setting: true })).toMatchObject({
      kind: 'pull',
      number: 7,
      fallbackSha: SHA,
    });
    expect(place('push', {}, { setting: true })).toMatchObject({ kind: 'sha', sha: SHA });
    expect(place('workflow_run', { workflow_run: { head_sha: RUN_SHA } }, { setting: true })).toMatchObject({
      kind: 'sha',
      sha: RUN_SHA,
    });
    expect(place('push', {}, { setting: true, sha: 'not-a-sha' }).kind).toBe('none');
  });

  it('false: never', () => {
    expect(place('issue_comment', { issue: { number: 7, pull_request: {} } }, { setting: false }).kind).toBe(
      'none',
    );
  });
});

describe('checkConclusion', () => {
  it('success whenever the job passes; cancelled and timed_out as such; failure for every other outcome', () => {
    const failOn = OUTCOMES.filter((o) => o !== 'success');
    // The check renders the run's verdict (src/run/verdict.ts) in the Checks API's words.
    const conclusion = (outcome: Outcome | null, on?: readonly Outcome[], facts: VerdictFacts = {}) =>
      checkConclusion(decideVerdict({ outcome }, on, facts));
    expect(conclusion('success', failOn)).toBe('success');
    expect(conclusion('cancelled', failOn)).toBe('cancelled');
    expect(conclusion('timed_out', failOn)).toBe('timed_out');
    for (const o of ['error', 'max_turns', 'budget_exceeded', 'max_tokens'] as const)
      expect(conclusion(o, failOn)).toBe('failure');
    // An outcome this list does not know yet fails by default (the default fail-on lists every one).
    expect(conclusion('incomplete', [...failOn, 'incomplete'])).toBe('failure');
    // incomplete is in the default fail-on: a run that left work unfinished fails its check.
    expect(conclusion('incomplete', undefined)).toBe('failure');
    expect(conclusion('max_turns', ['error'])).toBe('success');
    expect(conclusion(null, failOn)).toBe('failure');
    expect(conclusion('success', failOn, { setupFailure: { stage: 'setup', reason: 'no agent' } })).toBe(
      'failure',
    );
    // A leg record's name taken fails the check too, even on a cancelled outcome fail-on lets pass.
    expect(conclusion('cancelled', [], { recordTaken: 'taken' })).toBe('failure');
  });
});

describe('checkName', () => {
  it('check-name wins; else narrator / workflow / job with the leg; one line, bounded', () => {
    expect(checkName({ checkName: 'agent review', workflow: 'w', job: 'j', leg: null })).toBe('agent review');
    expect(checkName({ checkName: null, workflow: 'CI', job: 'review', leg: null })).toBe(
      'narrator / CI / review',
    );
    expect(checkName({ checkName: null, workflow: 'CI', job: 'review', leg: 'leg 2: codex' })).toBe(
      'narrator / CI / review (leg 2: codex)',
    );
    expect(checkName({ checkName: 'a\nb', workflow: 'w', job: 'j', leg: null })).toBe('a b');
    expect(checkName({ checkName: 'x'.repeat(500), workflow: 'w', job: 'j', leg: null })).toHaveLength(200);
  });
});
