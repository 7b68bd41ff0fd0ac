/**
 * Session resume at the launch (src/session/): before the agent starts, the newest stored session
 * of this job on this pull request or issue is restored into the agent's fresh HOME and the launch
 * resumes it; after the run, the agent's session files are sealed and saved for the next run.
 *
 * Never fails the run: whatever goes wrong (no store, a cache service that fails, a store that
 * does not open, a CLI that cannot resume) leaves a fresh session and one line saying why, in the
 * log and in the run's comment.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  clientReason,
  isForkPullRequest,
  loadCacheClient,
  RESTORE_TIMEOUT_MS,
  SAVE_TIMEOUT_MS,
  within,
} from '../../agent/agent-cache.js';
import type { AgentUserPlan } from '../../agent/agent-user.js';
import type { RunContext } from '../../context/run-context.js';
import type { RunnerEnv } from '../../context/runner-env.js';
import { fetchPermission, hasWriteAccess } from '../../github/permission-gate.js';
import type { ActionConfig } from '../../inputs.js';
import { record } from '../../own-keys.js';
import { commentKey } from '../../report/comment-key.js';
import type { RunSummary } from '../../run/summary.js';
import { clientOptionsFromEnv } from '../../runner/github-env.js';
import { resumeFactsFor, type SessionRoots } from '../../session/agents.js';
import { type Ancestry, decideResume } from '../../session/decide.js';
import { sessionArtifactName, sessionScopeId } from '../../session/names.js';
import { contextResetNote } from '../../session/notes.js';
import {
  openStore,
  type SessionManifest,
  type SessionScope,
  type StoredFile,
  StoreError,
  sealStore,
  writeStoreFiles,
} from '../../session/store.js';
import type { LaunchSpec } from './prepare.js';
import { storeFile, withStoreLock } from './session-file.js';

/** The notice code the comment and the step summary show (src/report/session-note.ts). */
export const SESSION_NOTICE = 'session';

export interface SessionPlan {
  spec: LaunchSpec;
  /** For the comment and the log: resumed, fresh and why, or null when there is nothing to say. */
  note: string | null;
  /** The launch resumes a stored session (the PR's ledger row says so). */
  resumed?: boolean;
  /**
   * Reads the agent's session files now (before its HOME is removed) and returns the upload
   * (sealing and saving), run once the views are written so a slow cache service never holds the
   * final comment. Neither throws.
   */
  save(summary: RunSummary): () => Promise<void>;
}

export interface SessionOptions {
  config: ActionConfig;
  context: RunContext;
  spec: LaunchSpec;
  user: AgentUserPlan;
  info(line: string): void;
  warning(line: string): void;
  redact(text: string): string;
}

const nothing = (spec: LaunchSpec, note: string | null = null): SessionPlan => ({
  spec,
  note,
  save: () => async () => {},
});

const rec = record;

/** The pull request's or issue's number the event is about, or null. */
export function threadNumber(payload: Record<string, unknown>): number | null {
  for (const n of [
    rec(payload['pull_request'])['number'],
    rec(payload['issue'])['number'],
    payload['number'],
  ]) {
    if (typeof n === 'number' && Number.isSafeInteger(n) && n > 0) return n;
  }
  return null;
}

/** Who started this run: the event's sender, else the actor the runner names. */
function starterOf(payload: Record<string, unknown>, env: RunnerEnv): string | null {
  const sender = rec(payload['sender'])['login'];
  if (typeof sender === 'string' && sender) return sender;
  return env['GITHUB_TRIGGERING_ACTOR'] || env['GITHUB_ACTOR'] || null;
}

/** A writer's `/narrator fresh` in the comment that started this run. */
export function asksFresh(payload: Record<string, unknown>): boolean {
  const body = rec(payload['comment'])['body'];
  // Line by line (a multiline pattern backtracks on long runs of blank lines).
  return (
    typeof body === 'string' && body.split('\n').some((line) => /^\/narrator[ \t]+fresh\b/i.test(line.trim()))
  );
}

function git(cwd: string, args: string[]): { code: number; out: string } {
  try {
    const out = execFileSync('git', ['-C', cwd, ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 10_000,
    });
    return { code: 0, out: out.trim() };
  } catch (error) {
    const status = (error as { status?: number | null }).status;
    return { code: typeof status === 'number' ? status : -1, out: '' };
  }
}

function headOf(cwd: string): string | null {
  const { code, out } = git(cwd, ['rev-parse', 'HEAD']);
  return code === 0 && /^[0-9a-f]{40,64}$/.test(out) ? out : null;
}

function ancestryOf(cwd: string, old: string | null, head: string | null): Ancestry {
  if (old === null || head === null) return 'unknown';
  if (old === head) return 'same';
  const { code } = git(cwd, ['merge-base', '--is-ancestor', old, head]);
  // 1: not an ancestor; anything else (128: the old commit is not in this clone) cannot tell.
  return code === 0 ? 'descends' : code === 1 ? 'rewritten' : 'unknown';
}

/** The entry's prefix: one per repository, thread, job and agent; the newest entry wins. */
function keyPrefix(scope: SessionScope): string {
  return `narrator-session-v1-${sessionScopeId(scope)}-`;
}

/** Runs as root: directly when Narrator is root, else through `sudo -n`. */
function privileged(file: string, args: string[]): void {
  if (process.getuid?.() === 0) execFileSync(file, args, { stdio: 'ignore' });
  else execFileSync('sudo', ['-n', '--', file, ...args], { stdio: 'ignore' });
}

export async function planSession(o: SessionOptions): Promise<SessionPlan> {
  const { config, spec, user } = o;
  const env = o.context.runner;
  const settings = config.session;
  const facts = resumeFactsFor(spec.agent, spec.acp !== null);
  if (settings.key === null) {
    if (settings.continue !== 'never') {
      o.info(
        'Narrator: no session-key: this run neither resumes an earlier session nor saves its own (set session-key to a secret to continue sessions across runs)',
      );
    }
    return nothing(spec);
  }
  if (facts === null) {
    const what = spec.acp ? `${spec.agent ?? 'this'} agent over ACP` : (spec.agent ?? "a 'command'");
    const note =
      settings.continue === 'never' ? null : `fresh session: Narrator cannot resume a session of ${what} yet`;
    if (note) o.info(`Narrator: ${note}`);
    return nothing(spec, note);
  }
  const payload = rec(o.context.event.payload);
  const number = threadNumber(payload);
  const repository = env['GITHUB_REPOSITORY'] ?? '';
  if (number === null || !/^[^/\s]+\/[^/\s]+$/.test(repository)) {
    o.info('Narrator: this run is not about a pull request or issue: no session is resumed or saved');
    return nothing(spec);
  }
  const scope: SessionScope = {
    repository,
    number,
    job: commentKey({
      commentKey: config.commentKey,
      workflow: env['GITHUB_WORKFLOW'],
      job: env['GITHUB_JOB'],
      matrix: config.leg.matrix,
      jobIndex: config.leg.jobIndex,
    }),
    agent: spec.agent!,
  };
  // A session is the agent's own writing: a run a reader started could plant instructions in it
  // for a writer's next run, and a writer's session may hold what a reader must not see.
  const starter = starterOf(payload, env);
  const writer = await starterMayWrite(starter, repository, config, o.context, o.redact);
  if (writer !== true) {
    const note = `fresh session: ${starter ?? 'whoever started this run'} ${writer} (a session is restored only into, and saved only from, a run a person with write access started)`;
    o.info(`Narrator: ${note}`);
    return nothing(spec, note);
  }

  const secret = settings.key;
  const home = user.runAs?.home ?? spec.env['HOME'] ?? os.homedir();
  const roots = facts.roots(spec.env, home);
  const prefix = keyPrefix(scope);
  const file = storeFile(env, sessionScopeId(scope));
  const head = headOf(spec.cwd);
  const fork = isForkPullRequest(o.context.event);

  const save = (summary: RunSummary): (() => Promise<void>) => {
    const none = async () => {};
    const id = summary.sessionId;
    let files: StoredFile[];
    try {
      if (id === null) {
        o.info('Narrator: the agent named no session: nothing to save');
        return none;
      }
      if (fork) {
        o.info("Narrator: a fork's pull request cannot write the cache: the session is not saved");
        return none;
      }
      files = collectAs(user, roots, (r) => facts.collect(r, id));
      if (files.length === 0) {
        o.info(`Narrator: no files of session ${id} were found: nothing to save`);
        return none;
      }
    } catch (error) {
      o.warning(o.redact(`Narrator: the session was not saved: ${(error as Error).message}`));
      return none;
    }
    return async () => {
      try {
        const manifest: SessionManifest = {
          version: 1,
          scope,
          sessionId: id,
          model: spec.model,
          head,
          savedAt: Date.now(),
          run: {
            id: env['GITHUB_RUN_ID'] ?? null,
            attempt: env['GITHUB_RUN_ATTEMPT'] ?? null,
            url:
              env['GITHUB_RUN_ID'] && env['GITHUB_SERVER_URL'] && repository
                ? `${env['GITHUB_SERVER_URL']}/${repository}/actions/runs/${env['GITHUB_RUN_ID']}`
                : null,
          },
          cwd: spec.cwd,
        };
        const sealed = sealStore({ manifest, files }, secret);
        if (sealed.length > settings.maxBytes) {
          o.warning(
            `Narrator: session ${id} is ${sealed.length} bytes sealed, over session-max-mb: it is not saved, the next run starts fresh`,
          );
          return;
        }
        await withStoreLock(file, async () => {
          try {
            placeStore(file, sealed);
            const saveStarted = Date.now();
            const key = `${prefix}${String(Date.now()).padStart(15, '0')}-${randomUUID().slice(0, 8)}`;
            const client = await loadCacheClient();
            const saved = await within(client.save([file], key), SAVE_TIMEOUT_MS);
            if (saved === 'timeout' || saved === 'cancelled') {
              o.warning(`Narrator: saving session ${id} took over ${SAVE_TIMEOUT_MS / 1000} s: not saved`);
            } else if (saved.value === -1) {
              o.warning(
                `Narrator: session ${id} was not saved: ${clientReason(saved.messages) ?? 'the cache service refused it'}`,
              );
            } else {
              o.info(
                `Narrator: saved session ${id} (${files.length} file(s), ${sealed.length} bytes sealed, in ${Date.now() - saveStarted} ms) for the next run`,
              );
            }
            await uploadSealed(file, scope, env, o);
          } finally {
            rmSync(file, { force: true });
          }
        });
      } catch (error) {
        o.warning(o.redact(`Narrator: the session was not saved: ${(error as Error).message}`));
      }
    };
  };

  if (settings.continue === 'never') return { spec, note: null, save };
  if (asksFresh(payload)) {
    const note = 'fresh session: asked for with /narrator fresh';
    o.info(`Narrator: ${note}`);
    return { spec, note, save };
  }

  const reset = (why: string): SessionPlan => {
    const note = contextResetNote(why);
    o.info(o.redact(`Narrator: ${note}`));
    return { spec, note: o.redact(note), save };
  };
  let bytes: Buffer;
  const lookupStarted = Date.now();
  try {
    const got = await withStoreLock(file, async (): Promise<Buffer | SessionPlan> => {
      try {
        rmSync(file, { force: true });
        const client = await loadCacheClient();
        const restored = await within(
          client.restore([file], `${prefix}newest`, [prefix]),
          RESTORE_TIMEOUT_MS,
        );
        if (restored === 'timeout' || restored === 'cancelled') {
          return reset(`the cache service did not answer within ${RESTORE_TIMEOUT_MS / 1000} s`);
        }
        if (restored.value === undefined) {
          const failed = clientReason(restored.messages);
          if (failed) return reset(`the cache service failed: ${failed}`);
          o.info('Narrator: no stored session for this job on this pull request or issue: a fresh session');
          return { spec, note: null, save };
        }
        return readStoreFile(file, settings.maxBytes);
      } finally {
        rmSync(file, { force: true });
      }
    });
    if (!Buffer.isBuffer(got)) return got;
    bytes = got;
  } catch (error) {
    return reset(
      error instanceof StoreError
        ? error.message
        : `the store could not be read: ${(error as Error).message}`,
    );
  }
  let store: ReturnType<typeof openStore>;
  try {
    store = openStore(bytes, secret, scope, settings.maxBytes);
  } catch (error) {
    return reset((error as Error).message);
  }
  const m = store.manifest;
  const decision = decideResume({
    settings,
    manifest: m,
    now: Date.now(),
    model: spec.model,
    ancestry: ancestryOf(spec.cwd, m.head, head),
    head,
  });
  if (!decision.resume) {
    const note = `fresh session: ${decision.why}`;
    o.info(`Narrator: ${note}`);
    return { spec, note, save };
  }
  if (store.files.length === 0) return reset('the store holds none of its files');
  try {
    placeAs(user, roots, facts.beforePlace ? facts.beforePlace(store.files, Date.now()) : store.files);
  } catch (error) {
    return reset(`its files could not be put back: ${(error as Error).message}`);
  }
  const from = m.run.id ? ` from run ${m.run.id}` : '';
  const note = `resumed session ${m.sessionId.slice(0, 8)}…${from}${decision.tell ? ' (the branch was rewritten since: the agent is told)' : ''}`;
  o.info(
    `Narrator: ${note} (${store.files.length} file(s), ${bytes.length} bytes sealed, restored in ${Date.now() - lookupStarted} ms)`,
  );
  if (spec.acp !== null) {
    // Over ACP the client continues it (session/resume or session/load); the prompt is the user's message.
    const prompt = decision.tell ? `${decision.tell}\n\n${spec.acp.prompt}` : spec.acp.prompt;
    return {
      spec: { ...spec, acp: { ...spec.acp, prompt, resumeSessionId: m.sessionId } },
      note,
      resumed: true,
      save,
    };
  }
  return {
    spec: {
      ...spec,
      args: facts.resumeArgs(spec.args, m.sessionId),
      // Per-run facts go in the user message: the system prompt stays byte for byte the same.
      stdin: decision.tell && spec.stdin !== null ? toldFirst(decision.tell, spec) : spec.stdin,
    },
    note,
    resumed: true,
    save,
  };
}

/**
 * The prompt with what changed since the session put first. A Claude Code that Narrator talks to
 * (spec.converse) reads its prompt as a stream-json user frame: the words go inside the frame.
 */
export function toldFirst(tell: string, spec: LaunchSpec): string {
  const stdin = spec.stdin ?? '';
  if (!spec.converse) return `${tell}\n\n${stdin}`;
  const frame = JSON.parse(stdin) as { message: { content: unknown } };
  const content = frame.message.content;
  frame.message.content =
    typeof content === 'string'
      ? `${tell}\n\n${content}`
      : [{ type: 'text', text: tell }, ...(content as unknown[])];
  return `${JSON.stringify(frame)}\n`;
}

/**
 * The sealed store, also as an artifact of the run, so `narrator pull` can fetch it from a laptop
 * (the Actions cache has no download outside a job). Sealed and authenticated already: a reader
 * of the repository who downloads it learns its size, nothing more. Never fails the run.
 */
async function uploadSealed(
  file: string,
  scope: SessionScope,
  env: RunnerEnv,
  o: Pick<SessionOptions, 'info' | 'warning' | 'redact'>,
): Promise<void> {
  if (!env['ACTIONS_RUNTIME_TOKEN'] || !env['ACTIONS_RESULTS_URL']) return;
  const name = sessionArtifactName(scope);
  const started = Date.now();
  try {
    const { loadArtifactClient } = await import('../../runner/load-artifact-client.js');
    const { uploadArtifact } = await loadArtifactClient();
    const uploaded = await within(uploadArtifact(name, [file], path.dirname(file)), SAVE_TIMEOUT_MS);
    if (uploaded === 'timeout' || uploaded === 'cancelled') {
      o.warning(
        `Narrator: uploading the sealed session as artifact ${name} took over ${SAVE_TIMEOUT_MS / 1000} s`,
      );
    } else {
      o.info(
        `Narrator: the sealed session is artifact ${name} of this run (for narrator pull; uploaded in ${Date.now() - started} ms)`,
      );
    }
  } catch (error) {
    o.warning(
      o.redact(
        `Narrator: the sealed session was not uploaded as artifact ${name}: ${(error as Error).message}`,
      ),
    );
  }
}

/** true, or why not ("has read access", "could not be asked about: …"). */
async function starterMayWrite(
  login: string | null,
  repository: string,
  config: ActionConfig,
  context: RunContext,
  redact: (t: string) => string,
): Promise<true | string> {
  if (login === null) return 'is not named by the event';
  if (!config.githubToken) return 'could not be checked (no github-token)';
  try {
    const { createGitHubClient } = await import('../../github/client.js');
    const octokit = createGitHubClient({ ...clientOptionsFromEnv(config.githubToken, context, redact) });
    const [owner, repo] = repository.split('/') as [string, string];
    const permission = await fetchPermission(octokit, { owner, repo }, login, AbortSignal.timeout(30_000));
    return hasWriteAccess(permission) ? true : `has ${permission.permission} access`;
  } catch (error) {
    return redact(`could not be checked (${(error as Error).message})`);
  }
}

function placeStore(file: string, sealed: Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  rmSync(file, { force: true });
  // `wx`: never through a file (or link) someone left there.
  writeFileSync(file, sealed, { mode: 0o600, flag: 'wx' });
}

function readStoreFile(file: string, maxBytes: number): Buffer {
  const size = statSync(file).size;
  if (size > maxBytes) throw new StoreError(`the store is ${size} bytes, over the cap of ${maxBytes}`);
  return readFileSync(file);
}

/**
 * The agent's session files, read as Narrator. When the agent ran as another user and Narrator is
 * not root, its HOME is closed to Narrator: the roots are copied out through sudo first.
 */
function collectAs(
  user: AgentUserPlan,
  roots: SessionRoots,
  collect: (roots: SessionRoots) => StoredFile[],
): StoredFile[] {
  if (user.runAs === null || process.getuid?.() === 0) return collect(roots);
  const staging = mkdtempSync(path.join(os.tmpdir(), 'narrator-session-'));
  try {
    const copies: SessionRoots = {};
    for (const [name, dir] of Object.entries(roots)) {
      const to = path.join(staging, name);
      try {
        privileged('cp', ['-r', '--no-dereference', '--', dir, to]);
        privileged('chown', ['-R', `${process.getuid?.() ?? 0}`, to]);
        copies[name] = to;
      } catch {
        // nothing there
      }
    }
    return collect(copies);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** The store's files into the agent's roots, owned by the agent's user when it runs as another. */
function placeAs(user: AgentUserPlan, roots: SessionRoots, files: StoredFile[]): void {
  const runAs = user.runAs;
  if (runAs === null) {
    writeStoreFiles(files, roots);
    return;
  }
  if (process.getuid?.() === 0) {
    const { written } = writeStoreFiles(files, roots);
    for (const target of written) {
      for (let p = target; p.startsWith(runAs.home) && p !== runAs.home; p = path.dirname(p)) {
        chownSync(p, runAs.uid, runAs.gid);
      }
    }
    return;
  }
  const staging = mkdtempSync(path.join(os.tmpdir(), 'narrator-session-'));
  try {
    const stagedRoots = Object.fromEntries(
      Object.keys(roots).map((name) => [name, path.join(staging, name)]),
    );
    writeStoreFiles(files, stagedRoots);
    for (const [name, dir] of Object.entries(roots)) {
      const from = stagedRoots[name]!;
      try {
        statSync(from);
      } catch {
        continue;
      }
      privileged('mkdir', ['-p', '--', dir]);
      privileged('cp', ['-r', '--no-dereference', '--', `${from}/.`, dir]);
      privileged('chown', ['-R', `${runAs.uid}:${runAs.gid}`, dir]);
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
