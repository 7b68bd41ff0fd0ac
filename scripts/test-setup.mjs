#!/usr/bin/env node
// What `npm test` needs before any test runs (the `pretest` script), and what `.ci/run` calls:
//
//   1. Node 24 (scripts/check-node.mjs);
//   2. the system packages some tests drive for real: sudo (the agent-user tests, when run as
//      root), bubblewrap (`bwrap`, the Codex ACP adapter's sandbox: the Codex CLI ships its own, the
//      adapter does not), and Chromium with an emoji font
//      (the comment preview tests). Installed with apt-get when missing, as root or with
//      passwordless sudo;
//   3. the pinned agent CLIs of the end-to-end tests (scripts/install-agents.mjs all: a fast no-op
//      once they are installed).
//
// Where a package is missing and cannot be installed here (not root, no passwordless sudo, no
// apt-get), it stops at once with the exact line to run, instead of leaving the tests that need it
// to fail one by one after a quarter of an hour.
//
//   NARRATOR_CHROMIUM=/path/to/chromium   a Chromium elsewhere (no apt-get for it)
//   NARRATOR_TEST_SETUP=skip              no checks or installs beyond Node (a partial run of
//                                         files that need none of it)
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

await import('./check-node.mjs');

if (process.env.NARRATOR_TEST_SETUP === 'skip') {
  console.error(
    'test set-up skipped (NARRATOR_TEST_SETUP=skip): tests that need bwrap, Chromium or the agents may fail',
  );
  process.exit(0);
}

/** An executable named `name` on PATH, or null. */
function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir === '') continue;
    const file = path.join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not here
    }
  }
  return null;
}

const chromium = process.env.NARRATOR_CHROMIUM || '/usr/bin/chromium';
const missing = [];
if (onPath('bwrap') === null) missing.push('bubblewrap');
// The agent-user tests run the Action as a non-root runner user with passwordless sudo, as GitHub's
// hosted runners are (test/security/agent-user.test.ts); a slim image running as root has no sudo.
if (process.platform === 'linux' && process.getuid?.() === 0 && onPath('sudo') === null) missing.push('sudo');
if (!existsSync(chromium)) {
  if (process.env.NARRATOR_CHROMIUM) {
    console.error(`narrator test set-up: NARRATOR_CHROMIUM is ${chromium}, which does not exist`);
    process.exit(1);
  }
  missing.push('chromium');
}
if (!process.env.NARRATOR_CHROMIUM && !existsSync('/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf')) {
  missing.push('fonts-noto-color-emoji');
}

if (missing.length > 0) {
  const line = `apt-get install -y ${missing.join(' ')}`;
  const aptGet = onPath('apt-get');
  const root = process.getuid?.() === 0;
  const sudo =
    !root && onPath('sudo') !== null && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
  if (aptGet === null || !(root || sudo)) {
    const why = aptGet === null ? 'apt-get is not on PATH' : 'not root, and sudo asks for a password';
    console.error(
      `narrator test set-up: the tests need ${missing.join(', ')}, missing here, and cannot install it (${why}).\n` +
        `Install it, then run npm test again:\n\n    sudo ${line}\n`,
    );
    process.exit(1);
  }
  const apt = (args) => {
    const argv = root ? [aptGet, ...args] : ['sudo', '-n', aptGet, ...args];
    return spawnSync(argv[0], argv.slice(1), {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  };
  console.error(`narrator test set-up: installing ${missing.join(', ')} (${line})`);
  let r = apt(['install', '-y', '-q', ...missing]);
  // A fresh image has no package lists yet.
  if (r.status !== 0) r = apt(['update', '-q']).status === 0 ? apt(['install', '-y', '-q', ...missing]) : r;
  if (r.status !== 0) {
    console.error(
      `narrator test set-up: "${line}" failed:\n${String(r.stderr ?? '')
        .trim()
        .slice(-2000)}\n` + `Install it, then run npm test again:\n\n    sudo ${line}\n`,
    );
    process.exit(1);
  }
}

const agents = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'install-agents.mjs'), 'all'], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (agents.status !== 0) {
  console.error(
    'narrator test set-up: the pinned agent CLIs could not be installed (see above); the end-to-end tests need them.\n' +
      'Try again with network access to the npm registry:\n\n    node scripts/install-agents.mjs all\n',
  );
  process.exit(1);
}
