/**
 * What the main step hands the post step is one list (src/sinks/handoff.ts): no module saves or
 * reads the post step's state by a name of its own, so every key has one owner, one parse and one
 * stated trust, and the post step's rules about it (docs/security.md) are read in one place.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HANDOFF, handedText } from '../../src/sinks/handoff.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sources(rel);
    return rel.endsWith('.ts') ? [rel] : [];
  });
}

describe('the hand-off to the post step', () => {
  it('is saved and read only through src/sinks/handoff.ts', () => {
    // core.saveState / core.getState, or the post step's STATE_<name> variables read directly.
    const direct = /\bcore\.(saveState|getState)\s*\(|STATE_\$\{|['"`]STATE_/;
    const offenders = sources('src')
      .filter((file) => file !== 'src/sinks/handoff.ts' && file !== 'src/runner/core.ts')
      .filter((file) => direct.test(readFileSync(path.join(ROOT, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('names every key once, each with its owner and its trust', () => {
    const keys = Object.values(HANDOFF);
    expect(new Set(keys.map((k) => k.name)).size).toBe(keys.length);
    for (const key of keys) {
      expect(key.name).toMatch(/^narrator-[a-z-]+$/);
      expect(['checked', 'fail-only', 'skip-only', 'unread']).toContain(key.trust);
    }
    // A key whose value picks where the post step writes or what it kills is checked before use.
    for (const key of [
      HANDOFF.snapshotPath,
      HANDOFF.comment,
      HANDOFF.check,
      HANDOFF.agent,
      HANDOFF.agentUser,
    ])
      expect(key.trust).toBe('checked');
  });

  it('parses what the agent may have appended without throwing, and never into a pass', () => {
    // What the runner hands the post step: STATE_<name> in its environment, read by core.getState.
    const state = `STATE_${HANDOFF.viewsFinished.name}`;
    expect(handedText(HANDOFF.viewsFinished)).toBe('');
    process.env[state] = 'true';
    try {
      expect(handedText(HANDOFF.viewsFinished)).toBe('true');
    } finally {
      delete process.env[state];
    }
    expect(HANDOFF.comment.parse('{not json')).toBeNull();
    expect(HANDOFF.check.parse('{"owner":"o","repo":"r","id":"1","name":"n"}')).toBeNull();
    expect(HANDOFF.check.parse('{"owner":"o","repo":"r","id":1,"name":"n","conclusion":"ok"}')).toBeNull();
    // Facts that do not hold their shape add nothing; they can never remove a reason to fail.
    expect(HANDOFF.verdictFacts.parse('[1]')).toEqual({
      setupFailure: null,
      recordTaken: null,
    });
    expect(HANDOFF.verdictFacts.parse('{"setupFailure":{"stage":"gate","reason":"x"}}')).toEqual({
      setupFailure: null,
      recordTaken: null,
    });
    expect(HANDOFF.verdictFacts.parse('nope')).toEqual({});
  });
});
