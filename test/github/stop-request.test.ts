/**
 * The pure parts of a stop from the PR: which comment is a command, which listed comment counts,
 * and the sentence every view shows.
 */
import { describe, expect, it } from 'vitest';
import { commandCandidate, parseStopCommand } from '../../src/github/stop-listener.js';
import { stopRequestText } from '../../src/run/stop-request.js';

describe('parseStopCommand', () => {
  it('takes /narrator stop at the start of any line, and the rest of the line as the reason', () => {
    expect(parseStopCommand('/narrator stop')).toEqual({ reason: null });
    expect(parseStopCommand('  /narrator stop   it is rewriting the parser  ')).toEqual({
      reason: 'it is rewriting the parser',
    });
    expect(parseStopCommand('Hold on.\n/Narrator STOP wrong file\nmore words')).toEqual({
      reason: 'wrong file',
    });
  });

  it('ignores the words anywhere else: quoted, inline, or another verb', () => {
    expect(parseStopCommand('> /narrator stop')).toBeNull();
    expect(parseStopCommand('please do not /narrator stop')).toBeNull();
    expect(parseStopCommand('/narrator stopped')).toBeNull();
    expect(parseStopCommand('/narrator status')).toBeNull();
  });

  it('bounds the reason', () => {
    expect(parseStopCommand(`/narrator stop ${'x'.repeat(500)}`)!.reason).toHaveLength(200);
  });
});

describe('commandCandidate', () => {
  const from = Date.parse('2026-11-27T10:00:00Z');
  const comment = (o: Record<string, unknown>) => ({
    id: 5,
    body: '/narrator stop',
    user: { login: 'maint', type: 'User' },
    created_at: '2026-11-27T10:00:03Z',
    updated_at: '2026-11-27T10:00:03Z',
    ...o,
  });

  it('a command written during the run, never edited, counts', () => {
    expect(commandCandidate(comment({}), from, 99)).toEqual({
      key: 'comment:5',
      login: 'maint',
      isBot: false,
      via: 'command',
      reason: null,
    });
  });

  it('an edited one, an older one, ours, and the live comment do not', () => {
    expect(commandCandidate(comment({ updated_at: '2026-11-27T10:00:09Z' }), from, 99)).toBeNull();
    expect(commandCandidate(comment({ created_at: '2026-11-27T09:59:59Z' }), from, 99)).toBeNull();
    expect(commandCandidate(comment({ body: '<!-- narrator:x -->\n/narrator stop' }), from, 99)).toBeNull();
    expect(commandCandidate(comment({ id: 99 }), from, 99)).toBeNull();
  });

  it('a bot is a bot by its type or its [bot] login', () => {
    expect(
      commandCandidate(comment({ user: { login: 'helper[bot]', type: 'User' } }), from, null)!.isBot,
    ).toBe(true);
    expect(commandCandidate(comment({ user: { login: 'helper', type: 'Bot' } }), from, null)!.isBot).toBe(
      true,
    );
  });
});

describe('stopRequestText', () => {
  it('says who, how and after how long', () => {
    expect(stopRequestText({ login: 'maint', via: 'reaction', reason: null, afterMs: 192_400 })).toBe(
      'Stopped by @maint (👎) after 3m 12s.',
    );
    expect(stopRequestText({ login: 'maint', via: 'command', reason: 'wrong file', afterMs: 45_000 })).toBe(
      'Stopped by @maint (/narrator stop) after 45 s: wrong file',
    );
  });
});
