/**
 * `narrator pull OWNER/REPO#N --store FILE`: a session the Action sealed (docs/resume.md), opened
 * with NARRATOR_SESSION_KEY and put where the agent's CLI looks on this machine, with the command
 * that continues it. The same store, the same checks as the Action's restore (src/session/store.ts):
 * nothing is written unless the whole store authenticates for that pull request, job and agent.
 */
import { readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resumeFactsFor } from '../session/agents.js';
import { DEFAULT_MAX_STORE_BYTES, openStore, writeStoreFiles } from '../session/store.js';

export interface PullCommand {
  target: { owner: string; repo: string; issueNumber: number };
  store: string;
  job: string;
  agent: string;
  cwd: string;
}

export interface PullIo {
  env: Readonly<Record<string, string | undefined>>;
  stdout(text: string): void;
  stderr(text: string): void;
}

export function pull(c: PullCommand, io: PullIo): number {
  const fail = (why: string) => {
    io.stderr(`narrator pull: ${why}\n`);
    return 2;
  };
  const secret = io.env['NARRATOR_SESSION_KEY'];
  if (!secret) return fail("set NARRATOR_SESSION_KEY to the workflow's session-key secret");
  const facts = resumeFactsFor(c.agent);
  if (facts === null) return fail(`Narrator cannot continue a session of ${c.agent}`);
  let bytes: Buffer;
  try {
    const size = statSync(c.store).size;
    if (size > DEFAULT_MAX_STORE_BYTES)
      return fail(`${c.store} is ${size} bytes, over ${DEFAULT_MAX_STORE_BYTES}`);
    bytes = readFileSync(c.store);
  } catch (error) {
    return fail(`cannot read ${c.store}: ${(error as Error).message}`);
  }
  const scope = {
    repository: `${c.target.owner}/${c.target.repo}`,
    number: c.target.issueNumber,
    job: c.job,
    agent: c.agent,
  };
  let store: ReturnType<typeof openStore>;
  try {
    store = openStore(bytes, secret, scope, DEFAULT_MAX_STORE_BYTES);
  } catch (error) {
    return fail(
      `${(error as Error).message} (is --job the key of the comment's <!-- narrator:KEY --> marker?)`,
    );
  }
  const home = io.env['HOME'] || os.homedir();
  const roots = facts.roots(io.env, home);
  const cwd = path.resolve(c.cwd);
  let written: string[];
  try {
    const placed = writeStoreFiles(facts.localize(store.files, cwd), roots);
    written = placed.written;
    if (placed.skipped.length > 0) {
      io.stderr(`narrator pull: skipped (a link or an unknown place): ${placed.skipped.join(', ')}\n`);
    }
  } catch (error) {
    return fail(
      `the session's files could not be put in place: ${(error as Error).message} (a session already pulled here? remove it first)`,
    );
  }
  const m = store.manifest;
  io.stdout(
    `Session ${m.sessionId} of ${scope.repository}#${scope.number} (${c.job}), saved ${new Date(m.savedAt).toISOString()}` +
      `${m.run.url ? ` by ${m.run.url}` : ''}, head ${m.head ? m.head.slice(0, 7) : 'unknown'}:\n` +
      `${written.map((f) => `  ${f}`).join('\n')}\n\nContinue it in ${cwd}:\n  cd ${cwd} && ${facts.localCommand(m.sessionId)}\n`,
  );
  return 0;
}
