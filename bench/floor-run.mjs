// The floor as a whole process: `node bench/floor-run.mjs FILE` streams FILE, splits lines and
// JSON.parses each (bench/floor.mjs), then exits. The action-path bench times it from spawn to
// exit, like `narrator summarize` and the Action beside it. FILE `-` reads standard input.
import { floor, floorOf } from './floor.mjs';

const file = process.argv[2];
if (!file) {
  console.error('usage: floor-run.mjs FILE|-');
  process.exit(2);
}
await (file === '-' ? floorOf(process.stdin) : floor(file));
