/**
 * The run context (src/context/): every NARRATOR_* knob parsed once, with its one default; a bad
 * value falls back to the default instead of breaking the run; the runner's variables read by name,
 * an empty one as unset; the parent's environment and OpenTelemetry's own variables kept apart.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NO_EVENT, readRunEvent } from '../../src/context/event.js';
import {
  DEFAULT_BOARD_FINAL_TIMEOUT_MS,
  DEFAULT_COMMENT_FINAL_TIMEOUT_MS,
  DEFAULT_COMMENT_HEARTBEAT_MS,
  DEFAULT_GITHUB_TIMEOUT_MS,
  DEFAULT_KILL_GRACE_MS,
  DEFAULT_SNAPSHOT_INTERVAL_MS,
  KNOB_VARIABLES,
  readKnobs,
} from '../../src/context/knobs.js';
import { readRunContext } from '../../src/context/run-context.js';
import { readRunnerEnv } from '../../src/context/runner-env.js';

describe('the test knobs', () => {
  it('unset: every knob has its one default', () => {
    expect(readKnobs({})).toEqual({
      killGraceMs: DEFAULT_KILL_GRACE_MS,
      githubTimeoutMs: DEFAULT_GITHUB_TIMEOUT_MS,
      githubBackoffMs: undefined,
      clock: null,
      commentFinalTimeoutMs: DEFAULT_COMMENT_FINAL_TIMEOUT_MS,
      boardFinalTimeoutMs: DEFAULT_BOARD_FINAL_TIMEOUT_MS,
      commentHeartbeatMs: DEFAULT_COMMENT_HEARTBEAT_MS,
      callWindow: undefined,
      snapshotIntervalMs: DEFAULT_SNAPSHOT_INTERVAL_MS,
      debugTiming: false,
      ledger: true,
      ledgerSettleMs: undefined,
    });
  });

  it('set: each variable lands in its one field', () => {
    const knobs = readKnobs({
      NARRATOR_KILL_GRACE_MS: '200',
      NARRATOR_GITHUB_TIMEOUT_MS: '1500',
      NARRATOR_GITHUB_BACKOFF_MS: '0',
      NARRATOR_CLOCK_SCALE: '30',
      NARRATOR_CLOCK_ORIGIN: '1700000000000',
      NARRATOR_COMMENT_FINAL_TIMEOUT_MS: '4000',
      NARRATOR_COMMENT_HEARTBEAT_MS: '250',
      NARRATOR_CALL_WINDOW: '8',
      NARRATOR_SNAPSHOT_INTERVAL_MS: '0',
      NARRATOR_DEBUG_TIMING: '1',
      NARRATOR_LEDGER: 'off',
      NARRATOR_LEDGER_SETTLE_MS: '20',
    });
    expect(knobs).toEqual({
      killGraceMs: 200,
      githubTimeoutMs: 1500,
      githubBackoffMs: 0,
      clock: { scale: 30, origin: 1_700_000_000_000 },
      // One variable for every final write: set, it is the comment's and the board's.
      commentFinalTimeoutMs: 4000,
      boardFinalTimeoutMs: 4000,
      commentHeartbeatMs: 250,
      callWindow: 8,
      snapshotIntervalMs: 0,
      debugTiming: true,
      ledger: false,
      ledgerSettleMs: 20,
    });
    // Every knob of the list is read (a new knob must be listed, or the env test cannot find it).
    expect(KNOB_VARIABLES).toHaveLength(12);
  });

  it('a bad value takes the default, never NaN or a negative time', () => {
    for (const bad of ['', ' ', 'soon', '-1', 'Infinity', 'NaN']) {
      const knobs = readKnobs({
        NARRATOR_KILL_GRACE_MS: bad,
        NARRATOR_COMMENT_HEARTBEAT_MS: bad,
        NARRATOR_CALL_WINDOW: bad,
        NARRATOR_CLOCK_SCALE: bad,
        NARRATOR_CLOCK_ORIGIN: '1',
      });
      expect(knobs.killGraceMs, bad).toBe(DEFAULT_KILL_GRACE_MS);
      expect(knobs.commentHeartbeatMs, bad).toBe(DEFAULT_COMMENT_HEARTBEAT_MS);
      expect(knobs.callWindow, bad).toBeUndefined();
      expect(knobs.clock, bad).toBeNull();
    }
    // A gate that never waits could not decide: 0 is the default too, as it always was.
    expect(readKnobs({ NARRATOR_GITHUB_TIMEOUT_MS: '0' }).githubTimeoutMs).toBe(DEFAULT_GITHUB_TIMEOUT_MS);
    // A clock needs both its scale and its origin, and a scale of 1 is the real clock.
    expect(readKnobs({ NARRATOR_CLOCK_SCALE: '30' }).clock).toBeNull();
    expect(readKnobs({ NARRATOR_CLOCK_SCALE: '1', NARRATOR_CLOCK_ORIGIN: '5' }).clock).toBeNull();
    expect(readKnobs({ NARRATOR_DEBUG_TIMING: 'true' }).debugTiming).toBe(false);
  });
});

describe('the runner environment', () => {
  it('keeps the runner variables by name, an empty one as unset, nothing else', () => {
    const runner = readRunnerEnv({
      GITHUB_REPOSITORY: 'octo/repo',
      GITHUB_RUN_ATTEMPT: '',
      RUNNER_TEMP: '/tmp/runner',
      ANTHROPIC_API_KEY: 'sk-ant-not-a-runner-variable',
      https_proxy: 'http://proxy.internal:3128',
    });
    expect(runner['GITHUB_REPOSITORY']).toBe('octo/repo');
    expect(runner['GITHUB_RUN_ATTEMPT']).toBeUndefined();
    expect(runner['RUNNER_TEMP']).toBe('/tmp/runner');
    // The proxy in either case, as the runner and curl read it.
    expect(runner['HTTPS_PROXY']).toBe('http://proxy.internal:3128');
    expect(Object.values(runner)).not.toContain('sk-ant-not-a-runner-variable');
    expect(Object.isFrozen(runner)).toBe(true);
  });

  it('the context: a frozen copy of the parent, OpenTelemetry variables apart', () => {
    const env: Record<string, string | undefined> = {
      PATH: '/usr/bin',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318',
      NARRATOR_KILL_GRACE_MS: '10',
    };
    const context = readRunContext(env);
    env['PATH'] = '/changed';
    expect(context.parent['PATH']).toBe('/usr/bin');
    expect(Object.isFrozen(context.parent)).toBe(true);
    expect(context.otel).toEqual({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' });
    expect(context.knobs.killGraceMs).toBe(10);
  });
});

describe('the event payload', () => {
  const file = (text: string) => {
    const at = path.join(mkdtempSync(path.join(os.tmpdir(), 'narrator-event-')), 'event.json');
    writeFileSync(at, text);
    return at;
  };

  it('is read once into the context, parsed', () => {
    const at = file('{"comment":{"id":42}}');
    const context = readRunContext({ GITHUB_EVENT_PATH: at });
    expect(context.event).toEqual({ file: at, payload: { comment: { id: 42 } }, error: null });
    // The context holds what was read: the file changing afterwards changes nothing below.
    writeFileSync(at, '{}');
    expect(context.event.payload).toEqual({ comment: { id: 42 } });
  });

  it('none outside a workflow', () => {
    expect(readRunContext({}).event).toBe(NO_EVENT);
    expect(readRunEvent('')).toBe(NO_EVENT);
  });

  it('a malformed or missing file: an empty payload and the reason, naming the file', () => {
    const bad = file('{not json');
    expect(readRunEvent(bad)).toMatchObject({ file: bad, payload: {}, error: expect.stringContaining(bad) });
    expect(readRunEvent(bad).error).toMatch(/^cannot read the event payload .*: .*JSON/);
    expect(readRunEvent('/nonexistent/event.json').error).toMatch(/ENOENT/);
  });
});
