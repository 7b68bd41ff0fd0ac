/**
 * docs/outcome.md's table of which caps each agent supports says what src/run/cap-support.ts does:
 * a row per agent, "live" exactly where the agent reports the figure live, "at turn end" where only
 * then, Claude's budget on its own flag. A change to either without the other fails here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../scripts/docs.mjs';
import { acpCapSupport } from '../../src/agent/acp/recipes.js';
import { CAP_SUPPORT } from '../../src/run/cap-support.js';
import { FAILURE_KINDS } from '../../src/run/failure-kind.js';
import type { Dialect } from '../../src/stream/events.js';

const page = readFileSync(join(REPO_ROOT, 'docs', 'outcome.md'), 'utf8');

function table(header: RegExp): string[][] {
  const lines = page.split('\n');
  const start = lines.findIndex((l) => header.test(l));
  expect(start, `a table whose header matches ${header}`).toBeGreaterThanOrEqual(0);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(1, -1)
        .split('|')
        .map((c) => c.trim()),
    );
  }
  return rows;
}

const LABEL: Record<Dialect, string> = {
  'claude-code': 'Claude Code',
  codex: 'Codex',
  gemini: 'Gemini CLI',
  opencode: 'opencode',
  cursor: 'Cursor',
  caliban: 'caliban',
  acp: 'ACP agent',
};

describe("docs/outcome.md's tables", () => {
  it('the caps table follows CAP_SUPPORT', () => {
    const rows = new Map(table(/^\| Agent \| `max-budget-usd` \|/).map((r) => [r[0]!, r.slice(1)]));
    for (const [dialect, support] of Object.entries(CAP_SUPPORT) as Array<
      [Dialect, (typeof CAP_SUPPORT)[Dialect]]
    >) {
      const row = rows.get(LABEL[dialect]);
      expect(row, LABEL[dialect]).toBeDefined();
      const [budget, tokens, tools] = row!;
      expect(tools).toMatch(/^live/);
      expect(tokens!.startsWith('live'), `${dialect} tokens`).toBe(support.tokens === 'live');
      expect(tokens!.startsWith('at turn end'), `${dialect} tokens`).toBe(support.tokens === 'turn_end');
      if (support.nativeBudget) expect(budget).toMatch(/its own `--max-budget-usd`/);
      else if (support.cost === 'none')
        expect(budget).toMatch(/^estimated, at turn end; needs a priced `model`/);
      else expect(budget!.startsWith(support.cost === 'live' ? 'live' : 'at turn end'), dialect).toBe(true);
    }
  });

  it('the rows of the agents Narrator starts over ACP follow acpCapSupport', () => {
    const rows = new Map(table(/^\| Agent \| `max-budget-usd` \|/).map((r) => [r[0]!, r.slice(1)]));
    const labels = { claude: 'Claude', opencode: 'opencode', gemini: 'Gemini CLI', codex: 'Codex' } as const;
    for (const [agent, label] of Object.entries(labels) as Array<[keyof typeof labels, string]>) {
      const { support } = acpCapSupport(agent);
      const row = rows.get(`${label} over ACP`);
      expect(row, `${label} over ACP`).toBeDefined();
      const [budget, tokens, tools] = row!;
      expect(tools).toMatch(/^live/);
      if (support.tokens === 'none') expect(tokens).toMatch(/^refused/);
      else expect(tokens!.startsWith('at turn end'), agent).toBe(support.tokens === 'turn_end');
      if (support.cost === 'none' && support.tokens === 'none') expect(budget).toMatch(/^refused/);
      else if (support.cost === 'none')
        expect(budget).toMatch(/^estimated, at turn end; needs a priced `model`/);
      else expect(budget!.startsWith('at turn end'), agent).toBe(support.cost === 'turn_end');
    }
  });

  it('the failure-kind table lists every kind, in order', () => {
    const kinds = table(/^\| `failure-kind` \|/).map((r) => r[0]!.replace(/`/g, ''));
    expect(kinds).toEqual([...FAILURE_KINDS]);
  });
});
