// Which events ask for a fresh session and which thread a session belongs to
// (src/action/launch/session.ts), from hand-written event payloads.
import { describe, expect, test } from 'vitest';
import { asksFresh, threadNumber } from '../../src/action/launch/session.js';

describe('/narrator fresh', () => {
  test('a line of the comment that started the run', () => {
    expect(asksFresh({ comment: { body: '/narrator fresh' } })).toBe(true);
    expect(asksFresh({ comment: { body: 'Please start over.\n/narrator fresh\nthen review' } })).toBe(true);
    expect(asksFresh({ comment: { body: '  /Narrator   FRESH ' } })).toBe(true);
  });
  test('not words that merely mention it, nor another event', () => {
    expect(asksFresh({ comment: { body: 'do not type `/narrator fresh` here' } })).toBe(false);
    expect(asksFresh({ comment: { body: '/narrator freshly' } })).toBe(false);
    expect(asksFresh({ pull_request: { body: '/narrator fresh' } })).toBe(false);
    expect(asksFresh({})).toBe(false);
  });
});

describe('the thread a session belongs to', () => {
  test('the pull request, the issue, or the event number', () => {
    expect(threadNumber({ pull_request: { number: 7 } })).toBe(7);
    expect(threadNumber({ issue: { number: 12 } })).toBe(12);
    expect(threadNumber({ number: 3 })).toBe(3);
    expect(threadNumber({ issue: { number: '5' } })).toBe(null);
    expect(threadNumber({})).toBe(null);
  });
});
