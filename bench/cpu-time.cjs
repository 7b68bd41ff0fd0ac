// Preloaded (`node --require bench/cpu-time.cjs …`) into a process a bench runs whole: on exit it
// appends the process's own CPU time (user + system, ms) to $BENCH_CPU_FILE. On a shared machine
// the wall time of a run says how busy the others were; its CPU time says more of the run itself.
const { appendFileSync } = require('node:fs');

const file = process.env.BENCH_CPU_FILE;
if (file) {
  process.on('exit', () => {
    const { user, system } = process.cpuUsage();
    appendFileSync(file, `${(user + system) / 1000}\n`);
  });
}
