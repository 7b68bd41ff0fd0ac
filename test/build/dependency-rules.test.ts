/**
 * The import rules of src/ (.dependency-cruiser.cjs; the picture and the reasons are in
 * docs/architecture.md), checked by dependency-cruiser over every module of src/, type-only imports
 * included. A violation fails the test with its rule, the importer and what it imports.
 *
 * Rules that match nothing would pass forever, so each rule is also shown to bite: a small tree
 * planted in a temporary folder breaks every rule once, and the cruise must name exactly those.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const CONFIG = createRequire(import.meta.url)(path.join(ROOT, '.dependency-cruiser.cjs')) as IConfiguration;
const RULES = CONFIG.forbidden ?? [];

async function cruiseTree(baseDir: string): Promise<ICruiseResult> {
  const { output } = await cruise(
    ['src'],
    { ...CONFIG.options, baseDir, validate: true, ruleSet: { forbidden: RULES } },
    undefined,
    { tsConfig: extractTSConfig(path.join(ROOT, 'tsconfig.json')) },
  );
  if (typeof output === 'string') throw new Error(`dependency-cruiser gave text, not a result: ${output}`);
  return output;
}

const listed = (result: ICruiseResult): string[] =>
  result.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();

describe('the import rules of src/', () => {
  it('hold for every module of src/', async () => {
    const result = await cruiseTree(ROOT);
    // A cruise that found nothing would pass: it must have walked the whole source.
    expect(result.summary.totalCruised).toBeGreaterThan(100);
    expect(result.modules.some((m) => m.source === 'src/action/launch/run-agent.ts')).toBe(true);
    expect(listed(result)).toEqual([]);
  }, 120_000);

  describe('each rule bites', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-dependency-rules-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    /** A planted import: `file` imports `imports`; exactly `rule` must object to it. */
    const plants: Array<{ rule: string; file: string; imports: string }> = [
      { rule: 'no-unresolvable', file: 'src/run/unresolved.ts', imports: './missing.js' },
      { rule: 'src-not-to-test', file: 'src/run/uses-test.ts', imports: '../../test/support/helper.js' },
      { rule: 'core-is-pure', file: 'src/stream/renders.ts', imports: '../report/render.js' },
      { rule: 'stream-below-run', file: 'src/stream/folds.ts', imports: '../run/fold.js' },
      { rule: 'redact-below-renderers', file: 'src/redact/renders.ts', imports: '../report/render.js' },
      { rule: 'report-renders-only', file: 'src/report/boards.ts', imports: '../board/board.js' },
      { rule: 'board-is-pure', file: 'src/board/posts.ts', imports: '../github/client.js' },
      { rule: 'converse-is-pure', file: 'src/converse/posts.ts', imports: '../github/client.js' },
      {
        rule: 'github-knows-no-dialects',
        file: 'src/github/parses.ts',
        imports: '../stream/dialects/claude.js',
      },
      { rule: 'runner-is-shared-edge', file: 'src/runner/boards.ts', imports: '../board/board.js' },
      { rule: 'agent-launches-only', file: 'src/agent/renders.ts', imports: '../report/render.js' },
      { rule: 'telemetry-maps-the-run', file: 'src/telemetry/posts.ts', imports: '../github/client.js' },
      { rule: 'ledger-is-pure', file: 'src/ledger/posts.ts', imports: '../github/client.js' },
      {
        rule: 'context-reads-only-the-environment',
        file: 'src/context/redacts.ts',
        imports: '../redact/redact.js',
      },
      { rule: 'session-store-stands-alone', file: 'src/session/posts.ts', imports: '../github/client.js' },
      { rule: 'otel-sdk-in-one-module', file: 'src/report/traces.ts', imports: '@opentelemetry/api' },
      { rule: 'action-only-from-its-entries', file: 'src/inputs.ts', imports: './action/live/views.js' },
      { rule: 'aggregate-is-an-edge', file: 'src/main.ts', imports: './aggregate/run.js' },
      {
        rule: 'cli-only-from-cli-entry',
        file: 'src/action/launch/uses-cli.ts',
        imports: '../../cli/args.js',
      },
      { rule: 'cli-needs-no-runner', file: 'src/cli/posts.ts', imports: '../github/client.js' },
      {
        rule: 'action-phases-stand-alone',
        file: 'src/action/log/stops.ts',
        imports: '../live/remote-stop.js',
      },
      {
        rule: 'sinks-below-the-edges',
        file: 'src/sinks/comment/spawns.ts',
        imports: '../../agent/launch.js',
      },
      {
        rule: 'sink-folders-stand-alone',
        file: 'src/sinks/check/comments.ts',
        imports: '../comment/live.js',
      },
      // The job log sets no outputs and writes no annotations of its own: those are sinks too.
      {
        rule: 'sink-folders-stand-alone',
        file: 'src/sinks/job-log/sets-outputs.ts',
        imports: '../outputs/outputs.js',
      },
      {
        rule: 'sink-folders-stand-alone',
        file: 'src/sinks/job-log/annotates.ts',
        imports: '../annotations/live.js',
      },
      // Of the files' folder only the artifact is shared (the leg record uploads with it).
      {
        rule: 'sink-folders-stand-alone',
        file: 'src/sinks/board/writes-record.ts',
        imports: '../files/record.js',
      },
      {
        rule: 'post-step-walks-leftovers',
        file: 'src/action/post/runs-sinks.ts',
        imports: '../../sinks/sinks.js',
      },
      {
        rule: 'action-gate-and-launch-from-main',
        file: 'src/post.ts',
        imports: './action/gate/authorize.js',
      },
      {
        rule: 'action-post-from-post-entry',
        file: 'src/action/launch/run.ts',
        imports: '../post/leftover.js',
      },
      { rule: 'one-sanitizer-for-the-job-log', file: 'src/report/logs.ts', imports: '@actions/core' },
      { rule: 'artifact-client-bundled-alone', file: 'src/runner/uploads.ts', imports: '@actions/artifact' },
      { rule: 'cache-client-bundled-alone', file: 'src/agent/install-cache.ts', imports: '@actions/cache' },
      { rule: 'one-octokit-factory', file: 'src/github/octokit.ts', imports: '@octokit/rest' },
      { rule: 'processes-from-agent', file: 'src/run/spawns.ts', imports: 'execa' },
      // A second launcher of agent/ that spawns by itself, beside the one lifecycle.
      { rule: 'processes-from-agent', file: 'src/agent/acp/spawns.ts', imports: 'execa' },
    ];
    // Two modules that import each other: the one planted cycle.
    const cycle = { rule: 'no-circular', files: ['src/run/cycle-a.ts', 'src/run/cycle-b.ts'] };

    function plant(): void {
      const write = (file: string, text: string) => {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), text);
      };
      for (const p of plants) {
        write(p.file, `import '${p.imports}';\nexport const planted = 1;\n`);
        // What a relative import names exists (and imports nothing), except the one left missing.
        if (!p.imports.startsWith('.') || p.imports.endsWith('missing.js')) continue;
        const target = path.posix.join(path.posix.dirname(p.file), p.imports).replace(/\.js$/, '.ts');
        write(target, 'export const target = 1;\n');
      }
      write(cycle.files[0]!, "import './cycle-b.js';\nexport const a = 1;\n");
      write(cycle.files[1]!, "import './cycle-a.js';\nexport const b = 1;\n");
      symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    }

    it('names every planted violation, and nothing else', async () => {
      plant();
      const result = await cruiseTree(dir);
      // A cycle is reported once, at whichever of its modules the cruise met first.
      const found = result.summary.violations.map((v) =>
        v.rule.name === cycle.rule && cycle.files.includes(v.from)
          ? `${v.rule.name}: the cycle`
          : `${v.rule.name}: ${v.from}`,
      );
      const expected = [...plants.map((p) => `${p.rule}: ${p.file}`), `${cycle.rule}: the cycle`];
      expect([...new Set(found)].sort()).toEqual(expected.sort());
      // Every rule of the config is planted once: a new rule needs its own plant here.
      expect([...new Set(expected.map((line) => line.split(':')[0]))].sort()).toEqual(
        RULES.map((r) => r.name).sort(),
      );
    }, 120_000);
  });
});
