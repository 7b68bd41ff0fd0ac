// The denied calls' copy-paste line is a working rule, tried with the real Claude Code CLI through
// dist/index.js: run 1 (no allowed-tools) is denied a compound Bash command, a Write inside the
// workspace and a Write outside it; the step summary lists each with its rule and one
// `allowed-tools: '…'` line; run 2, the same script with exactly that line, runs all three.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { agentE2e, finalComment } from '../support/agent-e2e.js';
import { runClaudeAction } from '../support/claude-action.js';
import { message, text, toolUse } from '../support/model-server.js';
import { describeActionRun } from '../support/run-action.js';

const e2e = agentE2e({ agent: 'claude', run: runClaudeAction });
const { scenario } = e2e;
afterAll(e2e.cleanup);

const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'narrator-denied-outside-'));
afterAll(() => fs.rmSync(outside, { recursive: true, force: true }));

function script(repo: string, outsideFile: string) {
  return {
    replies: [
      message([toolUse('Bash', { command: 'touch by-bash && mkdir -p made-dir', description: 'Touch' })]),
      message([toolUse('Write', { file_path: path.join(repo, 'notes.txt'), content: 'gamma\n' })]),
      message([toolUse('Write', { file_path: outsideFile, content: 'outside\n' })]),
      message([text('Done.')]),
    ],
  };
}

/** The value of the one `allowed-tools: '…'` line in a fenced block (YAML single-quoted). */
function copyLine(markdown: string): string {
  const lines = markdown.split('\n').filter((l) => l.startsWith('allowed-tools: '));
  expect(lines).toHaveLength(1);
  const m = /^allowed-tools: '((?:[^']|'')*)'$/.exec(lines[0]!);
  expect(m, lines[0]).not.toBeNull();
  return m![1]!.replace(/''/g, "'");
}

describe('denied calls: the rule Narrator names is the rule that allows them (real Claude Code)', () => {
  test('run 1 denied → incomplete with the rules; run 2 with the pasted line → all three ran, success', {
    timeout: 240_000,
  }, async () => {
    const first = path.join(outside, 'first.txt');
    const r1 = await scenario({
      files: { 'notes.txt': 'alpha\n' },
      model: (repo) => script(repo, first),
      inputs: () => ({ prompt: 'Do the three things.' }),
    });
    expect(r1.run.code, describeActionRun(r1.run)).toBe(1);
    expect(r1.run.outputs).toMatchObject({ outcome: 'incomplete', 'permission-denials': '3' });
    const summary = r1.run.stepSummary;
    expect(summary).toMatch(/### Denied calls \(3\)/);
    expect(summary).toContain(
      '- `Bash` `touch by-bash && mkdir -p made-dir` — allow with `Bash(touch by-bash:*), Bash(mkdir:*)`',
    );
    expect(summary).toContain('- `Write` `notes.txt` — allow with `Edit(notes.txt)`');
    expect(summary).toContain(`— allow with \`Edit(/${first})\``);
    const line = copyLine(summary);
    expect(line).toBe(`Bash(touch by-bash:*), Bash(mkdir:*), Edit(notes.txt), Edit(/${first})`);
    // The live comment and the job log carry the same line.
    expect(finalComment(r1)).toContain(`allowed-tools: '${line}'`);
    expect(r1.run.stdout).toContain(`allowed-tools: '${line}'`);

    const second = path.join(outside, 'second.txt');
    const r2 = await scenario({
      files: { 'notes.txt': 'alpha\n' },
      // The same calls; the outside file is another one so run 1's absence proves nothing here.
      model: (repo) => script(repo, second),
      inputs: () => ({ prompt: 'Do the three things.', 'allowed-tools': line.replace(first, second) }),
    });
    expect(r2.run.code, describeActionRun(r2.run)).toBe(0);
    expect(r2.run.outputs).toMatchObject({
      outcome: 'success',
      'permission-denials': '0',
      'tool-calls': '3',
    });
    expect(fs.existsSync(path.join(r2.sandbox.repo, 'by-bash'))).toBe(true);
    expect(fs.existsSync(path.join(r2.sandbox.repo, 'made-dir'))).toBe(true);
    expect(fs.readFileSync(path.join(r2.sandbox.repo, 'notes.txt'), 'utf8')).toBe('gamma\n');
    expect(fs.readFileSync(second, 'utf8')).toBe('outside\n');
    expect(r2.run.stepSummary).not.toMatch(/Denied calls/);
  });
});
