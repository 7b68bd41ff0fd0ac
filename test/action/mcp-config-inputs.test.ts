/**
 * `mcp-config` (src/agent/mcp-config.ts): the JSON agents take, read and refused in words (never
 * quoting a value: env and headers hold secrets); its env and header values redacted everywhere
 * (they join `redact`); given to Claude Code by --mcp-config, to an ACP agent in session/new (http
 * and sse only when its initialize says so: claude-acp-mcp.test.ts runs the real adapter), and
 * refused before launch for a stream-json agent that has no flag for it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareLaunch } from '../../src/action/launch/prepare.js';
import { acpMcpServers, claudeMcpConfig, parseMcpConfig } from '../../src/agent/mcp-config.js';
import { readInputs } from '../../src/inputs.js';

const from =
  (inputs: Record<string, string>) =>
  (name: string): string =>
    inputs[name] ?? '';
const trusted = { trusted: true, reason: 'the test' };

// HAND-WRITTEN: one server of each kind, with made-up secrets.
const CONFIG = JSON.stringify({
  mcpServers: {
    files: { command: 'node', args: ['server.mjs'], env: { API_KEY: 'mcp-env-secret-123456', DEBUG: '1' } },
    docs: {
      type: 'http',
      url: 'https://mcp.example.com/mcp',
      headers: { Authorization: 'Bearer mcp-header-secret-99' },
    },
    events: { type: 'sse', url: 'https://mcp.example.com/sse' },
  },
});

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

describe('mcp-config input', () => {
  it('reads stdio, http and sse servers; empty is none', () => {
    expect(readInputs(from({}), {}).mcpServers).toEqual([]);
    expect(readInputs(from({ 'mcp-config': CONFIG }), {}).mcpServers).toEqual([
      {
        name: 'files',
        type: 'stdio',
        command: 'node',
        args: ['server.mjs'],
        env: { API_KEY: 'mcp-env-secret-123456', DEBUG: '1' },
      },
      {
        name: 'docs',
        type: 'http',
        url: 'https://mcp.example.com/mcp',
        headers: { Authorization: 'Bearer mcp-header-secret-99' },
      },
      { name: 'events', type: 'sse', url: 'https://mcp.example.com/sse', headers: {} },
    ]);
  });

  it('env and header values join the secrets to redact (a value too short to be one does not)', () => {
    const redact = readInputs(from({ 'mcp-config': CONFIG, redact: 'another-secret-value' }), {}).redact;
    expect(redact).toEqual(['another-secret-value', 'mcp-env-secret-123456', 'Bearer mcp-header-secret-99']);
  });

  it.each([
    ['not JSON', '{"mcpServers": {"a": {"command": "x", "env": {"K": "leaky-secret-1234"', 'is not JSON'],
    ['no mcpServers', '{"servers": {}}', 'must be an object with an "mcpServers" object'],
    ['a bad name', '{"mcpServers": {"a b": {"command": "x"}}}', 'server names are letters'],
    ['no command', '{"mcpServers": {"a": {"args": []}}}', 'mcpServers.a.command must be a non-empty string'],
    [
      'an env value not a string',
      '{"mcpServers": {"a": {"command": "x", "env": {"K": 1}}}}',
      'mcpServers.a.env.K must be a string',
    ],
    [
      'a url not http',
      '{"mcpServers": {"a": {"type": "http", "url": "file:///etc/passwd"}}}',
      'mcpServers.a.url must be an http(s) URL',
    ],
    [
      'an unknown type',
      '{"mcpServers": {"a": {"type": "ws", "url": "https://x"}}}',
      'mcpServers.a.type must be',
    ],
  ])('%s: refused, naming the input, quoting no value', (_what, text, message) => {
    let error: Error | null = null;
    try {
      readInputs(from({ 'mcp-config': text }), {});
    } catch (e) {
      error = e as Error;
    }
    expect(error?.message).toContain("input 'mcp-config'");
    expect(error?.message).toContain(message);
    expect(error?.message).not.toContain('leaky-secret-1234');
  });
});

describe('handed to each agent its way', () => {
  const servers = parseMcpConfig(CONFIG);

  it("ACP: stdio always; http and sse only as the agent's initialize allows", () => {
    expect(acpMcpServers(servers, { http: true })).toEqual({
      servers: [
        {
          name: 'files',
          command: 'node',
          args: ['server.mjs'],
          env: [
            { name: 'API_KEY', value: 'mcp-env-secret-123456' },
            { name: 'DEBUG', value: '1' },
          ],
        },
        {
          type: 'http',
          name: 'docs',
          url: 'https://mcp.example.com/mcp',
          headers: [{ name: 'Authorization', value: 'Bearer mcp-header-secret-99' }],
        },
      ],
      skipped: ['events'],
    });
    expect(acpMcpServers(servers, undefined).skipped).toEqual(['docs', 'events']);
  });

  it('Claude Code: --mcp-config right after -p (the flag takes several values: an option follows it)', async () => {
    const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'narrator-mcp-bin-'));
    dirs.push(bin);
    fs.writeFileSync(path.join(bin, 'claude'), '#!/bin/sh\nexit 0\n', { mode: 0o755 });
    const config = readInputs(
      from({
        agent: 'claude',
        prompt: 'hi',
        install: 'never',
        'mcp-config': CONFIG,
        'working-directory': os.tmpdir(),
      }),
      {},
    );
    const spec = await prepareLaunch(config, { PATH: bin }, () => {}, undefined, trusted);
    expect(spec.args.slice(0, 4)).toEqual([
      '-p',
      '--mcp-config',
      claudeMcpConfig(servers),
      '--output-format',
    ]);
    expect(JSON.parse(claudeMcpConfig(servers)).mcpServers.docs).toEqual({
      type: 'http',
      url: 'https://mcp.example.com/mcp',
      headers: { Authorization: 'Bearer mcp-header-secret-99' },
    });
  });

  it.each(['codex', 'gemini', 'opencode'] as const)(
    '%s over stream-json: refused before launch, in words',
    async (agent) => {
      const config = readInputs(
        from({
          agent,
          prompt: 'hi',
          install: 'never',
          'mcp-config': CONFIG,
          'working-directory': os.tmpdir(),
        }),
        {},
      );
      await expect(prepareLaunch(config, { PATH: '' }, () => {}, undefined, trusted)).rejects.toThrow(
        `input 'mcp-config': Narrator gives MCP servers to an agent over ACP ('protocol: acp') and to Claude Code by --mcp-config; ${agent} over stream-json`,
      );
    },
  );
});
