/**
 * The hand-written fixtures of the non-Claude dialects (test/fixtures/<dialect>/*.jsonl, see the
 * README.md in each folder) and small helpers to fold them the way the Action does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ProcessExit, RunFold } from '../../src/run/fold.js';
import type { RunSummary } from '../../src/run/summary.js';
import { dialectDefinition } from '../../src/stream/dialects/index.js';
import type { AgentEvent, Dialect } from '../../src/stream/events.js';

export const FIXTURES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');
export const HAND_WRITTEN_DIALECTS = ['caliban', 'cursor', 'gemini', 'codex', 'opencode'] as const;
export type HandWrittenDialect = (typeof HAND_WRITTEN_DIALECTS)[number];

/** ms between two lines of a fixture, so durations derived from `at` are predictable. */
export const LINE_GAP_MS = 100;

interface ManifestEntry {
  exitCode: number | null;
  signal: string | null;
  stderr?: string;
  about: string;
}

export interface DialectFixture {
  dialect: HandWrittenDialect;
  name: string;
  bytes: Buffer;
  /** stdout split on '\n' (a final line without newline included; no empty trailing line). */
  lines: string[];
  /** The lines that parse to a JSON object. */
  frames: Array<Record<string, unknown>>;
  exit: ProcessExit;
}

function manifest(dialect: HandWrittenDialect): Record<string, ManifestEntry> {
  return JSON.parse(readFileSync(join(FIXTURES_DIR, dialect, 'manifest.json'), 'utf8'));
}

export function fixtureNames(dialect: HandWrittenDialect): string[] {
  return readdirSync(join(FIXTURES_DIR, dialect))
    .filter((f) => f.endsWith('.jsonl'))
    .sort();
}

export function loadFixture(dialect: HandWrittenDialect, name: string): DialectFixture {
  const file = name.endsWith('.jsonl') ? name : `${name}.jsonl`;
  const entry = manifest(dialect)[file];
  if (entry === undefined) throw new Error(`${dialect}/${file} is not in manifest.json`);
  const bytes = readFileSync(join(FIXTURES_DIR, dialect, file));
  const text = bytes.toString('utf8');
  const lines = text === '' ? [] : text.replace(/\n$/, '').split('\n');
  const frames: Array<Record<string, unknown>> = [];
  for (const line of lines) {
    try {
      const value: unknown = JSON.parse(line);
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        frames.push(value as Record<string, unknown>);
      }
    } catch {
      // a truncated last line: not a frame
    }
  }
  const stderr =
    entry.stderr === undefined ? '' : readFileSync(join(FIXTURES_DIR, dialect, entry.stderr), 'utf8');
  const stderrTail = stderr === '' ? null : stderr;
  return {
    dialect,
    name: file,
    bytes,
    lines,
    frames,
    exit: { exitCode: entry.exitCode, signal: entry.signal, stderrTail, stoppedBy: null, limitMs: null },
  };
}

/**
 * Fold a fixture through the real pipeline, one line every LINE_GAP_MS, then its recorded stderr
 * (as the Action feeds it: `pushStderr`, `stderr: false` to leave it out), then its recorded exit.
 */
export function foldFixture(
  dialect: HandWrittenDialect,
  name: string,
  options: { dialect?: Dialect | 'auto'; fallbackDialect?: Dialect; stderr?: boolean } = {},
): RunSummary {
  const fixture = loadFixture(dialect, name);
  const fold = new RunFold({
    dialect: options.dialect ?? dialect,
    ...(options.fallbackDialect ? { fallbackDialect: options.fallbackDialect } : {}),
  });
  const hasFinalNewline = fixture.bytes.at(-1) === 0x0a;
  fixture.lines.forEach((line, i) => {
    const last = i === fixture.lines.length - 1;
    fold.pushBytes(Buffer.from(last && !hasFinalNewline ? line : `${line}\n`), i * LINE_GAP_MS);
  });
  const end = Math.max(0, fixture.lines.length - 1) * LINE_GAP_MS;
  // stderr as the Action feeds it (a separate pipe, so its order against stdout is not recorded):
  // a dialect may recognize lines there (Codex: a tool its sandbox blocked; Gemini CLI: retries).
  if (options.stderr !== false && fixture.exit.stderrTail !== null) {
    fold.pushStderr(Buffer.from(fixture.exit.stderrTail), end);
  }
  return fold.end(fixture.exit, end);
}

/** The events the dialect's parser makes of a fixture's frames (no reducer). */
export function fixtureEvents(dialect: HandWrittenDialect, name: string): AgentEvent[] {
  const definition = dialectDefinition(dialect);
  if (definition === undefined) throw new Error(`dialect ${dialect} is not registered`);
  const parser = definition.createParser();
  return loadFixture(dialect, name).frames.flatMap((frame, i) => parser.toEvents(frame, i * LINE_GAP_MS));
}

/** Every AgentEvent kind a parser may emit (tests check parsers never invent one). */
export const AGENT_EVENT_KINDS_FOR_TEST: ReadonlyArray<AgentEvent['kind']> = [
  'session',
  'text',
  'text_retract',
  'thinking',
  'step',
  'tool_call',
  'tool_result',
  'retry',
  'rate_limit',
  'todos',
  'permission_denied',
  'usage',
  'notice',
  'result',
  'unknown',
];
