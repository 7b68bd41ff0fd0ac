/**
 * `mcp-config`: the MCP servers a workflow gives the agent, in the JSON shape the agents already
 * take (Claude Code's `--mcp-config`, `.mcp.json`):
 *
 *   {"mcpServers": {"NAME": {"command": "...", "args": ["..."], "env": {"K": "V"}}
 *                            | {"type": "http" | "sse", "url": "...", "headers": {"K": "V"}}}}
 *
 * handed to each agent its own way: over ACP in `session/new`'s `mcpServers` (ACP's shape: an
 * array, env and headers as `{name, value}` lists; http and sse only when the agent's `initialize`
 * says `mcpCapabilities.http` / `.sse`), to Claude Code by `--mcp-config`. Every env and header
 * value long enough to be a secret is redacted from every output (inputs.ts adds them to `redact`).
 */

export type McpServerConfig =
  | { name: string; type: 'stdio'; command: string; args: string[]; env: Record<string, string> }
  | { name: string; type: 'http' | 'sse'; url: string; headers: Record<string, string> };

/** Why the input cannot be used (the message names the server and field, never a value). */
export class McpConfigError extends Error {}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function stringMap(v: unknown, where: string): Record<string, string> {
  if (v === undefined) return {};
  if (!isObject(v)) throw new McpConfigError(`${where} must be an object of strings`);
  const out: Record<string, string> = {};
  for (const [k, value] of Object.entries(v)) {
    if (typeof value !== 'string') throw new McpConfigError(`${where}.${k} must be a string`);
    out[k] = value;
  }
  return out;
}

/** The servers of the input ('' or blank: none). Throws McpConfigError on anything else. */
export function parseMcpConfig(text: string): McpServerConfig[] {
  if (text.trim() === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // JSON.parse's message quotes the text, which may hold a secret: only where it failed.
    throw new McpConfigError('is not JSON (give {"mcpServers": {...}} as the JSON text itself)');
  }
  if (!isObject(value) || !isObject(value['mcpServers'])) {
    throw new McpConfigError(
      'must be an object with an "mcpServers" object: {"mcpServers": {"name": {...}}}',
    );
  }
  const servers: McpServerConfig[] = [];
  for (const [name, s] of Object.entries(value['mcpServers'])) {
    const where = `mcpServers.${name}`;
    if (!/^[A-Za-z0-9_.-]{1,64}$/.test(name)) {
      throw new McpConfigError(
        `server names are letters, digits, '_', '.' and '-' (at most 64): '${name.slice(0, 64)}'`,
      );
    }
    if (!isObject(s)) throw new McpConfigError(`${where} must be an object`);
    const type = s['type'] ?? (s['url'] !== undefined ? 'http' : 'stdio');
    if (type === 'stdio') {
      if (typeof s['command'] !== 'string' || s['command'] === '') {
        throw new McpConfigError(`${where}.command must be a non-empty string`);
      }
      const args = s['args'] ?? [];
      if (!Array.isArray(args) || !args.every((a) => typeof a === 'string')) {
        throw new McpConfigError(`${where}.args must be an array of strings`);
      }
      servers.push({ name, type, command: s['command'], args, env: stringMap(s['env'], `${where}.env`) });
    } else if (type === 'http' || type === 'sse') {
      if (typeof s['url'] !== 'string' || !/^https?:\/\//.test(s['url'])) {
        throw new McpConfigError(`${where}.url must be an http(s) URL`);
      }
      servers.push({ name, type, url: s['url'], headers: stringMap(s['headers'], `${where}.headers`) });
    } else {
      throw new McpConfigError(`${where}.type must be "stdio", "http" or "sse"`);
    }
  }
  return servers;
}

/** The values to redact: every env and header value (the caller drops the too short to hide). */
export function mcpSecretValues(servers: readonly McpServerConfig[]): string[] {
  return servers.flatMap((s) => Object.values(s.type === 'stdio' ? s.env : s.headers));
}

/** ACP's McpServer (the SDK's schema: @agentclientprotocol/sdk, v1 McpServer). */
export type AcpMcpServer =
  | { name: string; command: string; args: string[]; env: Array<{ name: string; value: string }> }
  | { type: 'http' | 'sse'; name: string; url: string; headers: Array<{ name: string; value: string }> };

const pairs = (m: Record<string, string>) => Object.entries(m).map(([name, value]) => ({ name, value }));

/**
 * The servers for `session/new`, and the names of those the agent cannot take (an http or sse
 * server when its `initialize` did not say `mcpCapabilities.http` / `.sse`: ACP forbids sending
 * them), to be said in the log.
 */
export function acpMcpServers(
  servers: readonly McpServerConfig[],
  capabilities: { http?: boolean | null; sse?: boolean | null } | null | undefined,
): { servers: AcpMcpServer[]; skipped: string[] } {
  const out: AcpMcpServer[] = [];
  const skipped: string[] = [];
  for (const s of servers) {
    if (s.type === 'stdio') {
      out.push({ name: s.name, command: s.command, args: [...s.args], env: pairs(s.env) });
    } else if (capabilities?.[s.type] === true) {
      out.push({ type: s.type, name: s.name, url: s.url, headers: pairs(s.headers) });
    } else {
      skipped.push(s.name);
    }
  }
  return { servers: out, skipped };
}

/** Claude Code's `--mcp-config` JSON (its own shape: the input's, normalized). */
export function claudeMcpConfig(servers: readonly McpServerConfig[]): string {
  const mcpServers: Record<string, unknown> = {};
  for (const s of servers) {
    mcpServers[s.name] =
      s.type === 'stdio'
        ? { type: 'stdio', command: s.command, args: s.args, env: s.env }
        : { type: s.type, url: s.url, headers: s.headers };
  }
  return JSON.stringify({ mcpServers });
}
