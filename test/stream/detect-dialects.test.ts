/**
 * Auto-detection across all six dialects: the five hand-written fixture sets and the real Claude
 * captures, through detect.ts's scoring over the first frames (dialects.md §8).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectDialect } from '../../src/stream/detect.js';
import { DIALECT_LIST } from '../../src/stream/dialects/index.js';
import type { Dialect } from '../../src/stream/events.js';
import { CAPTURES_DIR } from '../support/captures.js';
import {
  fixtureNames,
  foldFixture,
  HAND_WRITTEN_DIALECTS,
  loadFixture,
} from '../support/dialect-fixtures.js';

function captureFrames(name: string): Array<Record<string, unknown>> {
  const text = readFileSync(join(CAPTURES_DIR, name, 'stdout.jsonl'), 'utf8');
  return text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .flatMap((l) => {
      try {
        const v: unknown = JSON.parse(l);
        return v !== null && typeof v === 'object' && !Array.isArray(v) ? [v as Record<string, unknown>] : [];
      } catch {
        return [];
      }
    });
}

const captureNames = readdirSync(CAPTURES_DIR).filter((n) => !n.endsWith('.md'));

/** A fallback that is never the right answer, so a correct detection cannot be luck. */
const otherThan = (d: Dialect): Dialect => (d === 'claude-code' ? 'cursor' : 'claude-code');

describe('every hand-written fixture is detected as its own dialect', () => {
  for (const dialect of HAND_WRITTEN_DIALECTS) {
    for (const name of fixtureNames(dialect)) {
      const { frames } = loadFixture(dialect, name);
      if (frames.length === 0) continue; // the empty stream is tested below
      it(`${dialect}/${name}`, () => {
        const detection = detectDialect(frames, otherThan(dialect));
        expect(detection.dialect).toBe(dialect);
        expect(detection.decided).toBe(true);
      });
    }
  }
});

describe('real Claude captures are detected as claude-code, never as a lookalike', () => {
  for (const name of captureNames) {
    it(name, () => {
      const frames = captureFrames(name);
      const detection = detectDialect(frames, 'cursor');
      if (frames.length === 0) {
        expect(detection).toMatchObject({ dialect: 'cursor', decided: false }); // 10i: nothing on stdout
      } else {
        expect(detection).toMatchObject({ dialect: 'claude-code', decided: true });
      }
      // No other dialect finds any evidence in a real Claude stream.
      const others = Object.entries(detection.scores).filter(([d, s]) => d !== 'claude-code' && (s ?? 0) > 0);
      expect(others).toEqual([]);
    });
  }

  it('a Claude stream that starts with SessionStart hook frames (init not first) is still claude-code', () => {
    const frames = captureFrames('03-tools');
    const sessionId = frames[0]!.session_id;
    const hooks = [
      {
        type: 'system',
        subtype: 'hook_started',
        hook_id: 'h1',
        hook_name: 'SessionStart:startup',
        hook_event: 'SessionStart',
        uuid: '00000000-0000-4000-8000-000000000001',
        session_id: sessionId,
      },
      {
        type: 'system',
        subtype: 'hook_response',
        hook_id: 'h1',
        hook_name: 'SessionStart:startup',
        hook_event: 'SessionStart',
        output: '',
        stdout: '',
        stderr: '',
        exit_code: 0,
        outcome: 'success',
        uuid: '00000000-0000-4000-8000-000000000002',
        session_id: sessionId,
      },
    ];
    expect(detectDialect([...hooks, ...frames], 'caliban')).toMatchObject({
      dialect: 'claude-code',
      decided: true,
    });
    // Even with the init frame gone entirely, the uuid-carrying frames say Claude.
    expect(detectDialect([...hooks, ...frames.slice(1)], 'caliban')).toMatchObject({
      dialect: 'claude-code',
      decided: true,
    });
  });
});

describe('ambiguous streams fall back to the launcher’s dialect', () => {
  it('a lone result frame with nothing dialect-specific is undecided', () => {
    const lone = { type: 'result', subtype: 'error', is_error: true, result: 'failed', session_id: 'x' };
    for (const fallback of ['claude-code', 'cursor', 'caliban'] as const) {
      expect(detectDialect([lone], fallback)).toMatchObject({ dialect: fallback, decided: false });
    }
  });

  it('an empty stream (Gemini auth failure, exit 41) is undecided', () => {
    expect(loadFixture('gemini', 'auth-no-json').frames).toEqual([]);
    expect(detectDialect([], 'gemini')).toMatchObject({ dialect: 'gemini', decided: false });
  });

  it('ACP JSON-RPC frames are the acp dialect, never a stream-json one', () => {
    const rpc = { jsonrpc: '2.0', method: 'session/update', params: {}, type: 'tool_call' };
    expect(detectDialect([rpc], 'codex')).toMatchObject({ dialect: 'acp', decided: true });
  });

  it("JSON-RPC of another protocol (Codex's app-server) is no dialect's", () => {
    const rpc = { jsonrpc: '2.0', method: 'item/started', params: {}, type: 'tool_call' };
    expect(detectDialect([rpc], 'codex')).toMatchObject({ dialect: 'codex', decided: false });
  });
});

describe('name collisions: the same `type` scores only for the dialect whose shape it has', () => {
  const cases: Array<[Dialect, Record<string, unknown>]> = [
    ['caliban', { type: 'tool_use', id: 'toolu_1', name: 'Bash', input: {} }],
    [
      'gemini',
      {
        type: 'tool_use',
        timestamp: '2026-07-16T08:11:57.400Z',
        tool_name: 'ls',
        tool_id: 'ls-1',
        parameters: {},
      },
    ],
    ['opencode', { type: 'tool_use', timestamp: 1767000000000, sessionID: 'ses_1', part: { callID: 'c' } }],
    ['caliban', { type: 'message', role: 'assistant', content: [{ type: 'text', text: 'x' }] }],
    [
      'gemini',
      {
        type: 'message',
        timestamp: '2026-07-16T08:11:57.400Z',
        role: 'assistant',
        content: 'x',
        delta: true,
      },
    ],
    ['caliban', { type: 'text', delta: 'x' }],
    ['opencode', { type: 'text', timestamp: 1767000000000, sessionID: 'ses_1', part: { text: 'x' } }],
    ['caliban', { type: 'thinking', delta: 'x' }],
    ['cursor', { type: 'thinking', subtype: 'delta', text: 'x', session_id: 's', timestamp_ms: 1 }],
    ['gemini', { type: 'result', timestamp: '2026-07-16T08:11:57.400Z', status: 'success' }],
    ['caliban', { type: 'result', subtype: 'success', turns: 1, total_input_tokens: 1 }],
    ['gemini', { type: 'error', timestamp: '2026-07-16T08:11:57.400Z', severity: 'warning', message: 'x' }],
    [
      'opencode',
      { type: 'error', timestamp: 1767000000000, sessionID: 'ses_1', error: { name: 'APIError' } },
    ],
  ];
  for (const [owner, frame] of cases) {
    it(`${owner}: ${JSON.stringify(frame).slice(0, 80)}`, () => {
      const scores = Object.fromEntries(DIALECT_LIST.map((d) => [d.name, d.score(frame)]));
      const best = Math.max(...Object.values(scores));
      expect(scores[owner]).toBe(best);
      expect(Object.entries(scores).filter(([d, s]) => d !== owner && s >= (scores[owner] ?? 0))).toEqual([]);
    });
  }
});

describe('auto-detection end to end: the fold under --dialect auto equals the declared one', () => {
  for (const dialect of HAND_WRITTEN_DIALECTS) {
    for (const name of fixtureNames(dialect)) {
      if (loadFixture(dialect, name).frames.length === 0) continue;
      it(`${dialect}/${name}`, () => {
        const auto = foldFixture(dialect, name, { dialect: 'auto', fallbackDialect: otherThan(dialect) });
        expect(auto).toEqual(foldFixture(dialect, name));
      });
    }
  }
});
