// What a launch looks like when the code is not a writer's (src/github/repository-trust.ts decides):
// each agent's switch that leaves the repository's own configuration out, the refusal of the one
// that has none, and what the log says. The binaries are tiny stand-ins, found on PATH, never run.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareLaunch } from '../../src/action/launch/prepare.js';
import type { RepositoryTrust } from '../../src/github/repository-trust.js';
import { readInputs } from '../../src/inputs.js';

const OUTSIDER: RepositoryTrust = {
  trusted: false,
  reason: 'the pull request is from the fork outsider/app, by outsider, who has read access',
};
const WRITER: RepositoryTrust = { trusted: true, reason: 'a push event needs write access to happen' };

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
function binDir(...names: string[]): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-trust-bins-'));
  dirs.push(dir);
  for (const name of names) {
    writeFileSync(path.join(dir, name), '#!/bin/sh\nexit 0\n');
    chmodSync(path.join(dir, name), 0o755);
  }
  return dir;
}
const from =
  (values: Record<string, string>) =>
  (name: string): string =>
    values[name] ?? '';

async function launch(
  inputs: Record<string, string>,
  trust: RepositoryTrust,
  env: Record<string, string> = {},
) {
  const bins = binDir('claude', 'opencode', 'gemini', 'codex', 'claude-agent-acp', 'cursor-agent');
  const config = readInputs(from({ prompt: 'hi', install: 'never', ...inputs }), {});
  return prepareLaunch(config, { PATH: bins, ...env }, () => {}, undefined, trust);
}

describe('the repository configuration of code that is not a writer’s', () => {
  it('claude: --setting-sources user --strict-mcp-config, before the args input; the log says what and why', async () => {
    const spec = await launch({ agent: 'claude', args: '--mcp-config\nmine.json' }, OUTSIDER);
    expect(spec.args.slice(-5)).toEqual([
      '--setting-sources',
      'user',
      '--strict-mcp-config',
      '--mcp-config',
      'mine.json',
    ]);
    expect(spec.notices[0]).toBe(
      "Narrator: the repository's .claude/settings.json and .claude/settings.local.json (hooks, env, apiKeyHelper, permissions) and .mcp.json are ignored: " +
        `${OUTSIDER.reason}. Set 'trust-repository-config: true' to run them (they run with this job's secrets).`,
    );
    const trusted = await launch({ agent: 'claude' }, WRITER);
    expect(trusted.args).not.toContain('--setting-sources');
    expect(trusted.notices.join('\n')).not.toMatch(/ignored/);
    const optedIn = await launch(
      { agent: 'claude' },
      { trusted: true, reason: 'trust-repository-config is true' },
    );
    expect(optedIn.args).not.toContain('--setting-sources');
    expect(optedIn.notices[0]).toMatch(
      /^Narrator: trust-repository-config is true: the agent reads the repository's \.claude\/settings\.json.*with this job's secrets\.$/,
    );
  });

  it('opencode: OPENCODE_DISABLE_PROJECT_CONFIG, as a command and over ACP', async () => {
    expect((await launch({ agent: 'opencode' }, OUTSIDER)).env['OPENCODE_DISABLE_PROJECT_CONFIG']).toBe(
      'true',
    );
    expect(
      (await launch({ agent: 'opencode', protocol: 'acp' }, OUTSIDER)).env['OPENCODE_DISABLE_PROJECT_CONFIG'],
    ).toBe('true');
    expect(
      (await launch({ agent: 'opencode' }, WRITER)).env['OPENCODE_DISABLE_PROJECT_CONFIG'],
    ).toBeUndefined();
  });

  it("claude over ACP: the adapter's SDK options in session/new's _meta (user settings only, strict MCP)", async () => {
    const spec = await launch({ agent: 'claude', protocol: 'acp' }, OUTSIDER);
    expect(spec.acp?.sessionMeta).toEqual({
      claudeCode: { options: { settingSources: ['user'], extraArgs: { 'strict-mcp-config': null } } },
    });
    expect((await launch({ agent: 'claude', protocol: 'acp' }, WRITER)).acp).not.toHaveProperty(
      'sessionMeta',
    );
  });

  it('gemini: refused, as a recipe and over ACP, saying why and how to opt in; a writer’s code runs', async () => {
    for (const protocol of ['stream-json', 'acp']) {
      await expect(launch({ agent: 'gemini', protocol }, OUTSIDER)).rejects.toThrow(
        /^Narrator does not start gemini on this code: the pull request is from the fork outsider\/app.*'trust-repository-config: true'/,
      );
    }
    expect((await launch({ agent: 'gemini' }, WRITER)).env['GEMINI_CLI_TRUST_WORKSPACE']).toBe('true');
  });

  it('cursor: a warning (no known switch, not measured)', async () => {
    const spec = await launch({ agent: 'cursor' }, OUTSIDER);
    expect(spec.warnings.join('\n')).toMatch(/cursor may read the repository's \.cursor\/mcp\.json/);
  });

  it('codex: a warning only when its config.toml trusts this workspace', async () => {
    const home = mkdtempSync(path.join(os.tmpdir(), 'narrator-trust-codex-'));
    dirs.push(home);
    const codexHome = path.join(home, '.codex');
    mkdirSync(codexHome);
    const none = await launch({ agent: 'codex' }, OUTSIDER, { CODEX_HOME: codexHome });
    expect(none.warnings).toEqual([]);
    writeFileSync(
      path.join(codexHome, 'config.toml'),
      `[projects.${JSON.stringify(process.cwd())}]\ntrust_level = "trusted"\n`,
    );
    const trusting = await launch({ agent: 'codex' }, OUTSIDER, { CODEX_HOME: codexHome });
    expect(trusting.warnings.join('\n')).toMatch(/config\.toml trusts this workspace/);
    expect((await launch({ agent: 'codex' }, WRITER, { CODEX_HOME: codexHome })).warnings).toEqual([]);
  });

  it('a command that starts a known agent: a warning with what to add; any other program: nothing', async () => {
    const claude = await launch({ command: 'claude -p' }, OUTSIDER);
    expect(claude.warnings.join('\n')).toMatch(
      /'command' runs as written.*--setting-sources user --strict-mcp-config/,
    );
    expect((await launch({ command: 'claude -p' }, WRITER)).warnings).toEqual([]);
    const other = binDir('my-agent');
    const config = readInputs(from({ prompt: 'hi', command: 'my-agent' }), {});
    expect((await prepareLaunch(config, { PATH: other }, () => {}, undefined, OUTSIDER)).warnings).toEqual(
      [],
    );
  });
});
