/**
 * The agent as another user (`agent-user`), and the runner user's sudo taken away (`drop-sudo`).
 *
 * Why: everything the agent's tools start runs as the user the agent runs as. As Narrator's own
 * user, that code can read Narrator's environment (`/proc/<pid>/environ`: the github-token, the
 * artifact service's token), its descriptors, the runner's command files (`GITHUB_STATE`,
 * `GITHUB_OUTPUT`…) and Narrator's folder, and `sudo` whatever the runner user may. The kernel
 * keeps another user out of all of that (EACCES, EPERM), so the agent runs as one:
 *
 * - an account of its own (`narrator-agent`, created once, no password, no login shell, no sudo
 *   rights), or one the workflow names;
 * - started by `setpriv --reuid --regid --init-groups` (as root) or `sudo -n … setpriv …` (a
 *   runner user with passwordless sudo, as GitHub's hosted runners have): the same argv, the same
 *   process group, its own HOME and TMPDIR (a fresh folder per run);
 * - the workspace is the agent's while it runs (chown), and given back to its owner once the agent
 *   is gone. Ownership, not group bits or ACLs: git refuses a repository its user does not own
 *   (safe.directory), the agent's own `git` as much as a later step's `git commit`, and files the
 *   agent creates would otherwise stay another user's for the rest of the job;
 * - Narrator's own folder and the command files are made unreadable to others (0700 / 0600);
 * - stopping it: Narrator signals another user's processes as root, or through `sudo -n kill`.
 *
 * Where that cannot be done (not Linux, no `setpriv`, neither root nor passwordless sudo) the agent
 * runs as today, as the same user, and the log says so once.
 */
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  statSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ownKill } from './process-tree.js';

/**
 * `agent-user`: the agent as Narrator's own user, as `narrator-agent` (the default: the examples
 * run unchanged with it, measured in test/e2e/matrix-example.test.ts and agent-user-real.test.ts),
 * or as a named account.
 */
export type AgentUserSetting = { kind: 'same' } | { kind: 'unprivileged' } | { kind: 'named'; name: string };

/** The account `agent-user: unprivileged` runs the agent as (created when missing). */
export const UNPRIVILEGED_USER = 'narrator-agent';

/** How Narrator holds root: it is root, or the runner user has passwordless sudo. */
type Privilege = 'root' | 'sudo';

/**
 * The variables that name an agent CLI's own folder (its settings, its session files): the agent
 * user needs it as much as the workspace, so it is lent the same way.
 */
export const AGENT_HOME_VARIABLES = ['CODEX_HOME', 'CLAUDE_CONFIG_DIR'] as const;

/** The runner's files through which a step talks to it: never the agent's to read or write. */
const COMMAND_FILES = ['GITHUB_STATE', 'GITHUB_OUTPUT', 'GITHUB_ENV', 'GITHUB_PATH', 'GITHUB_STEP_SUMMARY'];

/** Launching and stopping the agent as another user. */
export interface RunAs {
  name: string;
  uid: number;
  gid: number;
  /** The agent's HOME and TMPDIR, fresh for this run. */
  home: string;
  tmp: string;
  /** `file args` run as the agent user, with `env` over the environment the launcher gives. */
  wrap(file: string, args: readonly string[], env: NodeJS.ProcessEnv): { file: string; args: string[] };
  /** Sends `signal` to each target (a negative number: a process group); false where none existed. */
  kill(targets: readonly number[], signal: NodeJS.Signals): boolean;
  /** What the post step needs to give the workspace back if Narrator is killed before release(). */
  record: LentRecord;
  /**
   * Once the agent is gone: the workspace back to its owner, the agent's folder removed, and (with
   * `drop-sudo` on a non-root runner) the runner user's sudo rights taken away. Lines for the log.
   */
  release(): string[];
}

/** What was lent to the agent user, saved for the post step (giveBackLent). */
export interface LentRecord {
  agentUid: number;
  dirs: string[];
  /** The agent's HOME and TMPDIR folder. */
  folder: string;
  /** `drop-sudo` with a non-root runner user: still to be done once the workspace is back. */
  dropSudo: boolean;
}

export interface AgentUserOptions {
  setting: AgentUserSetting;
  dropSudo: boolean;
  /**
   * The folders the agent works in (the workspace, the working directory) and its CLI's own
   * configuration folders its environment names (CODEX_HOME, CLAUDE_CONFIG_DIR): lent to it.
   */
  workspaces: readonly string[];
  /** Narrator's own folder (RUNNER_TEMP/narrator): never the agent's. */
  ownDir: string;
  /** Where the agent's HOME and TMPDIR are made (RUNNER_TEMP). */
  tempRoot: string;
  /** The recipe's agent (or the agent a `command` runs): its configuration is carried (carryConfig). */
  agent?: string | null;
  /** The programs the agent user must be able to run (the CLI), checked before the launch. */
  programs: readonly string[];
  env: NodeJS.ProcessEnv;
}

export interface AgentUserPlan {
  /** null: the agent runs as Narrator's user. */
  runAs: RunAs | null;
  /** One log line each: what was done, or why the agent runs as the same user. */
  notices: string[];
}

export class AgentUserError extends Error {
  override name = 'AgentUserError';
}

function run(file: string, args: readonly string[]): string {
  return execFileSync(file, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Runs as root: directly, or through `sudo -n` (never waits for a password). */
function privileged(privilege: Privilege, file: string, args: readonly string[]): string {
  return privilege === 'root' ? run(file, args) : run('sudo', ['-n', '--', file, ...args]);
}

/** An absolute path of `name` on `PATH`, or null. */
function which(name: string, env: NodeJS.ProcessEnv): string | null {
  const dirs = [...(env['PATH'] ?? '').split(path.delimiter), '/usr/sbin', '/usr/bin', '/sbin', '/bin'];
  for (const dir of dirs) {
    if (!dir) continue;
    const file = path.join(dir, name);
    try {
      if (statSync(file).isFile()) return file;
    } catch {
      // not here
    }
  }
  return null;
}

/** How Narrator can act as root here, or why it cannot. */
function privilegeHere(env: NodeJS.ProcessEnv): Privilege | string {
  if (process.getuid?.() === 0) return 'root';
  if (which('sudo', env) === null) return 'the runner user is not root and there is no sudo';
  try {
    run('sudo', ['-n', 'true']);
    return 'sudo';
  } catch {
    return 'the runner user is not root and has no passwordless sudo';
  }
}

function idOf(name: string, flag: '-u' | '-g'): number | null {
  try {
    return Number(run('id', [flag, '--', name]).trim());
  } catch {
    return null;
  }
}

/**
 * `drop-sudo` as openai/codex-action does it: the user leaves the groups sudoers grants rights to
 * (sudo, admin, wheel) and every sudoers.d file that names it is removed; then `sudo -n true` must
 * fail, or the run is refused (a promise the job relies on is not kept otherwise).
 */
function dropSudo(user: string): string {
  const files: string[] = [];
  try {
    for (const entry of readdirSync('/etc/sudoers.d')) {
      const file = path.join('/etc/sudoers.d', entry);
      try {
        // A word of the file is the user's name (no pattern built from a name).
        if (readFileSync(file, 'utf8').split(/\s+/).includes(user)) {
          files.push(file);
        }
      } catch {
        // unreadable to us (0440 root): sudo reads it for us below
        files.push(file);
      }
    }
  } catch {
    // no sudoers.d
  }
  // One shell as root: the groups, then the files that name the user (grep runs as root there).
  const script =
    'u="$1"; shift; for g in sudo admin wheel; do gpasswd -d "$u" "$g" >/dev/null 2>&1 || true; done; ' +
    'for f in "$@"; do if grep -qw -- "$u" "$f" 2>/dev/null; then rm -f -- "$f"; fi; done';
  try {
    run('sudo', ['-n', '--', '/bin/sh', '-c', script, 'drop-sudo', user, ...files]);
  } catch (error) {
    throw new AgentUserError(`drop-sudo: removing ${user}'s sudo rights failed: ${(error as Error).message}`);
  }
  try {
    run('sudo', ['-K']);
  } catch {
    // no cached credentials
  }
  try {
    run('sudo', ['-n', 'true']);
  } catch {
    return `Narrator: drop-sudo: ${user} has no sudo rights for the rest of the job`;
  }
  throw new AgentUserError(
    `drop-sudo: ${user} can still run sudo after leaving the sudo groups and sudoers.d; refusing to go on`,
  );
}

/** The runner user's name, for drop-sudo. */
function userName(env: NodeJS.ProcessEnv): string {
  try {
    return os.userInfo().username;
  } catch {
    return env['USER'] ?? '';
  }
}

/** The agent as the runner user: with `drop-sudo`, that user's sudo goes before the agent starts. */
function asRunnerUser(o: AgentUserOptions, here: string, notices: string[]): AgentUserPlan {
  if (!o.dropSudo) return { runAs: null, notices };
  const done = (line: string): AgentUserPlan => ({ runAs: null, notices: [...notices, line] });
  if (process.platform !== 'linux') {
    return done(`Narrator: drop-sudo: Linux only; on ${process.platform} sudo is left as it is`);
  }
  if (process.getuid?.() === 0) {
    return done(
      'Narrator: drop-sudo: the job runs as root, which keeps every right without sudo; ' +
        "set 'agent-user: unprivileged' to run the agent without them",
    );
  }
  if (privilegeHere(o.env) !== 'sudo')
    return done('Narrator: drop-sudo: the runner user has no sudo to drop');
  return done(dropSudo(here));
}

/** Every folder above `dir` (the root first), `dir` excluded. */
function ancestors(dir: string): string[] {
  const out: string[] = [];
  for (let d = path.dirname(dir); ; d = path.dirname(d)) {
    out.unshift(d);
    if (d === path.dirname(d)) return out;
  }
}

/**
 * Prepares the agent's user, or says why the agent runs as Narrator's. Throws AgentUserError when
 * the setting cannot be kept where it could be (a named account that does not exist, drop-sudo
 * that did not take): a promise the workflow relies on is never dropped silently.
 */
export function prepareAgentUser(o: AgentUserOptions): AgentUserPlan {
  const notices: string[] = [];
  const here = userName(o.env);
  if (o.setting.kind === 'same') {
    // What `same` means, once in the log, where another user was possible.
    if (process.platform === 'linux') {
      notices.push(
        `Narrator: the agent and every command it runs run as ${here || 'the runner user'}, as Narrator: they can ` +
          "read Narrator's environment (its token) in /proc and write the runner's command files; " +
          "'agent-user: unprivileged' runs the agent as another user (docs/security.md)",
      );
    }
    return asRunnerUser(o, here, notices);
  }

  const wanted = o.setting.kind === 'named' ? o.setting.name : UNPRIVILEGED_USER;
  // drop-sudo still holds when the agent cannot run as another user.
  const asToday = (why: string): AgentUserPlan =>
    asRunnerUser(o, here, [
      `Narrator: agent-user: ${why}; the agent runs as ${here || 'the runner user'}, as Narrator does`,
    ]);
  if (process.platform !== 'linux')
    return asToday(`running the agent as another user is Linux only (${process.platform})`);
  const setpriv = which('setpriv', o.env);
  if (setpriv === null) return asToday('no setpriv here (util-linux)');
  const privilege = privilegeHere(o.env);
  if (privilege !== 'root' && privilege !== 'sudo') return asToday(privilege);

  let uid = idOf(wanted, '-u');
  if (uid === null) {
    if (o.setting.kind === 'named') {
      throw new AgentUserError(`input 'agent-user': there is no user '${wanted}' on this machine`);
    }
    try {
      // A system account: no password, no login shell, no home of its own (each run makes one).
      privileged(privilege, which('useradd', o.env) ?? 'useradd', [
        '--system',
        '--user-group',
        '--no-create-home',
        '--home-dir',
        '/nonexistent',
        '--shell',
        '/usr/sbin/nologin',
        wanted,
      ]);
    } catch (error) {
      // Another job on this machine may have made it meanwhile.
      if (idOf(wanted, '-u') === null) {
        return asToday(`the account ${wanted} could not be created (${firstLine(error)})`);
      }
    }
    uid = idOf(wanted, '-u');
    if (uid === null) return asToday(`the account ${wanted} could not be created`);
    notices.push(`Narrator: agent-user: created the account ${wanted} (uid ${uid})`);
  }
  const gid = idOf(wanted, '-g') ?? uid;
  if (uid === 0)
    throw new AgentUserError(`input 'agent-user': '${wanted}' is root; name an unprivileged user`);
  if (uid === process.getuid?.()) {
    throw new AgentUserError(`input 'agent-user': '${wanted}' is the runner user itself; use 'same'`);
  }

  // Narrator's own: its folder and the runner's command files, closed to every other user.
  try {
    mkdirSync(o.ownDir, { recursive: true, mode: 0o700 });
    chmodSync(o.ownDir, 0o700);
  } catch {
    // made elsewhere (os.tmpdir()); its run folders are 0700 from mkdtemp anyway
  }
  for (const name of COMMAND_FILES) {
    const file = o.env[name];
    if (!file) continue;
    try {
      chmodSync(file, 0o600);
    } catch {
      // not ours to change (or absent): the runner's own mode stays
    }
  }

  // The agent's HOME and TMPDIR: fresh, its own, removed afterwards.
  mkdirSync(o.tempRoot, { recursive: true });
  const folder = mkdtempSync(path.join(o.tempRoot, `${wanted}-`));
  const home = path.join(folder, 'home');
  const tmp = path.join(folder, 'tmp');
  mkdirSync(home);
  mkdirSync(tmp);
  const carried = carryConfig(o.agent ?? null, o.env, home);
  privileged(privilege, 'chown', ['-R', `${uid}:${gid}`, folder]);
  chmodOrPrivileged(privilege, folder, 0o700);

  // Folders above the workspace, the agent's folder and the programs the agent cannot pass
  // through get the search bit for others (no listing), given back as they were afterwards.
  const opened = new Map<string, number>();
  const letThrough = (target: string): void => {
    for (const dir of ancestors(target)) {
      if (opened.has(dir)) continue;
      let mode: number;
      try {
        mode = statSync(dir).mode & 0o7777;
      } catch {
        continue;
      }
      if ((mode & 0o001) !== 0) continue;
      chmodOrPrivileged(privilege, dir, mode | 0o001);
      opened.set(dir, mode);
    }
  };

  // The workspace: the agent's while it runs (chown), its owner's again afterwards.
  const lent: Array<{ dir: string; uid: number; gid: number }> = [];
  const roots = o.workspaces.filter(
    (dir, i, all) =>
      existsSync(dir) && !all.some((other, j) => j !== i && inside(dir, other) && dir !== other),
  );
  const unique = [...new Set(roots)];
  // Never a folder that holds Narrator's own folder or a command file: lending it would hand them over.
  const guarded = [o.ownDir, ...COMMAND_FILES.map((name) => o.env[name]).filter((f): f is string => !!f)];
  for (const dir of unique) {
    const held = guarded.find((file) => inside(path.resolve(file), dir));
    if (held !== undefined) {
      privileged(privilege, 'rm', ['-rf', '--one-file-system', '--', folder]);
      throw new AgentUserError(
        `agent-user: ${dir} holds ${held}, which is Narrator's or the runner's: the agent cannot be lent it; ` +
          "set 'working-directory' (or GITHUB_WORKSPACE) to the repository",
      );
    }
  }
  for (const dir of unique) {
    const owner = lstatSync(dir);
    letThrough(dir);
    privileged(privilege, 'chown', ['-R', '--no-dereference', String(uid), dir]);
    lent.push({ dir, uid: owner.uid, gid: owner.gid });
  }
  letThrough(folder);

  const kill = (targets: readonly number[], signal: NodeJS.Signals): boolean => {
    if (targets.length === 0) return false;
    // Root signals any user's processes as its own.
    if (privilege === 'root') return ownKill(targets, signal);
    try {
      // procps kill: one call for the lot; it exits non-zero if any target was gone.
      run('sudo', ['-n', 'kill', '-s', signal.replace(/^SIG/, ''), '--', ...targets.map(String)]);
      return true;
    } catch (error) {
      // Some targets gone (exit 1 with the rest signalled): the caller reads /proc anyway.
      return (error as { status?: number }).status === 1;
    }
  };

  const runAs: RunAs = {
    name: wanted,
    uid,
    gid,
    home,
    tmp,
    wrap(file, args, env) {
      // The user's own variables go on env's command line: sudo may reset HOME and PATH (set_home,
      // secure_path). Nothing secret is on it (a command line is readable by every user).
      const own = [
        `HOME=${home}`,
        `TMPDIR=${tmp}`,
        `USER=${wanted}`,
        `LOGNAME=${wanted}`,
        ...carried.variables,
      ];
      if (env['PATH'] !== undefined) own.push(`PATH=${env['PATH']}`);
      const inner = [
        '--reuid',
        String(uid),
        '--regid',
        String(gid),
        '--init-groups',
        '--',
        which('env', o.env) ?? '/usr/bin/env',
        ...own,
        file,
        ...args,
      ];
      return privilege === 'root'
        ? { file: setpriv, args: inner }
        : { file: which('sudo', o.env) ?? 'sudo', args: ['-n', '--preserve-env', '--', setpriv, ...inner] };
    },
    kill,
    record: {
      agentUid: uid,
      dirs: lent.map((l) => l.dir),
      folder,
      dropSudo: o.dropSudo && privilege === 'sudo',
    },
    release() {
      const lines: string[] = [];
      for (const { dir, uid: owner, gid: group } of lent) {
        try {
          privileged(privilege, 'chown', ['-R', '--no-dereference', `${owner}:${group}`, dir]);
        } catch (error) {
          lines.push(`Narrator: agent-user: could not give ${dir} back to uid ${owner}: ${firstLine(error)}`);
        }
      }
      for (const [dir, mode] of opened) {
        try {
          chmodOrPrivileged(privilege, dir, mode);
        } catch {
          // removed meanwhile
        }
      }
      try {
        privileged(privilege, 'rm', ['-rf', '--one-file-system', '--', folder]);
      } catch (error) {
        lines.push(`Narrator: agent-user: could not remove ${folder}: ${firstLine(error)}`);
      }
      if (o.dropSudo && privilege === 'sudo') lines.push(dropSudo(here));
      return lines;
    },
  };

  // The programs: the agent user must be able to run them (a CLI installed in a 0700 home is not).
  letThroughPrograms(o.programs, letThrough);
  for (const program of o.programs) {
    const check = runAs.wrap('/bin/sh', ['-c', 'test -r "$1" && test -x "$1"', 'check', program], o.env);
    try {
      run(check.file, check.args);
    } catch {
      runAs.release();
      throw new AgentUserError(
        `agent-user: ${wanted} cannot run ${program}: install the agent where other users may read and run it, or set 'agent-user: same'`,
      );
    }
  }

  if (carried.copied.length > 0) {
    notices.push(
      `Narrator: agent-user: copied the agent's configuration into its HOME: ${carried.copied.join(', ')}`,
    );
  }
  notices.push(
    `Narrator: agent-user: the agent runs as ${wanted} (uid ${uid}) via ${privilege === 'root' ? 'setpriv' : 'sudo and setpriv'}; ` +
      `${unique.join(', ')} is lent to it until it ends`,
  );
  if (o.dropSudo) {
    notices.push(
      privilege === 'sudo'
        ? `Narrator: drop-sudo: ${wanted} has no sudo rights; ${here}'s are removed once the agent has ended and the workspace is given back`
        : 'Narrator: drop-sudo: the job runs as root; the agent, as another user, has no sudo rights',
    );
  }
  return { runAs, notices };
}

/**
 * Where each agent CLI keeps its configuration (settings, login), by the folder it sits in: the
 * user's HOME, or the XDG config or data folder (opencode).
 */
const CLI_CONFIG: Readonly<Record<string, ReadonlyArray<readonly ['home' | 'config' | 'data', string]>>> = {
  claude: [
    ['home', '.claude'],
    ['home', '.claude.json'],
  ],
  codex: [['home', '.codex']],
  gemini: [['home', '.gemini']],
  opencode: [
    ['config', 'opencode'],
    ['data', 'opencode'],
  ],
  cursor: [['home', '.cursor']],
};

/** What a CLI keeps of past runs (transcripts, logs): not configuration, and often large. */
const NOT_CARRIED = new Set([
  'projects',
  'sessions',
  'log',
  'logs',
  'tmp',
  'storage',
  'snapshot',
  'todos',
  'shell-snapshots',
]);

/**
 * The agent's configuration from the runner user's HOME, copied into the agent's fresh HOME (an
 * earlier step's `~/.gemini/settings.json`, `~/.codex/config.toml`, opencode's login), and the XDG
 * folders the environment names inside the runner user's HOME moved to the same place in the
 * agent's. Only the agent's own folders are copied, never the rest of the runner user's HOME; a
 * folder named by CODEX_HOME or CLAUDE_CONFIG_DIR is lent instead (AGENT_HOME_VARIABLES).
 */
function carryConfig(
  agent: string | null,
  env: NodeJS.ProcessEnv,
  home: string,
): { variables: string[]; copied: string[] } {
  const variables: string[] = [];
  const runnerHome = env['HOME'] ? path.resolve(env['HOME']) : null;
  const base = { home: { from: runnerHome, to: home } } as Record<
    'home' | 'config' | 'data',
    { from: string | null; to: string | null }
  >;
  for (const [kind, name, fallback] of [
    ['config', 'XDG_CONFIG_HOME', '.config'],
    ['data', 'XDG_DATA_HOME', path.join('.local', 'share')],
    ['state', 'XDG_STATE_HOME', path.join('.local', 'state')],
    ['cache', 'XDG_CACHE_HOME', '.cache'],
  ] as const) {
    const set = env[name] ? path.resolve(env[name]) : null;
    let from = set ?? (runnerHome ? path.join(runnerHome, fallback) : null);
    let to: string | null = path.join(home, fallback);
    if (set !== null) {
      if (runnerHome !== null && inside(set, runnerHome)) {
        to = path.join(home, path.relative(runnerHome, set));
        variables.push(`${name}=${to}`);
      } else {
        // Outside the runner user's HOME: left as the workflow set it.
        from = null;
        to = null;
      }
    }
    if (kind === 'config' || kind === 'data') base[kind] = { from, to };
  }
  const copied: string[] = [];
  const skip = new Set<string>([
    ...(env['CODEX_HOME'] ? ['.codex'] : []),
    ...(env['CLAUDE_CONFIG_DIR'] ? ['.claude', '.claude.json'] : []),
  ]);
  for (const [kind, item] of agent ? (CLI_CONFIG[agent] ?? []) : []) {
    const { from, to } = base[kind];
    if (from === null || to === null || skip.has(item)) continue;
    const source = path.join(from, item);
    if (!existsSync(source)) continue;
    try {
      mkdirSync(path.dirname(path.join(to, item)), { recursive: true });
      cpSync(source, path.join(to, item), {
        recursive: true,
        verbatimSymlinks: true,
        filter: (file) => !NOT_CARRIED.has(path.basename(file)) || file === source,
      });
      copied.push(source);
    } catch {
      // unreadable: the agent starts without it, as on a fresh machine
    }
  }
  return { variables, copied };
}

function letThroughPrograms(programs: readonly string[], letThrough: (target: string) => void): void {
  for (const program of programs) {
    if (!path.isAbsolute(program)) continue;
    letThrough(program);
    try {
      // A link to the CLI (node_modules/.bin): the folders above its target too.
      letThrough(realpathSync(program));
    } catch {
      // missing: the check below says so
    }
  }
}

function chmodOrPrivileged(privilege: Privilege, file: string, mode: number): void {
  try {
    chmodSync(file, mode);
  } catch {
    privileged(privilege, 'chmod', [mode.toString(8), '--', file]);
  }
}

function inside(dir: string, parent: string): boolean {
  const rel = path.relative(parent, dir);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

function firstLine(error: unknown): string {
  const e = error as { stderr?: string; message?: string };
  return (e.stderr?.trim() || e.message || String(error)).split('\n')[0] ?? '';
}

/**
 * The post step's give-back, when the main step was killed before release(): every file under the
 * lent folders that the agent user owns becomes the post step's user's again (`chown --from`, so
 * nothing else changes owner, whatever the record says), and the agent's folder goes when it is
 * one Narrator made (in RUNNER_TEMP, owned by the agent user). Lines for the log.
 */
export function giveBackLent(raw: string, env: NodeJS.ProcessEnv): string[] {
  let record: LentRecord;
  try {
    record = JSON.parse(raw) as LentRecord;
  } catch {
    return ['Narrator post step: agent-user: the saved record is not JSON; nothing given back'];
  }
  const me = process.getuid?.();
  if (
    !Number.isInteger(record.agentUid) ||
    record.agentUid <= 0 ||
    record.agentUid === me ||
    !Array.isArray(record.dirs) ||
    !record.dirs.every((d) => typeof d === 'string' && path.isAbsolute(d))
  ) {
    return ['Narrator post step: agent-user: the saved record does not hold up; nothing given back'];
  }
  if (me === undefined) return [];
  const privilege = privilegeHere(env);
  if (privilege !== 'root' && privilege !== 'sudo') {
    return [`Narrator post step: agent-user: cannot give the workspace back (${privilege})`];
  }
  const group = process.getgid?.() ?? me;
  const lines: string[] = [];
  for (const dir of record.dirs) {
    if (!existsSync(dir)) continue;
    try {
      privileged(privilege, 'chown', [
        '-R',
        '--no-dereference',
        `--from=${record.agentUid}`,
        `${me}:${group}`,
        dir,
      ]);
      lines.push(`Narrator post step: agent-user: gave ${dir} back`);
    } catch (error) {
      lines.push(`Narrator post step: agent-user: could not give ${dir} back: ${firstLine(error)}`);
    }
  }
  const base = path.resolve(env['RUNNER_TEMP'] || os.tmpdir());
  const folder = typeof record.folder === 'string' ? path.resolve(record.folder) : '';
  try {
    if (path.dirname(folder) === base && lstatSync(folder).uid === record.agentUid) {
      privileged(privilege, 'rm', ['-rf', '--one-file-system', '--', folder]);
    }
  } catch {
    // gone already
  }
  // The main step would have dropped sudo after giving the workspace back; it did neither.
  if (record.dropSudo === true && privilege === 'sudo') {
    try {
      lines.push(dropSudo(userName(env)));
    } catch (error) {
      lines.push(`Narrator post step: ${(error as Error).message}`);
    }
  }
  return lines;
}
