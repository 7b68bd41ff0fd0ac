/**
 * The HTML record's conversation is bounded by a character budget, not by the length of the run:
 * past the budget entries are one line each, past a second budget they are only counted, and the
 * page lists both cuts in numbers. Entries keep the order in which things started, and a call
 * whose result never came is shown without one. (Hand-written events.)
 */
import { describe, expect, test } from 'vitest';
import { Transcript } from '../../src/report/html/transcript.js';
import type { AgentEvent } from '../../src/stream/events.js';

function call(id: string, at: number, command: string): AgentEvent {
  return { kind: 'tool_call', id, name: 'Bash', input: { command }, parentId: null, at };
}

function result(id: string, at: number, output: string): AgentEvent {
  return {
    kind: 'tool_result',
    id,
    name: 'Bash',
    status: 'ok',
    output,
    exitCode: 0,
    durationMs: 5,
    parentId: null,
    at,
  };
}

const chars = (t: Transcript) => t.parts.reduce((n, p) => n + p.value.length, 0);

describe('the transcript of the HTML record', () => {
  test('is bounded: full entries up to the budget, then one-line entries, then counted', () => {
    const t = new Transcript({ redact: (s) => s, budgetChars: 5_000, compactChars: 2_000 });
    for (let i = 0; i < 1_000; i++) {
      t.onEvent(call(`c${i}`, i * 10, `echo ${i}`));
      t.onEvent(result(`c${i}`, i * 10 + 5, `line ${i}\n`.repeat(20)));
    }
    t.finish();
    expect(chars(t)).toBeLessThanOrEqual(5_000 + 2_000);
    const full = t.parts.filter((p) => p.value.includes('class="entry tool"')).length;
    const compact = t.parts.filter((p) => p.value.includes('class="entry compact"')).length;
    expect(full).toBeGreaterThan(0);
    expect(compact).toBeGreaterThan(0);
    const cuts = Object.fromEntries(t.cuts().map((c) => [c.what, c.count]));
    expect(cuts['entries shown in one line (the page reached its size budget)']).toBe(compact);
    expect(cuts['entries left out (the page reached its size limit)']).toBe(1_000 - full - compact);
  });

  test('keeps the order things started, and shows a call that never got a result', () => {
    const t = new Transcript({ redact: (s) => s });
    t.onEvent(call('a', 1, 'first'));
    t.onEvent(call('b', 2, 'second'));
    t.onEvent(result('b', 3, 'b done'));
    t.onEvent({
      kind: 'text',
      mode: 'block',
      text: 'Both started.',
      messageId: 'm',
      index: 0,
      parentId: null,
      at: 4,
    });
    t.onEvent(result('a', 5, 'a done'));
    t.finish();
    const html = t.parts.map((p) => p.value).join('\n');
    expect(html.indexOf('first')).toBeLessThan(html.indexOf('second'));
    expect(html.indexOf('a done')).toBeLessThan(html.indexOf('Both started.'));

    const pending = new Transcript({ redact: (s) => s });
    pending.onEvent(call('p', 1, 'sleep 100'));
    pending.finish();
    expect(pending.parts.map((p) => p.value).join('')).toContain('No result was reported for this call.');
  });

  test('an output over the cut says how much was cut, in numbers, and redacts before cutting', () => {
    const t = new Transcript({ redact: (s) => s.replaceAll('SECRET', '***'), outputCutChars: 100 });
    t.onEvent(call('x', 1, 'cat big'));
    t.onEvent(result('x', 2, `SECRET${'y'.repeat(500)}`));
    t.finish();
    const html = t.parts.map((p) => p.value).join('');
    expect(html).not.toContain('SECRET');
    expect(html).toContain('… 403 more characters cut (of 503).');
  });
});

describe('an ACP run in the HTML record (real recordings of the Claude and Codex adapters)', () => {
  /** The page's conversation for a recording, folded as the CLI folds it. */
  async function conversation(name: string): Promise<string> {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { RunFold } = await import('../../src/run/fold.js');
    const t = new Transcript({ redact: (s) => s });
    const fold = new RunFold({ dialect: 'acp', onEvent: (event, s) => t.onEvent(event, s) });
    fold.pushBytes(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'acp', `${name}.jsonl`)), 1);
    fold.end({ exitCode: 0, signal: null, stderrTail: null, stoppedBy: null, limitMs: null }, 2);
    t.finish();
    return t.parts.map((p) => p.value).join('');
  }

  test('a call announced again with its input is one entry; its edit a diff; a refused call ends denied', async () => {
    const page = await conversation('claude-adapter-accept-edits');
    // Three calls, three entries (the adapter announces each twice: first with an empty input).
    expect(page.match(/class="entry tool/g)).toHaveLength(3);
    expect(page).not.toContain('#4');
    expect(page).toMatch(/- alpha[\s\S]*\+ beta/);
    expect(page).toMatch(/touch touched[\s\S]*?badge denied/);
    expect(page).not.toContain('No result was reported for this call.');
  });

  test("the Codex adapter's command: its printed output and exit code, not its raw record", async () => {
    const page = await conversation('codex-adapter-accept-edits');
    expect(page).not.toContain('"call_id"');
    expect(page).toContain('alpha');
    expect(page).toMatch(/\+ hello/);
  });
});

describe('thinking in the HTML record', () => {
  /**
   * HAND-WRITTEN frames in the shape of the reference's 01b-thinking-text capture (Claude Code's
   * complete thinking block: `{"type":"thinking","thinking":"…","signature":"…"}`).
   */
  function page(thinking: string, options: { redact?: (s: string) => string; outputCutChars?: number } = {}) {
    const frames = [
      {
        type: 'system',
        subtype: 'init',
        session_id: 's1',
        model: 'claude-opus-5-5',
        cwd: '/w',
        tools: [],
      },
      {
        type: 'assistant',
        message: {
          id: 'msg_1',
          type: 'message',
          role: 'assistant',
          model: 'claude-opus-5-5',
          content: [{ type: 'thinking', thinking, signature: 'EqQBCkYIBxgCKkB' }],
          stop_reason: null,
          usage: { input_tokens: 10, output_tokens: 5 },
        },
        parent_tool_use_id: null,
        session_id: 's1',
        timestamp: '2026-11-22T09:04:31.769Z',
      },
      {
        type: 'assistant',
        message: {
          id: 'msg_1',
          type: 'message',
          role: 'assistant',
          model: 'claude-opus-5-5',
          content: [{ type: 'text', text: '2 + 2 = 4.' }],
          stop_reason: null,
          usage: { input_tokens: 10, output_tokens: 5 },
        },
        parent_tool_use_id: null,
        session_id: 's1',
      },
    ];
    return (async () => {
      const { RunFold } = await import('../../src/run/fold.js');
      const t = new Transcript({
        redact: options.redact ?? ((s) => s),
        outputCutChars: options.outputCutChars,
      });
      const fold = new RunFold({ dialect: 'claude-code', onEvent: (event, s) => t.onEvent(event, s) });
      fold.pushBytes(Buffer.from(`${frames.map((f) => JSON.stringify(f)).join('\n')}\n`), 1);
      fold.end({ exitCode: 0, signal: null, stderrTail: null, stoppedBy: null, limitMs: null }, 2);
      t.finish();
      return t.parts.map((p) => p.value).join('');
    })();
  }

  test("shows the thinking's words, folded, redacted", async () => {
    const html = await page('The user asks 2+2. The key is sk-SECRET. That is 4.', {
      redact: (s) => s.replaceAll('sk-SECRET', '***'),
    });
    expect(html).toMatch(
      /<details class="entry thinking"[^>]*><summary>Thinking<\/summary>[\s\S]*The user asks 2\+2\. The key is \*\*\*\. That is 4\./,
    );
    expect(html).not.toContain('sk-SECRET');
    expect(html).not.toContain("does not carry the thinking's text");
  });

  test('with partial messages, a thinking block announced as it streams is one entry, with its words', async () => {
    // HAND-WRITTEN in the order of the reference's 02b-partial-thinking-tools capture: the block's
    // start, thinking_tokens frames while it streams, then the complete block.
    const se = (event: Record<string, unknown>) => ({
      type: 'stream_event',
      event,
      session_id: 's1',
      parent_tool_use_id: null,
      uuid: 'u',
    });
    const frames = [
      { type: 'system', subtype: 'init', session_id: 's1', model: 'claude-opus-5-5', cwd: '/w', tools: [] },
      se({ type: 'message_start', message: { id: 'msg_1', usage: { input_tokens: 1, output_tokens: 1 } } }),
      se({ type: 'content_block_start', index: 0, content_block: { type: 'thinking', thinking: '' } }),
      { type: 'system', subtype: 'thinking_tokens', estimated_tokens: 4, session_id: 's1' },
      se({
        type: 'content_block_delta',
        index: 0,
        delta: { type: 'thinking_delta', thinking: 'Count the files.' },
      }),
      { type: 'system', subtype: 'thinking_tokens', estimated_tokens: 8, session_id: 's1' },
      {
        type: 'assistant',
        message: {
          id: 'msg_1',
          role: 'assistant',
          model: 'claude-opus-5-5',
          content: [{ type: 'thinking', thinking: 'Count the files.', signature: 'x' }],
        },
        parent_tool_use_id: null,
        session_id: 's1',
      },
      se({ type: 'content_block_stop', index: 0 }),
    ];
    const { RunFold } = await import('../../src/run/fold.js');
    const t = new Transcript({ redact: (s) => s });
    const fold = new RunFold({ dialect: 'claude-code', onEvent: (event, s) => t.onEvent(event, s) });
    fold.pushBytes(Buffer.from(`${frames.map((f) => JSON.stringify(f)).join('\n')}\n`), 1);
    fold.end({ exitCode: 0, signal: null, stderrTail: null, stoppedBy: null, limitMs: null }, 2);
    t.finish();
    const html = t.parts.map((p) => p.value).join('');
    expect(html.match(/class="entry thinking"/g)).toHaveLength(1);
    expect(html).toContain('Count the files.');
    expect(html).not.toContain("does not carry the thinking's text");
  });

  test('a thinking block whose words never come is one entry that says so', () => {
    const t = new Transcript({ redact: (s) => s });
    t.onEvent({ kind: 'thinking', parentId: null, at: 1 });
    t.onEvent({ kind: 'thinking', parentId: null, at: 2 });
    t.onEvent(call('c1', 3, 'ls'));
    t.onEvent(result('c1', 4, 'a'));
    t.finish();
    const html = t.parts.map((p) => p.value).join('');
    expect(html.match(/class="entry thinking"/g)).toHaveLength(1);
    expect(html).toContain("does not carry the thinking's text");
    expect(html.indexOf('entry thinking')).toBeLessThan(html.indexOf('class="entry tool'));
  });

  test('a long thinking is bounded like other texts, saying how much was cut', async () => {
    const html = await page('x'.repeat(500), { outputCutChars: 100 });
    expect(html).toContain('… 400 more characters cut (of 500).');
  });
});
