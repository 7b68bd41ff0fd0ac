/**
 * The verdict of every stream in the repository, pinned: each Claude Code capture (real), each
 * fixture of the other dialects (the `real-*` ones captured from the CLIs, the rest hand-written,
 * see each folder's README.md) folded through the real pipeline (RunFold: lines, frames, the
 * dialect, the reducer) with the exit the capture recorded.
 *
 * capture-verdicts.json was written by the code BEFORE the rules that make a verdict need the
 * agent's process to agree (a success frame followed by a failing exit, a success with no new turn
 * after an error result, frames of another session). No real stream breaks those rules, so none
 * of these verdicts may change because of them; a stream that ever does has to be explained in
 * src/run/outcome.ts, not silently re-pinned. (Regenerate only for a deliberate change of a rule:
 * UPDATE_CAPTURE_VERDICTS=1.)
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RunFold } from '../../src/run/fold.js';
import type { RunSummary } from '../../src/run/summary.js';
import { CAPTURES_DIR, loadCapture } from '../support/captures.js';
import { fixtureNames, foldFixture, HAND_WRITTEN_DIALECTS } from '../support/dialect-fixtures.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const GOLDEN = path.join(HERE, 'capture-verdicts.json');
/** The team's reference set, when this machine has it (the same captures, byte for byte). */
const REFERENCE_DIR = '/work/shared/reference/claude-code-captures';

interface Verdict {
  outcome: RunSummary['outcome'];
  outcomeSource: RunSummary['outcomeSource'];
  isError: boolean;
  subtype: string | null;
  errorMessage: string | null;
}

function verdict(s: RunSummary): Verdict {
  return {
    outcome: s.outcome,
    outcomeSource: s.outcomeSource,
    isError: s.isError,
    subtype: s.subtype,
    errorMessage: s.errorMessage,
  };
}

/** A Claude capture through RunFold, one line at the moment it was read. */
function foldClaudeCapture(dir: string, name: string): RunSummary {
  const c = loadCaptureFrom(dir, name);
  const fold = new RunFold({ dialect: 'claude-code' });
  c.lines.forEach((line, i) => {
    fold.pushBytes(Buffer.from(`${line}\n`), c.timing[i] ?? 0);
  });
  const end = c.timing.at(-1) ?? 0;
  return fold.end(
    {
      exitCode: c.exitCode,
      signal: null,
      stderrTail: c.stderr === '' ? null : c.stderr,
      stoppedBy: null,
      limitMs: null,
    },
    end,
  );
}

function loadCaptureFrom(dir: string, name: string) {
  if (dir === CAPTURES_DIR) return loadCapture(name);
  const read = (f: string) => readFileSync(path.join(dir, name, f), 'utf8');
  const stdout = read('stdout.jsonl');
  const lines = stdout === '' ? [] : stdout.replace(/\n$/, '').split('\n');
  return {
    lines,
    timing: lines.map(() => 0),
    exitCode: Number(read('exit_code.txt').trim()),
    stderr: read('stderr.txt'),
  };
}

function captureDirs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

function allVerdicts(): Record<string, Verdict> {
  const out: Record<string, Verdict> = {};
  for (const name of captureDirs(CAPTURES_DIR)) {
    out[`claude-code/${name}`] = verdict(foldClaudeCapture(CAPTURES_DIR, name));
  }
  for (const dialect of HAND_WRITTEN_DIALECTS) {
    for (const file of fixtureNames(dialect)) out[`${dialect}/${file}`] = verdict(foldFixture(dialect, file));
  }
  return out;
}

const actual = allVerdicts();
if (process.env['UPDATE_CAPTURE_VERDICTS'] === '1') {
  writeFileSync(GOLDEN, `${JSON.stringify(actual, null, 2)}\n`);
}
const pinned = JSON.parse(readFileSync(GOLDEN, 'utf8')) as Record<string, Verdict>;

describe('the verdict of every capture and fixture is pinned', () => {
  it('covers every stream in the repository (and only those)', () => {
    expect(Object.keys(actual).sort()).toEqual(Object.keys(pinned).sort());
    expect(Object.keys(actual).length).toBeGreaterThanOrEqual(70);
  });

  for (const [name, expected] of Object.entries(pinned)) {
    it(`${name}: ${expected.outcome}`, () => {
      expect(actual[name]).toEqual(expected);
    });
  }

  it.runIf(existsSync(REFERENCE_DIR))('the reference captures fold to the same verdicts', () => {
    for (const name of captureDirs(REFERENCE_DIR)) {
      expect({ name, v: verdict(foldClaudeCapture(REFERENCE_DIR, name)) }).toEqual({
        name,
        v: pinned[`claude-code/${name}`],
      });
    }
  });
});
