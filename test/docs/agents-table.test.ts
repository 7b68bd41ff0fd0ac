/**
 * The Agents page (docs/agents.md) and action.yml's `permission-mode` description say what the recipes
 * (src/agent/recipes/*) really do: which package `install: auto` installs, which inputs each agent
 * takes, which permission values it knows, and which CLI versions the end-to-end tests run. Written
 * from the recipes, so a recipe that changes without its documentation fails here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { REPO_ROOT, readAction } from '../../scripts/docs.mjs';
// @ts-expect-error: a plain .mjs script without types; read for its pins only.
import { AGENTS } from '../../scripts/install-agents.mjs';
import { ACP_ADAPTERS } from '../../src/agent/acp/recipes.js';
import { AGENT_NAMES, PORTABLE_PERMISSION_MODES, RECIPES } from '../../src/agent/agents.js';

const page = readFileSync(join(REPO_ROOT, 'docs', 'agents.md'), 'utf8');
const section = page.slice(0, page.indexOf('## Any stream-json program'));
const PINS = AGENTS as Record<string, { package: string; version: string }>;

/** The rows of the first markdown table after `heading` in the Agents section, as cells. */
function table(afterHeader: RegExp): string[][] {
  const lines = section.split('\n');
  const start = lines.findIndex((l) => afterHeader.test(l));
  expect(start, `a table whose header matches ${afterHeader}`).toBeGreaterThanOrEqual(0);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    // Split on pipes that are not escaped (`\|` inside a cell).
    rows.push(
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((c) => c.trim()),
    );
  }
  return rows;
}

const backticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

describe("The Agents page's table", () => {
  const rows = table(/^\| `agent` \| Runs \| `install: auto` \| Key \(env\) \| Inputs it takes \|/);
  const rowOf = (agent: string) => rows.find((r) => r[0]!.startsWith(`\`${agent}\``));

  test('has one row per recipe', () => {
    expect(rows.map((r) => backticked(r[0]!)[0]).sort()).toEqual([...AGENT_NAMES].sort());
  });

  test.each([...AGENT_NAMES])('%s: the package install: auto installs, and the inputs it takes', (agent) => {
    const row = rowOf(agent)!;
    const recipe = RECIPES[agent];
    if (recipe.npmPackage) expect(backticked(row[2]!)).toContain(recipe.npmPackage);
    else expect(row[2]).toMatch(/^none/);
    expect(backticked(row[4]!).filter((name) => /^[a-z-]+$/.test(name))).toEqual([...recipe.supports]);
    // Write access: a permission-mode to set, or it says there is none to map.
    if (recipe.permissionModes) expect(row[5]).toMatch(/permission-mode|allowed-tools/);
    else expect(row[5]).toMatch(/not mapped/);
  });

  test.each(Object.keys(PINS).filter((name) => name in RECIPES))(
    '%s: the version the end-to-end tests run',
    (agent) => {
      expect(rowOf(agent)![0]).toContain(PINS[agent]!.version);
      expect(RECIPES[agent as keyof typeof RECIPES].npmPackage).toBe(PINS[agent]!.package);
    },
  );

  test.each([
    ['claude', 'claude-acp'],
    ['codex', 'codex-acp'],
  ] as const)('%s over ACP: its adapter package, and the version the end-to-end tests run', (agent, pin) => {
    const acpSection = page.slice(page.indexOf('## Any agent that speaks the Agent Client Protocol'));
    const row = acpSection.split('\n').find((l) => l.startsWith(`| \`agent: ${agent}\` + \`protocol: acp\``));
    expect(row, `a row for agent: ${agent} + protocol: acp`).toBeDefined();
    expect(ACP_ADAPTERS[agent]?.npmPackage).toBe(PINS[pin]!.package);
    expect(backticked(row!)).toContain(`${ACP_ADAPTERS[agent]!.binary}`);
    expect(row).toContain(PINS[pin]!.package);
    expect(row).toContain(`real adapter ${PINS[pin]!.version}`);
  });

  test('Cursor CLI and caliban are said to be untested here', () => {
    expect(rowOf('cursor')![0]).toMatch(/published samples only/);
    expect(rowOf('caliban')![0]).toMatch(/published docs only/);
    expect(section).toMatch(/Cursor CLI and caliban cannot be\s+installed here/);
  });
});

describe('permission-mode', () => {
  const withModes = AGENT_NAMES.filter((a) => RECIPES[a].permissionModes !== null);
  const own = (agent: (typeof AGENT_NAMES)[number]) =>
    Object.keys(RECIPES[agent].permissionModes!.values).filter(
      (v) => !(PORTABLE_PERMISSION_MODES as readonly string[]).includes(v),
    );

  test("the page's table lists, per agent, the portable values and exactly its own", () => {
    const rows = table(/^\| `permission-mode` \| `claude` \| `codex` \| `gemini` \| `opencode` \|$/);
    const header = section.split('\n').find((l) => l.startsWith('| `permission-mode` | `claude`'))!;
    const columns = backticked(header).slice(1);
    expect([...columns].sort()).toEqual([...withModes].sort());
    for (const mode of PORTABLE_PERMISSION_MODES) {
      expect(
        rows.some((r) => r[0] === `\`${mode}\``),
        mode,
      ).toBe(true);
    }
    const ownRow = rows.find((r) => r[0] === 'its own values')!;
    columns.forEach((agent, i) => {
      expect(backticked(ownRow[i + 1]!), agent).toEqual(own(agent as (typeof AGENT_NAMES)[number]));
    });
  });

  test("action.yml's description names every value each agent takes, and the agents that take none", () => {
    const { inputs } = readAction(readFileSync(join(REPO_ROOT, 'action.yml'), 'utf8'));
    const description = inputs.find((i) => i.name === 'permission-mode')!.description;
    for (const mode of PORTABLE_PERMISSION_MODES) expect(description).toContain(mode);
    for (const agent of withModes) {
      const values = own(agent);
      if (values.length > 0) expect(description).toContain(`${agent} ${values.join(' | ')}`);
    }
    const none = AGENT_NAMES.filter((a) => RECIPES[a].permissionModes === null);
    const sentence = description.split('. ').find((part) => part.includes('take none'));
    expect(sentence).toBeDefined();
    for (const agent of none) expect(sentence).toContain(agent);
  });
});
