// The floor of bench 1: what any NDJSON reader must do at least (stream the file, split lines,
// JSON.parse each). It is the baseline's definition: keep it as it is.
import { createReadStream } from 'node:fs';

const HIGH_WATER_MARK = 64 * 1024; // fs.createReadStream's default, for both sides

/** The floor: what any NDJSON reader must do at least. */
export function floor(path) {
  return floorOf(createReadStream(path, { highWaterMark: HIGH_WATER_MARK }));
}

/** The floor's work on any stream of byte chunks (a pipe from the stand-in agent: action-path.mjs). */
export async function floorOf(chunks) {
  let carry = null;
  let frames = 0;
  for await (const chunk of chunks) {
    let pos = 0;
    let nl = chunk.indexOf(10, 0);
    while (nl !== -1) {
      let line;
      if (carry) {
        line = Buffer.concat([carry, chunk.subarray(0, nl)]).toString('utf8');
        carry = null;
      } else {
        line = chunk.toString('utf8', pos, nl);
      }
      if (line.length > 0 && JSON.parse(line) !== null) frames++;
      pos = nl + 1;
      nl = chunk.indexOf(10, pos);
    }
    if (pos < chunk.length) carry = carry ? Buffer.concat([carry, chunk.subarray(pos)]) : chunk.subarray(pos);
  }
  if (carry && carry.length > 0) {
    JSON.parse(carry.toString('utf8'));
    frames++;
  }
  return frames;
}
