// npm scripts put node_modules/.bin first on PATH, so `node` is the node@24 devDependency.
// If its install script was skipped, `node` silently falls back to the system Node; fail loudly.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `narrator needs Node 24+ (running ${process.version} at ${process.execPath}).\n` +
      'Run `npm ci` so the node@24 devDependency installs, or put Node 24 on PATH.',
  );
  process.exit(1);
}
