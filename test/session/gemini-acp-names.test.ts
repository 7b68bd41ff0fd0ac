// Gemini CLI over ACP: a restored chat is never named after the minute its session/load starts a
// recording in (src/session/agents.ts says why). Hand-written paths.
import { describe, expect, test } from 'vitest';
import { resumeFactsFor } from '../../src/session/agents.js';

const file = (p: string) => ({ root: 'gemini-home', path: p, mode: 0o600, data: Buffer.from('{}\n') });

describe("Gemini CLI over ACP: the restored chat's name", () => {
  const facts = resumeFactsFor('gemini', true)!;
  const now = Date.parse('2026-11-28T15:45:40Z');

  test('a chat named in this minute (or the last two) is renamed two minutes back', () => {
    const [moved] = facts.beforePlace!([file('tmp/repo/chats/session-2026-11-28T15-45-485b3500.jsonl')], now);
    expect(moved!.path).toBe('tmp/repo/chats/session-2026-11-28T15-43-485b3500.jsonl');
  });

  test('an older chat, and any other file, keep their names', () => {
    const kept = ['tmp/repo/chats/session-2026-11-27T09-12-485b3500.jsonl', 'tmp/repo/logs/x.json'];
    expect(facts.beforePlace!(kept.map(file), now).map((f) => f.path)).toEqual(kept);
  });

  test('stream-json Gemini CLI (`--resume`) does not rename: it continues the file it finds', () => {
    expect(resumeFactsFor('gemini', false)!.beforePlace).toBeUndefined();
  });
});
