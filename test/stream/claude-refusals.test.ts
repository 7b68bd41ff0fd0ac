/**
 * Claude Code 2.1.200's permission refusals: that CLI answers a refused tool call with an error
 * result whose text says so, and sends no system/permission_denied frame and no tool_result_meta;
 * a stream cut before its result frame then has no permission_denials list either. The frames here
 * are HAND-WRITTEN, shaped after such third-party 2.1.200 streams (the wording is the CLI's).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RunFold } from '../../src/run/fold.js';
import { foldEvents } from '../../src/run/reducer.js';
import { claudeCode, isPermissionRefusal } from '../../src/stream/dialects/claude-code.js';
import type { AgentEvent } from '../../src/stream/events.js';

const S = 'sess-2-1-200';
function use(id: string, command: string) {
  return {
    type: 'assistant',
    message: {
      id: `msg_${id}`,
      model: 'claude-sonnet-4-5',
      content: [{ type: 'tool_use', id, name: 'Bash', input: { command } }],
      usage: { input_tokens: 10, output_tokens: 5 },
    },
    parent_tool_use_id: null,
    session_id: S,
  };
}
function result(id: string, content: string, isError: boolean) {
  return {
    type: 'user',
    message: {
      role: 'user',
      content: [{ type: 'tool_result', tool_use_id: id, content, is_error: isError }],
    },
    parent_tool_use_id: null,
    session_id: S,
  };
}

function fold(frames: object[]) {
  const p = claudeCode.createParser();
  const events: AgentEvent[] = frames.flatMap((f, i) => p.toEvents(f as Record<string, unknown>, i));
  // Cut before the result: the process was killed (no result frame), exit 143.
  events.push({
    kind: 'exit',
    exitCode: 143,
    signal: null,
    stderrTail: null,
    stoppedBy: null,
    limitMs: null,
    at: 99,
  });
  return foldEvents(events, 'claude-code');
}

describe('Claude Code 2.1.200 refusals as tool errors are denials', () => {
  const refusals = [
    'This command requires approval',
    'This Bash command contains multiple operations. The following parts require approval: rm -rf build, git push',
    'This Bash command contains multiple operations. The following part requires approval: curl example.com',
    'Command contains subexpressions $(git rev-parse HEAD) that require approval',
  ];

  it('each refusal text makes the call denied and a permission denial', () => {
    const frames = refusals.flatMap((text, i) => [
      use(`toolu_${i}`, `cmd ${i}`),
      result(`toolu_${i}`, text, true),
    ]);
    const s = fold(frames);
    expect(s.toolCalls.map((c) => c.status)).toEqual(['denied', 'denied', 'denied', 'denied']);
    expect(s.permissionDenials).toEqual(
      refusals.map((_, i) => ({ tool: 'Bash', toolUseId: `toolu_${i}`, input: { command: `cmd ${i}` } })),
    );
  });

  it('a failing command is an error, not a denial; a tool that only prints the words is ok', () => {
    const s = fold([
      use('toolu_a', 'npm test'),
      result('toolu_a', 'Exit code 1\nnpm ERR! Test failed', true),
      use('toolu_b', 'grep -r approval src'),
      result('toolu_b', 'This command requires approval', false),
      use('toolu_c', 'cat notes.txt'),
      result('toolu_c', 'Exit code 1\nnote: This command requires approval', true),
    ]);
    expect(s.toolCalls.map((c) => c.status)).toEqual(['error', 'ok', 'error']);
    expect(s.permissionDenials).toEqual([]);
  });

  it('the recognizer is anchored at the start (an Error: prefix allowed)', () => {
    expect(isPermissionRefusal('Error: This command requires approval')).toBe(true);
    expect(
      isPermissionRefusal("Claude requested permissions to use Bash, but you haven't granted it yet."),
    ).toBe(true);
    expect(isPermissionRefusal('the log says: This command requires approval')).toBe(false);
    expect(isPermissionRefusal(null)).toBe(false);
  });
});

// REAL 2.1.200 captures (test/fixtures/claude-refusals/README.md): the refusal is only the text
// until the result frame; cut there (what a live view has, or a killed run), each must be a denial.
function foldCut(name: string, keepResult: boolean) {
  const lines = readFileSync(join(import.meta.dirname, '../fixtures/claude-refusals', name), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '' && (keepResult || JSON.parse(l).type !== 'result'));
  const fold = new RunFold({ dialect: 'claude-code' });
  lines.forEach((l, i) => {
    fold.pushBytes(Buffer.from(`${l}\n`), i);
  });
  return fold.end(
    { exitCode: keepResult ? 0 : 143, signal: null, stderrTail: null, stoppedBy: null, limitMs: null },
    99,
  );
}

describe('Claude Code 2.1.200 refusals, real captures', () => {
  it('the shell check (substitution, expansion, unanalyzable syntax, rm outside the repo): denied before the result says so', () => {
    const cut = foldCut('real-2.1.200-headless-bash.jsonl', false);
    const statuses = cut.toolCalls.map((c) => [(c.input as { command: string }).command, c.status]);
    expect(statuses).toEqual([
      ['echo $(whoami)', 'denied'],
      ['$CMD foo', 'denied'],
      // A parse error of bash itself: the command ran and failed.
      ['echo "unterminated', 'error'],
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the command as the model sent it
      ['echo "${HOME}"', 'denied'],
      ['echo "$(date)"', 'denied'],
      ['rm -rf /tmp/x', 'denied'],
      ['ls', 'ok'],
      ['false', 'error'],
    ]);
    expect(cut.permissionDenials).toHaveLength(5);
    // The whole stream agrees with its own result frame.
    const whole = foldCut('real-2.1.200-headless-bash.jsonl', true);
    expect(whole.toolCalls.map((c) => c.status)).toEqual(cut.toolCalls.map((c) => c.status));
    expect(whole.permissionDenials).toHaveLength(5);
  });

  it("a PreToolUse hook's block is a denial, not a tool error", () => {
    const cut = foldCut('real-2.1.200-pretooluse-hook.jsonl', false);
    expect(cut.toolCalls.map((c) => c.status)).toEqual(['denied']);
    expect(cut.permissionDenials).toHaveLength(1);
  });
});

describe('the other wordings of the shell check (HAND-WRITTEN, in the CLI words of 2.1.2xx streams)', () => {
  it.each([
    'Command contains subexpressions $() that require approval',
    'Command name is a dynamic expression which cannot be statically validated',
    'Command contains malformed syntax that cannot be parsed',
    'Command contains expandable strings with embedded expressions',
    'git push --force requires manual approval',
    'Error: Contains command_substitution',
    "A nested command in this command can't be checked before it runs",
    "rm in '/tmp/x' needs approval. The path is outside the working directories for this session.",
    'PreToolUse:Bash hook error: [./block.sh]: Blocked by policy',
  ])('%s', (text) => {
    expect(isPermissionRefusal(text)).toBe(true);
  });

  it('output that only mentions the words later is not a refusal', () => {
    expect(isPermissionRefusal('Exit code 1\nCommand name is a dynamic expression')).toBe(false);
    expect(isPermissionRefusal('Contains the README and two scripts, see below')).toBe(false);
    expect(isPermissionRefusal('Exit code 1\nstep 2 requires manual approval')).toBe(false);
  });
});
