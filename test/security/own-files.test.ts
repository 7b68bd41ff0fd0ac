/**
 * Narrator's own files (the stream log, summary.json, report.html, under RUNNER_TEMP/narrator/run-*) cannot be
 * swapped for symlinks by the agent it runs. The bundled Action (scripts/build.mjs) runs a stand-in
 * agent (test/fixtures/bin/swap-own-files.mjs) that, while it runs, replaces stream.jsonl with a
 * symlink to a secret file and plants summary.json and report.html as others; the artifact goes through the real
 * @actions/artifact client to the fake artifact service. Neither the artifact nor the files the
 * outputs name may hold the secret, and Narrator must not write through the links.
 */
import { existsSync, lstatSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OwnFile, RunFileSet, stageCopies } from '../../src/runner/own-files.js';
import { buildActionBundle } from '../support/build-action.js';
import { fakeAgent } from '../support/fake-agents.js';
import { FakeArtifactService } from '../support/fake-artifact-service.js';
import { describeActionRun, runActionEntry } from '../support/run-action.js';

let bundle: { index: string };
let service: FakeArtifactService | null = null;
beforeAll(async () => {
  bundle = await buildActionBundle();
}, 60_000);
afterEach(async () => {
  await service?.close();
  service = null;
});

const SECRET = 'TOP-SECRET-deploy-key-content-0123456789';

describe('an agent that swaps Narrator’s files for symlinks (through the bundled Action)', () => {
  it('the artifact, log-file and summary-file hold Narrator’s own files, never the link’s target', async () => {
    service = await FakeArtifactService.start();
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'narrator-own-files-'));
    const secretFile = path.join(scratch, 'id_deploy');
    writeFileSync(secretFile, `${SECRET}\n`);
    const swapped = path.join(scratch, 'swapped.txt');
    const run = await runActionEntry(bundle.index, {
      inputs: { command: fakeAgent('swap-own-files.mjs'), 'upload-artifact': 'true' },
      env: {
        ACTIONS_RUNTIME_TOKEN: service.token,
        ACTIONS_RESULTS_URL: service.url,
        GITHUB_JOB: 'agent',
        FAKE_SECRET_FILE: secretFile,
        FAKE_SWAP_DONE: swapped,
      },
      timeoutMs: 30_000,
    });
    expect(run.code, describeActionRun(run)).toBe(0);
    // The attack happened: both links were planted in Narrator's run folder.
    expect(readFileSync(swapped, 'utf8')).toMatch(
      /run-[^/]+\/stream\.jsonl\n.*run-[^/]+\/summary\.json\n.*run-[^/]+\/report\.html/,
    );

    // Narrator wrote through neither link: the secret file is as it was.
    expect(readFileSync(secretFile, 'utf8')).toBe(`${SECRET}\n`);

    // The artifact holds Narrator's stream and summary, not the secret.
    const files = service.unzip('narrator-agent-1');
    expect([...files.keys()].sort()).toEqual(['report.html', 'stream.jsonl', 'summary.json']);
    for (const [name, bytes] of files) expect(bytes.toString('utf8'), name).not.toContain(SECRET);
    expect(files.get('stream.jsonl')!.toString('utf8')).toContain('swap-session');
    expect(JSON.parse(files.get('summary.json')!.toString('utf8')).sessionId).toBe('swap-session');

    // log-file and summary-file name Narrator's files again (put back, with a warning), not links.
    for (const output of ['log-file', 'summary-file', 'report-file']) {
      const file = run.outputs[output]!;
      expect(file, output).not.toBe('');
      expect(lstatSync(file).isSymbolicLink(), output).toBe(false);
      expect(readFileSync(file, 'utf8'), output).not.toContain(SECRET);
    }
    expect(readFileSync(run.outputs['log-file']!, 'utf8')).toContain('swap-session');
    const warnings = run.commands.filter((c) => c.command === 'warning').map((c) => c.message);
    expect(warnings.join('\n')).toMatch(/stream\.jsonl was replaced while the agent ran/);
    expect(warnings.join('\n')).toMatch(/summary\.json had been planted while the agent ran/);
    expect(warnings.join('\n')).toMatch(/report\.html had been planted while the agent ran/);
  });
});

describe('OwnFile and RunFileSet', () => {
  const dir = () => mkdtempSync(path.join(os.tmpdir(), 'narrator-own-file-'));

  it('never creates through something already at the name, a symlink least of all', async () => {
    const d = dir();
    const target = path.join(d, 'target');
    writeFileSync(target, 'keep');
    const { symlinkSync } = await import('node:fs');
    symlinkSync(target, path.join(d, 'link'));
    expect(() => OwnFile.create(path.join(d, 'link'))).toThrow(/something is already there/);
    expect(() => OwnFile.create(target)).toThrow(/something is already there/);
    expect(readFileSync(target, 'utf8')).toBe('keep');
  });

  it('stages copies from the descriptor even after its path was swapped, and says when a copy changed', async () => {
    const d = dir();
    const set = new RunFileSet(d);
    const fd = set.createLog();
    expect(fd).toBeGreaterThan(2);
    set.log!.write('{"type":"mine"}\n');
    const { unlinkSync, symlinkSync } = await import('node:fs');
    unlinkSync(set.logFile);
    symlinkSync('/etc/hostname', set.logFile);
    expect(set.log!.isAt()).toBe(false);
    const staged = stageCopies(d, set.uploadable());
    expect(readFileSync(staged.paths[0]!, 'utf8')).toBe('{"type":"mine"}\n');
    expect(staged.replaced()).toEqual([]);
    writeFileSync(`${staged.paths[0]!}.other`, 'x');
    unlinkSync(staged.paths[0]!);
    writeFileSync(staged.paths[0]!, 'swapped');
    expect(staged.replaced()).toEqual([staged.paths[0]]);
    staged.remove();
    expect(existsSync(staged.root)).toBe(false);
    // checkPaths puts the stream log back, from the descriptor.
    expect(set.checkPaths().join('\n')).toMatch(/stream\.jsonl was replaced/);
    expect(lstatSync(set.logFile).isSymbolicLink()).toBe(false);
    expect(readFileSync(set.logFile, 'utf8')).toBe('{"type":"mine"}\n');
    expect(set.outputPaths().logFile).toBe(set.logFile);
    set.close();
  });
});
