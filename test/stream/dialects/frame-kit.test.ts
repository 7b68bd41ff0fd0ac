import { describe, expect, it } from 'vitest';
import {
  guarded,
  outputText,
  textOfContent,
  todosFromInput,
  tokenCounts,
} from '../../../src/stream/dialects/frame-kit.js';

describe('frame-kit', () => {
  it('guarded turns a throwing handler into a crash:<type> unknown event (the property tests look for it)', () => {
    const events = guarded({ type: 'tool_use', subtype: 'x' }, 7, () => {
      throw new Error('bug');
    });
    expect(events).toEqual([{ kind: 'unknown', type: 'crash:tool_use/x', at: 7 }]);
  });

  it('textOfContent joins text blocks and skips others; null without text', () => {
    expect(textOfContent('plain')).toBe('plain');
    expect(textOfContent([{ type: 'text', text: 'a' }, { type: 'image' }, { type: 'text', text: 'b' }])).toBe(
      'ab',
    );
    expect(textOfContent([{ type: 'tool_use', id: 'x' }])).toBeNull();
    expect(textOfContent(42)).toBeNull();
  });

  it('outputText: strings as-is, blocks joined, other values as JSON', () => {
    expect(outputText('x')).toBe('x');
    expect(outputText([{ type: 'text', text: 'y' }])).toBe('y');
    expect(outputText({ a: 1 })).toBe('{"a":1}');
    expect(outputText(null)).toBeNull();
  });

  it('todosFromInput maps the status spellings and drops cancelled or unreadable items', () => {
    expect(
      todosFromInput({
        todos: [
          { content: 'a', status: 'pending' },
          { description: 'b', status: 'in_progress', id: 'b1' },
          { text: 'c', status: 'completed' },
          { content: 'd', status: 'cancelled' },
          { content: 5, status: 'pending' },
          'junk',
        ],
      }),
    ).toEqual([
      { id: null, content: 'a', status: 'pending' },
      { id: 'b1', content: 'b', status: 'in_progress' },
      { id: null, content: 'c', status: 'completed' },
    ]);
    expect(todosFromInput({ items: [] })).toBeNull();
  });

  it('tokenCounts is null when nothing was reported, zero-filled otherwise', () => {
    expect(tokenCounts({})).toBeNull();
    expect(tokenCounts({ input: 3 })).toEqual({ input: 3, output: 0, cacheRead: 0, cacheWrite: 0 });
  });
});
