// Preloaded (`node --require bench/max-rss.cjs …`) into a process the bench runs whole: on exit it
// appends the process's own peak RSS in KiB to $BENCH_RSS_FILE, so the Action's figure is the
// Action's alone (not the stand-in agent's, not the bench's).
const { appendFileSync } = require('node:fs');

const file = process.env.BENCH_RSS_FILE;
if (file) {
  process.on('exit', () => {
    appendFileSync(file, `${process.resourceUsage().maxRSS}\n`);
  });
}
