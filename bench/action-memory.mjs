// Peak memory of the whole Action against the number of tool calls: dist/index.js in a fresh
// process (every view on, the loopback GitHub), fed by the stand-in agent a stream of N small
// tool calls (one Bash call and its result each, hand-written Claude Code frames: a looping agent
// at its cheapest per call). Peak RSS is the Action process's own (bench/max-rss.cjs). Also checks
// that summary.json holds every call, in order.
//
// Knobs: BENCH_CALLS (comma-separated counts; default 100000,1000000), BENCH_KEEP=1.
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DemoGitHub } from '../scripts/demo/fake-github.mjs';
import { actionEnv, assertOk, runWhole } from './action-path.mjs';

const MiB = 1024 * 1024;
export const TARGET_RSS_MIB = 300;
const SESSION = '5b1c2f0e-7d9a-4c1e-9f0a-2b3c4d5e6f70';

/** Writes a Claude Code stream of `calls` small tool calls to `file`; returns its size in bytes. */
export async function writeManyCalls(file, calls) {
  const out = createWriteStream(file);
  const write = async (text) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(
    `${JSON.stringify({ type: 'system', subtype: 'init', cwd: '/w', session_id: SESSION, model: 'claude-x', tools: ['Bash'] })}\n`,
  );
  let batch = '';
  for (let i = 0; i < calls; i++) {
    const id = `toolu_${i.toString(36).padStart(8, '0')}`;
    batch +=
      `{"type":"assistant","message":{"id":"msg_${i}","role":"assistant","model":"claude-x","content":[{"type":"tool_use","id":"${id}","name":"Bash","input":{"command":"echo step-${i}"}}]},"parent_tool_use_id":null,"session_id":"${SESSION}"}\n` +
      `{"type":"user","message":{"role":"user","content":[{"tool_use_id":"${id}","type":"tool_result","content":"step-${i}","is_error":false}]},"parent_tool_use_id":null,"session_id":"${SESSION}"}\n`;
    if (batch.length > 256 * 1024) {
      await write(batch);
      batch = '';
    }
  }
  await write(batch);
  out.end(
    `${JSON.stringify({ type: 'result', subtype: 'success', is_error: false, result: 'done', num_turns: calls, duration_ms: 1000, session_id: SESSION, total_cost_usd: 0.01, usage: { input_tokens: 1, output_tokens: 1 } })}\n`,
  );
  await once(out, 'finish');
  return statSync(file).size;
}

/** The ids of summary.json's tool calls, read back (the file may be large: parsed once, then dropped). */
function checkSummary(file, calls) {
  const summary = JSON.parse(readFileSync(file, 'utf8'));
  const got = summary.toolCalls;
  if (got.length !== calls) return `summary.json holds ${got.length} tool calls, not ${calls}`;
  for (let i = 0; i < calls; i += Math.max(1, Math.floor(calls / 1000))) {
    const id = `toolu_${i.toString(36).padStart(8, '0')}`;
    if (got[i].id !== id || got[i].status !== 'ok' || got[i].outputPreview !== `step-${i}`)
      return `summary.json's call ${i} is ${JSON.stringify(got[i])}`;
  }
  return null;
}

export async function actionMemoryBench({ root, counts = [100_000, 1_000_000], keep = false }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'narrator-memory-bench-'));
  const github = await new DemoGitHub().start();
  const rows = [];
  try {
    for (const calls of counts) {
      const file = path.join(dir, `calls-${calls}.jsonl`);
      const bytes = await writeManyCalls(file, calls);
      const runDir = mkdtempSync(path.join(dir, 'action-'));
      const rssFile = path.join(dir, 'rss');
      const r = assertOk(
        await runWhole(
          ['--require', path.join(import.meta.dirname, 'max-rss.cjs'), path.join(root, 'dist', 'index.js')],
          {
            // BENCH_ACTION_NODE_OPTIONS: e.g. --max-old-space-size=64, to tell live memory from garbage.
            env: actionEnv(runDir, github, file, {
              env: process.env.BENCH_ACTION_NODE_OPTIONS
                ? { NODE_OPTIONS: process.env.BENCH_ACTION_NODE_OPTIONS }
                : {},
            }),
            rssFile,
            timeoutMs: 60 * 60_000,
          },
        ),
        `action (${calls} calls)`,
      );
      const problem = checkSummary(
        path.join(runDir, 'narrator', readRunFolder(runDir), 'summary.json'),
        calls,
      );
      rows.push({ calls, bytes, ms: r.ms, rssMiB: r.rssMiB, problem });
      // The Action's own account (NARRATOR_DEBUG_TIMING): its memory once folded and after the views.
      for (const m of r.stdoutTail.matchAll(/narrator-memory (\S+) ([^\n]*)/g))
        console.log(`    ${m[1]}: ${m[2]}`);
      console.log(
        `  ${String(calls).padStart(8)} tool calls (${(bytes / MiB).toFixed(0)} MiB stream): peak RSS ${r.rssMiB?.toFixed(0)} MiB, ` +
          `${(r.ms / 1000).toFixed(1)} s; summary.json ${problem ?? 'holds every call'}`,
      );
      rmSync(runDir, { recursive: true, force: true });
      rmSync(file, { force: true });
    }
    if (rows.length >= 2) {
      const [a, b] = [rows[0], rows.at(-1)];
      const perCall = ((b.rssMiB - a.rssMiB) * MiB) / (b.calls - a.calls);
      console.log(
        `  growth: ${perCall.toFixed(0)} bytes of peak RSS per tool call between ${a.calls} and ${b.calls}`,
      );
    }
    const max = rows.at(-1);
    const ok = max.rssMiB <= TARGET_RSS_MIB && rows.every((r) => r.problem === null);
    console.log(
      `  ${ok ? 'OK' : 'MISSED'}  peak RSS at ${max.calls} tool calls: ${max.rssMiB?.toFixed(0)} MiB (target <= ${TARGET_RSS_MIB} MiB, every call in summary.json)`,
    );
    return rows;
  } finally {
    await github.close();
    if (keep) console.log(`kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

/** The run folder the Action made under RUNNER_TEMP/narrator (one run: one folder). */
function readRunFolder(runnerTemp) {
  const runs = readdirSync(path.join(runnerTemp, 'narrator')).filter((name) => name.startsWith('run-'));
  if (runs.length !== 1) throw new Error(`expected one run folder, found: ${runs.join(', ') || 'none'}`);
  return runs[0];
}
