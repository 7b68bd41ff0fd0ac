import { describe, expect, it } from 'vitest';
import { resolveTarget } from '../../src/github/target.js';
import {
  commentKey,
  commentMarker,
  hasMarker,
  sanitizeKey,
  withMarker,
} from '../../src/report/comment-key.js';

const repository = 'octo/widgets';

describe('resolveTarget', () => {
  it.each([
    ['pull_request', { number: 12, pull_request: { number: 12 } }, 12, 'pr'],
    ['pull_request_target', { pull_request: { number: 13 } }, 13, 'pr'],
    ['pull_request_review', { pull_request: { number: 14 }, review: {} }, 14, 'pr'],
    ['pull_request_review_comment', { pull_request: { number: 15 }, comment: {} }, 15, 'pr'],
    ['issues', { issue: { number: 7 } }, 7, 'issue'],
    ['issue_comment', { issue: { number: 8 }, comment: { body: '@bot go' } }, 8, 'issue'],
    ['issue_comment', { issue: { number: 9, pull_request: { url: 'x' } } }, 9, 'pr'],
  ] as const)('auto on %s picks the event’s number', (eventName, payload, number, kind) => {
    const { target } = resolveTarget({ commentOn: 'auto', eventName, payload, repository });
    expect(target).toEqual({ owner: 'octo', repo: 'widgets', issueNumber: number, kind });
  });

  it('workflow_dispatch uses an issue-number or pr-number input, as string or number', () => {
    const pr = resolveTarget({
      commentOn: 'auto',
      eventName: 'workflow_dispatch',
      payload: { inputs: { 'pr-number': '31' } },
      repository,
    });
    expect(pr.target).toMatchObject({ issueNumber: 31, kind: 'pr' });
    const issue = resolveTarget({
      commentOn: { kind: 'auto' },
      eventName: 'workflow_dispatch',
      payload: { inputs: { 'issue-number': 4 } },
      repository,
    });
    expect(issue.target).toMatchObject({ issueNumber: 4, kind: 'issue' });
  });

  it('workflow_dispatch without a number, or with a bad one, has no target and says why', () => {
    const none = resolveTarget({
      commentOn: 'auto',
      eventName: 'workflow_dispatch',
      payload: { inputs: {} },
      repository,
    });
    expect(none.target).toBeNull();
    expect(none.reason).toMatch(/issue-number or pr-number/);
    const bad = resolveTarget({
      commentOn: 'auto',
      eventName: 'workflow_dispatch',
      payload: { inputs: { 'issue-number': 'abc' } },
      repository,
    });
    expect(bad.target).toBeNull();
    expect(bad.reason).toMatch(/'abc' is not a number/);
  });

  it.each(['push', 'schedule', 'merge_group'])('auto on %s has no target', (eventName) => {
    const result = resolveTarget({
      commentOn: 'auto',
      eventName,
      payload: { ref: 'refs/heads/main' },
      repository,
    });
    expect(result.target).toBeNull();
    expect(result.reason).toContain(eventName);
  });

  it('a number writes there whatever the event; none writes nowhere', () => {
    expect(resolveTarget({ commentOn: 42, eventName: 'push', payload: {}, repository }).target).toMatchObject(
      {
        issueNumber: 42,
      },
    );
    expect(
      resolveTarget({
        commentOn: { kind: 'number', number: 5 },
        eventName: 'schedule',
        payload: {},
        repository,
      }).target?.issueNumber,
    ).toBe(5);
    const none = resolveTarget({
      commentOn: 'none',
      eventName: 'pull_request',
      payload: { pull_request: { number: 1 } },
      repository,
    });
    expect(none).toEqual({ target: null, reason: 'comment-on is none' });
    expect(resolveTarget({ commentOn: 0, eventName: 'push', payload: {}, repository }).target).toBeNull();
  });

  it('a pull_request payload without a number, or a bad repository, gives null', () => {
    expect(
      resolveTarget({ commentOn: 'auto', eventName: 'pull_request', payload: {}, repository }).target,
    ).toBeNull();
    expect(
      resolveTarget({ commentOn: 'auto', eventName: 'issues', payload: null, repository: 'octo/widgets' })
        .target,
    ).toBeNull();
    const bad = resolveTarget({ commentOn: 3, eventName: 'push', payload: {}, repository: 'no-slash' });
    expect(bad.target).toBeNull();
    expect(bad.reason).toMatch(/owner\/repo/);
  });
});

describe('comment key and marker', () => {
  it('defaults to workflow/job plus the matrix values, stable across key order', () => {
    const a = commentKey({ workflow: 'agent.yml', job: 'review', matrix: '{"os":"linux","node":24}' });
    const b = commentKey({ workflow: 'agent.yml', job: 'review', matrix: { node: 24, os: 'linux' } });
    expect(a).toBe('agent.yml/review (24, linux)');
    expect(b).toBe(a);
    // With the leg's index (what action.yml passes): legs with the same values still differ.
    expect(commentKey({ workflow: 'agent.yml', job: 'review', matrix: { shard: 1 }, jobIndex: 3 })).toBe(
      'agent.yml/review (leg 4: 1)',
    );
    expect(commentKey({ workflow: 'agent.yml', job: 'review', matrix: 'null' })).toBe('agent.yml/review');
    expect(commentKey({ workflow: 'agent.yml', job: 'review', commentKey: ' mine ' })).toBe('mine');
  });

  it('a key cannot close the HTML comment or span lines', () => {
    for (const raw of ['a-->b', 'a--!>b', 'x\n-->\n<script>', '---', '<!--', '']) {
      const marker = commentMarker(raw);
      const inner = marker.slice('<!-- '.length, -' -->'.length);
      expect(inner).not.toMatch(/--|[<>\n!]/);
      expect(marker.startsWith('<!-- narrator:')).toBe(true);
    }
    expect(sanitizeKey('x'.repeat(1000)).length).toBe(200);
    // Keys that differ only past the cut stay apart (a long workflow name and matrix values).
    const long = (v: string) =>
      commentKey({ workflow: 'w'.repeat(190), job: 'j', matrix: { v }, jobIndex: 0 });
    expect(long('a')).not.toBe(long('b'));
    expect(long('a').length).toBeLessThanOrEqual(200);
  });

  it('a body is ours only when the marker opens it', () => {
    const marker = commentMarker('w/j');
    expect(hasMarker(`${marker}\nhello`, marker)).toBe(true);
    expect(hasMarker(`> ${marker}\nquoted`, marker)).toBe(false);
    expect(withMarker('hello', marker)).toBe(`${marker}\nhello`);
    expect(withMarker(`${marker}\nhello`, marker)).toBe(`${marker}\nhello`);
  });
});
