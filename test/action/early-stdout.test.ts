import { describe, expect, it } from 'vitest';
import { EarlyStdout } from '../../src/action/launch/early-stdout.js';

describe('EarlyStdout', () => {
  it('holds chunks in order until connected, then passes them straight through', () => {
    const early = new EarlyStdout();
    early.push(Buffer.from('a'), 1);
    early.push(Buffer.from('b'), 2);
    const seen: Array<[string, number]> = [];
    early.connect((chunk, at) => seen.push([Buffer.from(chunk).toString(), at]));
    early.push(Buffer.from('c'), 3);
    expect(seen).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
  });

  it('with a byte cap (the agent stderr), drops what would pass it while waiting, never after', () => {
    const early = new EarlyStdout(4);
    early.push(Buffer.from('ab'), 1);
    early.push(Buffer.from('cde'), 2); // would make 5 bytes: dropped
    early.push(Buffer.from('fg'), 3);
    const seen: string[] = [];
    early.connect((chunk) => seen.push(Buffer.from(chunk).toString()));
    early.push(Buffer.from('a long chunk after connect'), 4);
    expect(seen).toEqual(['ab', 'fg', 'a long chunk after connect']);
  });
});
