/**
 * What Narrator can know of the workflow's concurrency (src/action/launch/already-handled.ts): only
 * the checked-out workflow file named by GITHUB_WORKFLOW_REF. Hand-written workflow files.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { concurrencyWarning, triggeringCommentId } from '../../src/action/launch/already-handled.js';
import { readRunContext } from '../../src/context/run-context.js';

function workspace(text: string | null): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-concurrency-'));
  mkdirSync(path.join(dir, '.github', 'workflows'), { recursive: true });
  if (text !== null) writeFileSync(path.join(dir, '.github', 'workflows', 'agent.yml'), text);
  return dir;
}

const env = (dir: string, o: Record<string, string> = {}) => ({
  GITHUB_EVENT_NAME: 'issue_comment',
  GITHUB_WORKFLOW_REF: 'octo/app/.github/workflows/agent.yml@refs/heads/main',
  GITHUB_WORKSPACE: dir,
  ...o,
});

describe('the concurrency warning', () => {
  it('warns on cancel-in-progress: true (job or workflow level, quoted or not)', () => {
    for (const line of [
      'cancel-in-progress: true',
      "cancel-in-progress: 'true'",
      'cancel-in-progress: true # newest wins',
    ]) {
      const dir = workspace(`jobs:\n  agent:\n    concurrency:\n      group: g\n      ${line}\n`);
      expect(concurrencyWarning(env(dir)), line).toContain('cancel-in-progress: true');
    }
  });

  it('says nothing when it waits, when it cannot know, or off a comment event', () => {
    expect(
      concurrencyWarning(env(workspace('concurrency:\n  group: g\n  cancel-in-progress: false\n'))),
    ).toBeNull();
    expect(concurrencyWarning(env(workspace('concurrency:\n  group: g\n')))).toBeNull();
    // An expression is decided by the runner: not knowable here.
    const expression = 'concurrency:\n  cancel-in-progress: $' + '{{ true }}\n';
    expect(concurrencyWarning(env(workspace(expression)))).toBeNull();
    // Not checked out.
    expect(concurrencyWarning(env(workspace(null)))).toBeNull();
    const cancelling = workspace('concurrency:\n  cancel-in-progress: true\n');
    expect(concurrencyWarning(env(cancelling, { GITHUB_EVENT_NAME: 'pull_request' }))).toBeNull();
    // A ref that does not name a workflow file is not followed anywhere else.
    expect(
      concurrencyWarning(env(cancelling, { GITHUB_WORKFLOW_REF: 'octo/app/../../etc/passwd@x' })),
    ).toBeNull();
  });

  it("reads the triggering comment's id only from an issue_comment payload", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-event-'));
    const file = path.join(dir, 'event.json');
    // The run context reads the file once; the id is taken from what it read.
    const at = (name: string) => readRunContext({ GITHUB_EVENT_NAME: name, GITHUB_EVENT_PATH: file });
    writeFileSync(file, JSON.stringify({ comment: { id: 42 } }));
    expect(triggeringCommentId(at('issue_comment'))).toBe(42);
    expect(triggeringCommentId(at('pull_request'))).toBeNull();
    writeFileSync(file, JSON.stringify({ comment: { id: '42' } }));
    expect(triggeringCommentId(at('issue_comment'))).toBeNull();
    writeFileSync(file, '{not json');
    expect(triggeringCommentId(at('issue_comment'))).toBeNull();
  });
});
