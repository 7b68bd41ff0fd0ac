// Child process of fold-throughput.mjs: ONE run of one side (floor or fold) in a fresh process,
// as one CI job folds one stream: the JIT compiles the code while it runs. Prints the run's wall
// time (ms) as one JSON line. argv: <fold bundle> <stream path> <floor|fold>
import { floor } from './floor.mjs';

const [bundle, path, side] = process.argv.slice(2);
const { foldFile } = await import(bundle);
const exit = { exitCode: 0, signal: null, stderrTail: null, stoppedBy: null, limitMs: null };
globalThis.gc?.();
const t = performance.now();
if (side === 'floor') await floor(path);
else if (side === 'fold') await foldFile(path, { dialect: 'claude-code', exit, now: () => 0 });
else throw new Error(`side must be floor or fold, got ${side}`);
console.log(JSON.stringify({ ms: performance.now() - t }));
