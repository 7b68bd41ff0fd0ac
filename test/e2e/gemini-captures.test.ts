// The real Gemini CLI captures (test/fixtures/gemini/real-*.jsonl) are made again from their
// scenarios (test/support/gemini-captures.ts) with the CLI under test (the pin, or npm latest in
// the weekly drift watch) against the local model server, and must still match: same exit code,
// same sequence of frames (types, tool names, statuses, error types). Ids, timestamps, token
// counts and text chunking may differ between runs.
// NARRATOR_UPDATE_CAPTURES=1 rewrites the files and their manifest entries instead.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { AGENT_CLI_VERSIONS, type AgentInstall, ensureAgentCli } from '../support/agent-cli.js';
import { concurrencyLimit } from '../support/agent-e2e.js';
import { FIXTURES_DIR } from '../support/dialect-fixtures.js';
import { runGeminiCli } from '../support/gemini-action.js';
import {
  commandLine,
  GEMINI_CAPTURES,
  type GeminiCaptureScenario,
  streamShape,
} from '../support/gemini-captures.js';

const DIR = path.join(FIXTURES_DIR, 'gemini');
const UPDATE = process.env.NARRATOR_UPDATE_CAPTURES === '1';
const VERSION = AGENT_CLI_VERSIONS.gemini;

interface Fresh {
  code: number | null;
  signal: string | null;
  stdout: string;
  stderr: string;
  egress: readonly string[];
}

let install: Promise<AgentInstall> | null = null;
/** At most this many CLIs at once (2 cores, shared). */
const CONCURRENCY = 3;
const slot = concurrencyLimit(CONCURRENCY);

function capture(s: GeminiCaptureScenario): Promise<Fresh> {
  install ??= ensureAgentCli('gemini');
  return install.then((gemini) =>
    slot(async () => {
      const r = await runGeminiCli(gemini, {
        args: s.args,
        model: s.model,
        ...(s.settings ? { settings: s.settings } : {}),
        ...(s.env ? { env: s.env } : {}),
        ...(s.interrupt ? { interrupt: s.interrupt } : {}),
      });
      await r.cleanup();
      return {
        code: r.code,
        signal: r.signal,
        stdout: r.stdout,
        stderr: r.stderr,
        egress: [...r.guard.attempts],
      };
    }),
  );
}

function manifest(): Record<string, Record<string, unknown>> {
  return JSON.parse(fs.readFileSync(path.join(DIR, 'manifest.json'), 'utf8'));
}

describe(`the real Gemini CLI captures still match the CLI under test (${VERSION})`, () => {
  // Concurrent (bounded by CONCURRENCY): each CLI run mostly waits on its own start-up.
  test.concurrent.each(GEMINI_CAPTURES.map((s) => [s.name, s] as const))(
    '%s',
    { timeout: 120_000 },
    async (name, s) => {
      const fresh = await capture(s);
      expect(fresh.egress, 'nothing may try to leave the machine').toEqual([]);
      const file = `real-${name}.jsonl`;
      if (UPDATE) {
        fs.writeFileSync(path.join(DIR, file), fresh.stdout);
        fs.writeFileSync(path.join(DIR, `real-${name}.stderr`), fresh.stderr);
        const m = manifest();
        m[file] = {
          exitCode: fresh.code,
          signal: fresh.signal,
          stderr: `real-${name}.stderr`,
          about: s.about,
          real: `Gemini CLI ${VERSION}`,
          command: commandLine(s),
        };
        fs.writeFileSync(path.join(DIR, 'manifest.json'), `${JSON.stringify(m, null, 2)}\n`);
      }
      const entry = manifest()[file];
      expect(entry, `${file} is in manifest.json (run with NARRATOR_UPDATE_CAPTURES=1)`).toBeDefined();
      // Made with the pinned CLI; the drift watch compares a newer one against them (same frames,
      // same exit codes, or the recipe and dialect need a look).
      expect(entry!.real).toMatch(/^Gemini CLI \d+\.\d+\.\d+$/);
      expect(entry!.command).toBe(commandLine(s));
      expect({ code: fresh.code, signal: fresh.signal }).toEqual({
        code: entry!.exitCode,
        signal: entry!.signal,
      });
      const saved = fs.readFileSync(path.join(DIR, file), 'utf8');
      expect(streamShape(fresh.stdout)).toEqual(streamShape(saved));
    },
  );
});
