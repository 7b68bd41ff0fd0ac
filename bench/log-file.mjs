// Bench 3: what the stream log (src/action/log/log-file.ts: every frame's decoded strings redacted
// as one text, changed strings re-encoded) adds over copying the agent's stdout to a file. Both
// sides read the bench stream (make-stream.mjs, 100 MiB by default) with the same chunk size and
// write every byte to a file; the log side redacts with a realistic redactor (the Action's token,
// two `redact` values, secret-looking env values, every token shape). The stream gets a leaked
// token split between two partial-message deltas every ~100 KB, so the redactor has real work to
// do.
//
// Timed in one fresh child process (log-file-timing.mjs), best of BENCH_ROUNDS alternating rounds;
// the check that nothing leaked reads the log side's output afterwards.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { makeStream } from './make-stream.mjs';

const MiB = 1024 * 1024;

async function loadLogFile(root, dir) {
  const outfile = join(dir, 'log-file.mjs');
  await esbuild.build({
    absWorkingDir: root,
    stdin: {
      contents:
        "export { RedactedLogFile } from './src/action/log/log-file.ts';\n" +
        "export { createRedactor } from './src/redact/redact.ts';\n",
      resolveDir: root,
      sourcefile: 'bench-log-entry.ts',
      loader: 'ts',
    },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    logLevel: 'warning',
  });
  return outfile;
}

export async function logFileBench({ root, sizeMiB = 100, rounds = Number(process.env.BENCH_ROUNDS ?? 5) }) {
  const dir = await mkdtemp(join(tmpdir(), 'narrator-bench-log-'));
  try {
    const bundle = await loadLogFile(root, dir);
    const path = join(dir, 'stream.jsonl');
    const made = await makeStream(root, path, sizeMiB * MiB, { splitSecretEvery: 100 * 1024 });
    console.log(
      `stream: ${(made.bytes / MiB).toFixed(1)} MiB, ${made.reps} repetitions, ${made.secrets} token(s) split between two deltas`,
    );
    const child = spawnSync(
      process.execPath,
      ['--expose-gc', join(root, 'bench', 'log-file-timing.mjs'), bundle, path, dir, String(rounds)],
      { encoding: 'utf8', maxBuffer: 16 * MiB },
    );
    if (child.status !== 0) throw new Error(`log-file-timing failed: ${child.stderr}`);
    const r = JSON.parse(child.stdout.trim().split('\n').at(-1));
    const mb = made.bytes / 1e6;
    for (let i = 0; i < rounds; i++) {
      console.log(
        `  round ${i + 1}: copy ${r.copyMs[i].toFixed(0)} ms, log ${r.logMs[i].toFixed(0)} ms (+${(r.logMs[i] - r.copyMs[i]).toFixed(0)} ms)`,
      );
    }
    const copy = Math.min(...r.copyMs);
    const log = Math.min(...r.logMs);
    console.log(`copy  : ${(mb / (copy / 1000)).toFixed(1)} MB/s (best of ${rounds}: ${copy.toFixed(0)} ms)`);
    console.log(`log   : ${(mb / (log / 1000)).toFixed(1)} MB/s (best of ${rounds}: ${log.toFixed(0)} ms)`);
    console.log(
      `added : ${(log - copy).toFixed(0)} ms for ${(made.bytes / MiB).toFixed(0)} MiB, ` +
        `${((log - copy) / (made.bytes / MiB)).toFixed(1)} ms per MiB`,
    );
    console.log(
      `memory: the writer's heap halfway (after a full GC, over the process's own) ${r.midHeapMiB.toFixed(1)} MiB, peak RSS ${r.peakRssMiB.toFixed(0)} MiB (${r.baseRssMiB.toFixed(0)} MiB before it started)`,
    );
    console.log(
      `output: ${r.lines} lines, ${r.changedLines} changed, ${r.leaks} leak(s) of the split token, every line JSON: ${r.allJson}`,
    );
    return { copyMs: copy, logMs: log, addedMsPerMiB: (log - copy) / (made.bytes / MiB), leaks: r.leaks };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
