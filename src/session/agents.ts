/**
 * Per agent: what of its own session store Narrator saves after a run, and how the next run resumes
 * it, keyed by recipe name. Each agent's record says whether it resumes (`resume` in
 * src/agent/recipes/<name>.ts; session/ imports no record), and test/agent/agent-record.test.ts
 * holds these tables to exactly those records. Measured with the real, pinned CLIs against the
 * loopback model servers (test/session/resume-*.test.ts):
 *
 * - Claude Code 2.1.330 keeps a session as `<config>/projects/<cwd, every non-alphanumeric
 *   character a '-'>/<session id>.jsonl` (config: $CLAUDE_CONFIG_DIR, else ~/.claude). That file
 *   alone, in a fresh HOME, is enough for `claude -p --resume <id>`: the same session id goes on,
 *   and the next request carries the whole earlier conversation. An unknown id: exit 1, "No
 *   conversation found with session ID".
 * - Codex 0.169 keeps a thread as `$CODEX_HOME/sessions/YYYY/MM/DD/rollout-<time>-<thread id>.jsonl`
 *   (CODEX_HOME: else ~/.codex); that file alone (its sqlite indexes are rebuilt) is enough for
 *   `codex exec [exec options] resume <thread id> -`. An unknown id: exit 1, "no rollout found".
 * - Gemini CLI 0.61 keeps a session as `~/.gemini/tmp/<project>/chats/session-<time>-<first 8 of
 *   the id>.jsonl` (project: the working directory's folder name); that file alone, in a fresh
 *   HOME, is enough for `gemini --resume <session id>`: the same session id goes on. (`--session-file`
 *   loads it too, but as a new session id.)
 * - opencode 1.18 keeps its sessions in one SQLite database, `$XDG_DATA_HOME/opencode/opencode.db`
 *   (with its -wal and -shm files; XDG_DATA_HOME: else ~/.local/share). That database, in a fresh
 *   HOME, is enough for `opencode run --session <id>`. In the agent's fresh HOME it holds only the
 *   job's own sessions (on a runner user's HOME, with `agent-user: same`, whatever else that user
 *   ran there too).
 * - Over ACP, Zed's Claude Code adapter 0.23 drives Claude Code, which keeps the session in the
 *   same file as above: that file, in a fresh HOME, is enough for `session/resume` (which the
 *   adapter's `initialize` offers; `session/load` too, replaying the history first). Its facts are
 *   Claude Code's; the launch passes the id to the ACP client instead of `--resume`.
 * - Over ACP, Zed's Codex adapter (codex-acp 0.16) keeps the thread in the same rollout file as
 *   Codex, named by the ACP session id (the thread id), and opencode 1.18 `acp` in the same SQLite
 *   database as `opencode run`: those files, in a fresh HOME, are enough for `session/resume`,
 *   which both adapters' `initialize` offers (test/session/resume-codex-acp.test.ts,
 *   resume-opencode-acp.test.ts). Gemini CLI 0.61 `--acp` offers `session/load` only: its chat file,
 *   as for `--resume`, in a fresh HOME is enough, once it is not named after the current minute
 *   (geminiAcp below; test/session/resume-gemini-acp.test.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { StoredFile } from './store.js';

/** Where an agent's session files live, by root name: absolute folders for this run's environment. */
export type SessionRoots = Record<string, string>;

export interface ResumeFacts {
  /** The roots of its session files in an environment (HOME and the CLI's own variables). */
  roots(env: Readonly<Record<string, string | undefined>>, home: string): SessionRoots;
  /** The files of session `id` under `roots` (none: nothing to save). */
  collect(roots: SessionRoots, id: string): StoredFile[];
  /** The launch's argv, resuming session `id`. */
  resumeArgs(args: readonly string[], id: string): string[];
  /** `resumeArgs` undone: the argv without the resume it put in (as it is when there is none). */
  withoutResume(args: readonly string[]): string[];
  /** What a person types to continue it on their machine, once the store is restored there. */
  localCommand(id: string): string;
  /** The files as they must lie for a session continued in `cwd` (another checkout's path). */
  localize(files: readonly StoredFile[], cwd: string): StoredFile[];
  /** The files as they must lie when restored at time `now` (ms), where the agent needs that. */
  beforePlace?(files: readonly StoredFile[], now: number): StoredFile[];
}

/** `args` without `flag` and the value after it (the first time it appears). */
function withoutFlag(args: readonly string[], flag: string): string[] {
  const i = args.indexOf(flag);
  return i >= 0 ? [...args.slice(0, i), ...args.slice(i + 2)] : [...args];
}

/** Claude Code's folder name for a working directory: every non-alphanumeric character a '-'. */
export function claudeProjectDir(cwd: string): string {
  return cwd.replace(/[^a-zA-Z0-9]/g, '-');
}

/** The files under `<top>/<a project's folder>/…` moved to `<top>/<project>/…`; the others as they are. */
function inProjectFolder(files: readonly StoredFile[], top: string, project: string): StoredFile[] {
  return files.map((f) => {
    const parts = f.path.split('/');
    if (parts[0] !== top || parts.length < 3) return f;
    return { ...f, path: [top, project, ...parts.slice(2)].join('/') };
  });
}

/** Files under `dir` (relative to `root`), walked without following links. */
function filesUnder(root: string, rel: string, rootName: string, into: StoredFile[]): void {
  const full = path.join(root, rel);
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(full, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    const child = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) filesUnder(root, child, rootName, into);
    else if (e.isFile()) into.push(readStored(root, child, rootName));
  }
}

function readStored(root: string, rel: string, rootName: string): StoredFile {
  const full = path.join(root, ...rel.split('/'));
  return { root: rootName, path: rel, mode: statSync(full).mode & 0o777, data: readFileSync(full) };
}

const claude: ResumeFacts = {
  roots: (env, home) => ({ 'claude-config': env['CLAUDE_CONFIG_DIR'] || path.join(home, '.claude') }),
  collect(roots, id) {
    const root = roots['claude-config'];
    if (!root) return [];
    const projects = path.join(root, 'projects');
    const out: StoredFile[] = [];
    let dirs: string[] = [];
    try {
      dirs = readdirSync(projects);
    } catch {
      return [];
    }
    for (const dir of dirs) {
      const rel = `projects/${dir}/${id}.jsonl`;
      try {
        if (!statSync(path.join(root, rel)).isFile()) continue;
      } catch {
        continue;
      }
      out.push(readStored(root, rel, 'claude-config'));
      // Its subagents' transcripts and large tool results, when it has any.
      filesUnder(root, `projects/${dir}/${id}`, 'claude-config', out);
    }
    return out;
  },
  resumeArgs: (args, id) => ['--resume', id, ...args],
  withoutResume: (args) => withoutFlag(args, '--resume'),
  localCommand: (id) => `claude --resume ${id}`,
  // Claude Code finds a session under the folder of the directory it runs in.
  localize: (files, cwd) => inProjectFolder(files, 'projects', claudeProjectDir(cwd)),
};

const codex: ResumeFacts = {
  roots: (env, home) => ({ 'codex-home': env['CODEX_HOME'] || path.join(home, '.codex') }),
  collect(roots, id) {
    const root = roots['codex-home'];
    if (!root) return [];
    const all: StoredFile[] = [];
    filesUnder(root, 'sessions', 'codex-home', all);
    return all.filter((f) => f.path.endsWith(`-${id}.jsonl`));
  },
  resumeArgs(args, id) {
    // `codex exec <exec options> … -` → `codex exec <exec options> … resume <id> -`: the exec
    // options (--json, --model, --sandbox, the `args` input) stay before the subcommand.
    const rest = args.at(-1) === '-' ? args.slice(0, -1) : [...args];
    return [...rest, 'resume', id, '-'];
  },
  // `… resume <id> -` → `… -`.
  withoutResume: (args) =>
    args.length >= 3 && args.at(-1) === '-' && args.at(-3) === 'resume'
      ? [...args.slice(0, -3), '-']
      : [...args],
  localCommand: (id) => `codex resume ${id}`,
  localize: (files) => [...files],
};

const gemini: ResumeFacts = {
  roots: (_env, home) => ({ 'gemini-home': path.join(home, '.gemini') }),
  collect(roots, id) {
    const root = roots['gemini-home'];
    if (!root) return [];
    const out: StoredFile[] = [];
    let projects: string[] = [];
    try {
      projects = readdirSync(path.join(root, 'tmp'));
    } catch {
      return [];
    }
    for (const project of projects) {
      filesUnder(root, `tmp/${project}/chats`, 'gemini-home', out);
    }
    return out.filter((f) => f.path.endsWith(`-${id.slice(0, 8)}.jsonl`));
  },
  resumeArgs: (args, id) => ['--resume', id, ...args],
  withoutResume: (args) => withoutFlag(args, '--resume'),
  localCommand: (id) => `gemini --resume ${id}`,
  // Gemini CLI names a project's folder after the working directory's own name.
  localize: (files, cwd) => inProjectFolder(files, 'tmp', path.basename(cwd)),
};

/** Two minutes, in ms: the name Gemini CLI would write a recording under now cannot be this old. */
const GEMINI_NAME_MARGIN_MS = 2 * 60_000;

/**
 * Gemini CLI over ACP: its `session/load` first starts a recording for the id, in
 * `session-<this minute>-<first 8 of the id>.jsonl`, appending a fresh header (an empty
 * conversation) to that file when it exists. A chat restored under the name of the current minute
 * (run 2 within the minute run 1 started in) is so emptied, and the load answers "No previous
 * sessions found for this project" (measured with 0.61). Restored under an older minute, it stays
 * whole: the name's time is only the file's name (the session's times are inside it).
 */
const geminiAcp: ResumeFacts = {
  ...gemini,
  beforePlace: (files, now) =>
    files.map((f) => {
      const m = /^(tmp\/[^/]+\/chats\/session-)(\d{4}-\d{2}-\d{2}T\d{2}-\d{2})(-[^/]+\.jsonl)$/.exec(f.path);
      if (!m) return f;
      const named = Date.parse(`${m[2]!.slice(0, 13)}:${m[2]!.slice(14)}:00Z`);
      const latest = now - GEMINI_NAME_MARGIN_MS;
      if (Number.isFinite(named) && named <= latest) return f;
      const minute = new Date(latest).toISOString().slice(0, 16).replace(/:/g, '-');
      return { ...f, path: `${m[1]}${minute}${m[3]}` };
    }),
};

/** `name` of the environment, moved into `home` when it lies in the environment's own HOME. */
function inHome(
  env: Readonly<Record<string, string | undefined>>,
  name: string,
  home: string,
): string | null {
  const value = env[name];
  if (!value) return null;
  const runnerHome = env['HOME'];
  if (runnerHome && (value === runnerHome || value.startsWith(`${runnerHome}/`))) {
    return path.join(home, path.relative(runnerHome, value));
  }
  return value;
}

const OPENCODE_DB = ['opencode.db', 'opencode.db-wal', 'opencode.db-shm'];

const opencode: ResumeFacts = {
  roots: (env, home) => ({
    'opencode-data': path.join(
      inHome(env, 'XDG_DATA_HOME', home) ?? path.join(home, '.local', 'share'),
      'opencode',
    ),
  }),
  collect(roots) {
    const root = roots['opencode-data'];
    if (!root) return [];
    return OPENCODE_DB.flatMap((name) => {
      try {
        return statSync(path.join(root, name)).isFile() ? [readStored(root, name, 'opencode-data')] : [];
      } catch {
        return [];
      }
    });
  },
  resumeArgs: (args, id) => (args[0] === 'run' ? ['run', '--session', id, ...args.slice(1)] : [...args]),
  withoutResume: (args) =>
    args[0] === 'run' && args[1] === '--session' ? ['run', ...args.slice(3)] : [...args],
  localCommand: (id) => `opencode --session ${id}`,
  localize: (files) => [...files],
};

/** The agents Narrator can resume, by recipe name. */
export const RESUME_FACTS: Readonly<Record<string, ResumeFacts>> = { claude, codex, gemini, opencode };

/** The agents Narrator can resume over ACP, by recipe name: their files (`resumeArgs` is unused). */
export const ACP_RESUME_FACTS: Readonly<Record<string, ResumeFacts>> = {
  claude,
  codex,
  gemini: geminiAcp,
  opencode,
};

export function resumeFactsFor(agent: string | null, acp = false): ResumeFacts | null {
  const facts = acp ? ACP_RESUME_FACTS : RESUME_FACTS;
  return agent !== null && Object.hasOwn(facts, agent) ? facts[agent]! : null;
}
