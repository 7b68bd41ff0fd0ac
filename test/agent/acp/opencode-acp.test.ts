// The ACP client against the REAL opencode in ACP mode (`opencode acp`, launched as the Action's
// `protocol: acp` launches it), offline against the local chat-completions server, in a scratch
// repository. Under acceptEdits Narrator allows the edit and refuses the shell command it is asked
// about; the recording is folded by the `acp` dialect as the Action folds it live.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { acpAskingEnv, acpLaunch } from '../../../src/agent/acp/recipes.js';
import { runAcpRecorded } from '../../support/acp-run.js';
import { type AgentInstall, ensureAgentCli } from '../../support/agent-cli.js';
import { callTools, reply, startChatServer, tool } from '../../support/openai-chat-server.js';
import { makeOpencodeSandbox } from '../../support/opencode-action.js';

let opencode: AgentInstall;
beforeAll(async () => {
  opencode = await ensureAgentCli('opencode');
}, 15 * 60_000);
afterAll(() => {});

describe('the ACP client with the real opencode (opencode acp)', () => {
  test('acceptEdits: the edit is allowed, the shell command refused (a denial), tokens and cost folded', {
    timeout: 120_000,
  }, async () => {
    const sandbox = makeOpencodeSandbox({ pathPrepend: [opencode.binDir, path.dirname(process.execPath)] });
    fs.writeFileSync(path.join(sandbox.repo, 'notes.txt'), 'alpha\n');
    const server = await startChatServer({
      replies: [
        callTools([
          tool('edit', {
            filePath: path.join(sandbox.repo, 'notes.txt'),
            oldString: 'alpha',
            newString: 'beta',
          }),
        ]),
        callTools([
          tool('bash', { command: `touch ${path.join(sandbox.repo, 'touched')}`, description: 'Touch' }),
        ]),
        reply('Edited; the command was refused.'),
      ],
    });
    try {
      const launch = acpLaunch('opencode', { model: null, permissionMode: 'acceptEdits', args: [] });
      const run = await runAcpRecorded({
        file: path.join(opencode.binDir, 'opencode'),
        args: launch.args,
        prompt: 'Swap the word, then touch a file.',
        permissionMode: 'acceptEdits',
        cwd: sandbox.repo,
        env: { ...sandbox.envFor(server.url), ...launch.env },
        capture: 'opencode-accept-edits',
      });
      const s = run.summary;
      const recording = run.lines.map((l) => JSON.stringify(l)).join('\n');
      expect(s.outcome, recording.slice(-3000)).toBe('success');
      expect(fs.readFileSync(path.join(sandbox.repo, 'notes.txt'), 'utf8')).toBe('beta\n');
      expect(fs.existsSync(path.join(sandbox.repo, 'touched'))).toBe(false);
      // opencode ends the turn when a call is refused (end_turn, the model not asked again).
      expect(s.finalText).toBeNull();
      expect(server.requests.length).toBeGreaterThanOrEqual(2);
      expect(s.model).toBe('local/local-model');
      const kinds = s.toolCalls.map((c) => [c.name, c.status]);
      expect(kinds).toContainEqual(['edit', 'ok']);
      expect(kinds).toContainEqual(['execute', 'denied']);
      expect(s.permissionDenials).toHaveLength(1);
      // Tokens from the prompt answer's `usage`, the cost from `usage_update` (opencode's own price).
      expect(s.tokens).toMatchObject({ input: 2547, output: 31 });
      expect(s.costUsd).toBeGreaterThan(0);
    } finally {
      await server.close();
      sandbox.cleanup();
    }
  });

  test.each([
    ['with the asking environment Narrator gives it: asked, refused under plan', true],
    ['without it (measured, what the environment closes): the command runs unasked', false],
  ])(
    'a repository opencode.json allowing every command, %s',
    { timeout: 120_000 },
    async (_label, asking) => {
      const sandbox = makeOpencodeSandbox({ pathPrepend: [opencode.binDir, path.dirname(process.execPath)] });
      fs.writeFileSync(
        path.join(sandbox.repo, 'opencode.json'),
        JSON.stringify({
          $schema: 'https://opencode.ai/config.json',
          permission: { edit: 'allow', bash: 'allow' },
        }),
      );
      const server = await startChatServer({
        replies: [
          callTools([
            tool('bash', { command: `touch ${path.join(sandbox.repo, 'touched')}`, description: 'Touch' }),
          ]),
          reply('Done.'),
        ],
      });
      try {
        const run = await runAcpRecorded({
          file: path.join(opencode.binDir, 'opencode'),
          args: ['acp'],
          permissionMode: 'plan',
          cwd: sandbox.repo,
          env: { ...sandbox.envFor(server.url), ...(asking ? acpAskingEnv('opencode', 'plan') : {}) },
        });
        expect(fs.existsSync(path.join(sandbox.repo, 'touched'))).toBe(!asking);
        expect(run.summary.permissionDenials).toHaveLength(asking ? 1 : 0);
      } finally {
        await server.close();
        sandbox.cleanup();
      }
    },
  );
});
