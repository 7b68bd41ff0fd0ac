/**
 * The environment is read at the entries only (docs/architecture.md, "The run context"): src/main.ts,
 * src/post.ts, src/aggregate/main.ts and src/cli.ts read `process.env` once into the run context
 * (src/context/run-context.ts); below them nothing reads it, and the `NARRATOR_*` test knobs are
 * parsed in src/context/knobs.ts alone. A raw environment (`NodeJS.ProcessEnv`) is taken only where
 * a child process's environment is built from the parent's: the agent's (src/agent/, the CLI's
 * `run`, the launch plan) and `gh auth token`'s (the CLI's `follow`). The event payload file
 * (GITHUB_EVENT_PATH) is read once into the run context (src/context/event.ts): below it no module
 * names the variable or reads the file again; each takes `context.event`.
 *
 * The checker is shown to bite: a tree planted in a temporary folder breaks each rule once.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { KNOB_VARIABLES } from '../../src/context/knobs.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** The entries: the one place each process reads its environment. */
const ENTRIES = new Set(['src/main.ts', 'src/post.ts', 'src/aggregate/main.ts', 'src/cli.ts']);
/** Where a knob's variable name may stand in code. */
const KNOBS_MODULE = 'src/context/knobs.ts';
/** Where a raw environment may be taken: a child process's environment is built from the parent's. */
const RAW_ENV_ALLOWED = /^src\/agent\/|^src\/cli\/(run|follow)\.ts$|^src\/action\/launch\/prepare\.ts$/;

function sourceFiles(root: string, dir = 'src'): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) out.push(...sourceFiles(root, rel));
    else if (entry.name.endsWith('.ts')) out.push(rel);
  }
  return out;
}

/** The code of a file, comments blanked (a comment may name process.env to say why it is not read). */
function code(text: string): string[] {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .split('\n')
    .map((line) => line.replace(/(^|[^:'"`\\])\/\/.*$/, '$1'));
}

const READS_PROCESS_ENV =
  /\bprocess\s*(\.\s*env\b|\[\s*['"`]env['"`]\s*\])|\{[^}]*\benv\b[^}]*\}\s*=\s*process\b/;
const RAW_ENV_TYPE = /\bProcessEnv\b/;
/** Where the event payload file may be named and read: the run context's own modules. */
const EVENT_READERS = /^src\/context\//;
const EVENT_FILE =
  /['"`]GITHUB_EVENT_PATH['"`]|\breadRunEvent\s*\(|\bevent\s*\.\s*file\b[^=]*\b(readFile|readFileSync|createReadStream|open|openSync)\b|\b(readFile|readFileSync|createReadStream|open|openSync)\s*\([^)]*\bevent\s*\.\s*file\b/;
const KNOB_NAME = new RegExp(`['"\`](${KNOB_VARIABLES.join('|')})['"\`]`);

/** Every line that breaks a rule, as `rule: file:line`. */
function violations(root: string): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(root)) {
    const lines = code(readFileSync(path.join(root, file), 'utf8'));
    lines.forEach((line, i) => {
      const at = `${file}:${i + 1}`;
      if (READS_PROCESS_ENV.test(line) && !ENTRIES.has(file))
        found.push(`process.env below the entries: ${at}`);
      if (RAW_ENV_TYPE.test(line) && !RAW_ENV_ALLOWED.test(file))
        found.push(`a raw environment taken: ${at}`);
      if (KNOB_NAME.test(line) && file !== KNOBS_MODULE) found.push(`a knob parsed outside knobs.ts: ${at}`);
      if (EVENT_FILE.test(line) && !EVENT_READERS.test(file))
        found.push(`the event payload read below the run context: ${at}`);
    });
  }
  return found.sort();
}

describe('the environment is read at the entries only', () => {
  it('holds for every module of src/', () => {
    expect(sourceFiles(ROOT).length).toBeGreaterThan(100);
    expect(violations(ROOT)).toEqual([]);
  });

  it('every entry reads it into the run context', () => {
    for (const entry of ENTRIES) {
      const text = readFileSync(path.join(ROOT, entry), 'utf8');
      expect(text, entry).toMatch(
        entry === 'src/cli.ts' ? /env: process\.env/ : /readRunContext\(process\.env\)/,
      );
    }
  });

  describe('each rule bites', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-env-rules-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const plant = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    };

    it('names every planted violation, and nothing else', () => {
      // Allowed: the entries, a comment, the knobs module, the agent's environment.
      plant('src/main.ts', 'const context = readRunContext(process.env);\n');
      plant('src/action/live/says.ts', '// nothing here reads process.env\n/* nor process.env */\n');
      plant('src/context/knobs.ts', "const grace = env['NARRATOR_KILL_GRACE_MS'];\n");
      plant('src/agent/agent-env.ts', 'export function childEnv(parent: NodeJS.ProcessEnv) {}\n');
      plant('src/context/event.ts', "const event = readRunEvent(env['GITHUB_EVENT_PATH']);\n");
      plant('src/sinks/takes-event.ts', 'const payload = context.event.payload;\n');
      // Each of these breaks one rule.
      plant('src/action/live/reads.ts', "const repo = process.env['GITHUB_REPOSITORY'];\n");
      plant('src/runner/indexes.ts', "const e = process['env'];\n");
      plant('src/github/destructures.ts', 'const { env } = process;\n');
      plant('src/action/post/takes.ts', 'export function f(env: NodeJS.ProcessEnv) {}\n');
      plant('src/aggregate/knob.ts', "const t = env['NARRATOR_COMMENT_FINAL_TIMEOUT_MS'];\n");
      plant(
        'src/sinks/rereads.ts',
        "const p = JSON.parse(readFileSync(env['GITHUB_EVENT_PATH'], 'utf8'));\n",
      );
      plant('src/action/gate/reparses.ts', 'const again = readRunEvent(context.runner.X);\n');
      plant('src/github/opens.ts', "const text = await readFile(context.event.file, 'utf8');\n");
      expect(violations(dir)).toEqual(
        [
          'process.env below the entries: src/action/live/reads.ts:1',
          'process.env below the entries: src/runner/indexes.ts:1',
          'process.env below the entries: src/github/destructures.ts:1',
          'a raw environment taken: src/action/post/takes.ts:1',
          'a knob parsed outside knobs.ts: src/aggregate/knob.ts:1',
          'the event payload read below the run context: src/sinks/rereads.ts:1',
          'the event payload read below the run context: src/action/gate/reparses.ts:1',
          'the event payload read below the run context: src/github/opens.ts:1',
        ].sort(),
      );
    });
  });
});
