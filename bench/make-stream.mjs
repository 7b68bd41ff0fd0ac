// Builds the benchmark stream: the real capture 08-long-run-30-tools (30 tool rounds, with
// --include-partial-messages, so ~60% of lines are stream_event deltas) repeated until the target
// size. Each repetition gets FRESH ids (tool_use ids, message ids, request ids, uuids) so the fold
// sees ~15k distinct tool calls, as a real very long run would, not the same 30 over and over.
// Only the LAST repetition keeps its `result` frame: a real stream has one terminal frame at the
// end, and a result every 212 KB would make the reducer re-decide the outcome 500 times.

import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export const CAPTURE = 'test/fixtures/claude-code/08-long-run-30-tools';

/** The token bench/log-file.mjs splits between two deltas (made up, not a credential). */
export const SPLIT_TOKEN = `ghp_${'Z9y8X7w6V5'.repeat(4)}`;

/**
 * Two partial-message text deltas that together carry SPLIT_TOKEN, split after its first 14
 * characters: a line-by-line redactor sees neither half as a token (the stream log once leaked
 * such a token whole).
 */
function splitTokenDeltas(tag) {
  const delta = (text, n) =>
    JSON.stringify({
      type: 'stream_event',
      event: { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text } },
      session_id: '82f881c2-6fca-4e20-a209-bbe5da92210f',
      parent_tool_use_id: null,
      uuid: `split-${tag}-${n}`,
    });
  return `${delta(`Step 1: using ${SPLIT_TOKEN.slice(0, 14)}`, 1)}\n${delta(`${SPLIT_TOKEN.slice(14)} to push`, 2)}\n`;
}

/**
 * Writes the stream to `path` (streaming, so generating it costs no memory); returns its size.
 * Options: `keep(line)` drops the lines it returns false for (e.g. the partial-message lines, for
 * a stream of many small tool calls); `reps` repeats exactly that often instead of up to the size;
 * `splitSecretEvery` (bytes) also inserts a token split between two deltas about that often.
 */
export async function makeStream(
  root,
  path,
  targetBytes,
  { keep = () => true, reps: fixedReps = null, splitSecretEvery = 0 } = {},
) {
  const lines = (await readFile(join(root, CAPTURE, 'stdout.jsonl'), 'utf8'))
    .split('\n')
    .filter((line) => line && keep(line));
  // Field order varies (Claude's result line starts with "duration_api_ms"): parse, don't match text.
  const isResult = (line) => JSON.parse(line).type === 'result';
  const body = lines.filter((l) => !isResult(l)).join('\n') + '\n';
  const results = lines.filter(isResult);
  const repBytes = Buffer.byteLength(body);
  const reps = fixedReps ?? Math.max(1, Math.ceil(targetBytes / repBytes));
  const out = createWriteStream(path);
  let written = 0;
  let secrets = 0;
  const perRep = splitSecretEvery > 0 ? Math.max(1, Math.round(repBytes / splitSecretEvery)) : 0;
  for (let rep = 0; rep < reps; rep++) {
    const tag = rep.toString(36).padStart(4, '0');
    const hex = rep.toString(16).padStart(8, '0');
    let text = body
      .replace(/(toolu_|msg_|req_)mock/g, `$1r${tag}`)
      .replace(/"uuid":"[0-9a-f]{8}/g, `"uuid":"${hex}`);
    if (perRep > 0) {
      // After evenly spaced lines of the repetition (each insert lands on a line boundary).
      const lines = text.split('\n');
      const step = Math.floor(lines.length / (perRep + 1));
      for (let k = perRep; k >= 1; k--)
        lines.splice(k * step, 0, splitTokenDeltas(`${tag}-${k}`).slice(0, -1));
      text = lines.join('\n');
      secrets += perRep;
    }
    written += Buffer.byteLength(text);
    if (!out.write(text)) await once(out, 'drain');
  }
  const tail = results.join('\n') + '\n';
  out.end(tail);
  await once(out, 'finish');
  return {
    bytes: written + Buffer.byteLength(tail),
    reps,
    linesPerRep: lines.length - results.length,
    secrets,
  };
}
