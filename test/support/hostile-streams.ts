/**
 * HAND-WRITTEN Claude-Code-shaped streams with chosen text in every field a view shows (session id,
 * model, assistant text, a plan, a tool's name, command, description and error output, a permission
 * denial, the result or the failure), and a writer that lays one out as a capture folder that
 * test/fixtures/bin/replay-capture.mjs replays as a real agent process would.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface StreamFields {
  session: string;
  model: string;
  text: string;
  todo: string;
  tool: string;
  command: string;
  description: string;
  output: string;
  denied: string;
  result: string;
  /** The run fails (is_error: true): `result` becomes the failure reason. */
  fail: boolean;
}

/** The stream as NDJSON text: init, a plan, a text + tool call, its error, a denial, the result. */
export function claudeStream(f: StreamFields): string {
  // Every frame names the session the init announced, as the CLI's own do (a frame naming another is
  // not the agent's and is set aside).
  const s = f.session;
  const frames = [
    { type: 'system', subtype: 'init', session_id: f.session, model: f.model, tools: ['Bash'], cwd: '/work' },
    {
      type: 'assistant',
      session_id: s,
      parent_tool_use_id: null,
      message: {
        id: 'm1',
        role: 'assistant',
        model: f.model,
        content: [
          {
            type: 'tool_use',
            id: 't0',
            name: 'TodoWrite',
            input: { todos: [{ content: f.todo, status: 'in_progress' }] },
          },
        ],
      },
    },
    {
      type: 'user',
      session_id: s,
      parent_tool_use_id: null,
      message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't0', content: 'ok' }] },
    },
    {
      type: 'assistant',
      session_id: s,
      parent_tool_use_id: null,
      message: {
        id: 'm2',
        role: 'assistant',
        model: f.model,
        content: [
          { type: 'text', text: f.text },
          {
            type: 'tool_use',
            id: 't1',
            name: f.tool,
            input: { command: f.command, description: f.description },
          },
          { type: 'tool_use', id: 't2', name: 'Bash', input: { command: f.denied } },
        ],
      },
    },
    {
      type: 'user',
      session_id: s,
      parent_tool_use_id: null,
      message: {
        role: 'user',
        content: [
          { type: 'tool_result', tool_use_id: 't1', is_error: true, content: f.output },
          {
            type: 'tool_result',
            tool_use_id: 't2',
            is_error: true,
            content: `Permission denied: ${f.denied}`,
          },
        ],
      },
    },
    {
      type: 'result',
      subtype: 'success',
      is_error: f.fail,
      result: f.result,
      num_turns: 2,
      session_id: s,
      total_cost_usd: 0.01,
      permission_denials: [{ tool_name: 'Bash', tool_use_id: 't2', tool_input: { command: f.denied } }],
    },
  ];
  return `${frames.map((x) => JSON.stringify(x)).join('\n')}\n`;
}

/** A capture folder for replay-capture.mjs: stdout.jsonl, timing.tsv (no pauses), stderr, exit code. */
export function writeCapture(
  dir: string,
  stdout: string,
  o: { stderr?: string; exitCode?: number } = {},
): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'stdout.jsonl'), stdout);
  writeFileSync(path.join(dir, 'timing.tsv'), 'line\tms\tbytes\ttype\n');
  writeFileSync(path.join(dir, 'stderr.txt'), o.stderr ?? '');
  writeFileSync(path.join(dir, 'exit_code.txt'), `${o.exitCode ?? 0}\n`);
  return dir;
}
