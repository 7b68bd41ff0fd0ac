/**
 * Narrator's answer to an ACP agent's `session/request_permission`, from the `permission-mode`
 * input. Options are chosen by their `kind`, never by `optionId` (agents name them as they like:
 * Gemini `proceed_once`/`cancel`, opencode `once`/`reject`), and a one-time option is preferred to
 * an "always" one: `allow_always` changes the agent's own mode for the rest of the session (Gemini
 * switches to auto-edit and says so as message text), and a later request deserves its own answer.
 *
 * - `bypassPermissions`: allow.
 * - `plan`: reject.
 * - `acceptEdits` (and no mode at all: the portable default lets the agent edit its workspace):
 *   allow reading, editing and searching; reject executing, deleting, moving, fetching and anything
 *   else. The request's call may name a kind that differs from the kind the call was announced
 *   with (opencode): then BOTH must be allowed kinds, so a call cannot pass as an edit that was
 *   announced as a command, or the other way round. And every path the call names must lie
 *   inside the working directory (`insideWorkspace`): the paths of its `locations` and the
 *   path-like fields of its input, as announced and as asked, `..` and symlinks resolved, a
 *   relative path taken from the working directory, `~` as the home directory. A read of
 *   `/proc/<pid>/environ` or `~/.ssh/id_rsa`, an edit of `~/.bashrc` or `/etc/cron.d/x`, is no
 *   edit of the workspace.
 */
import { realpathSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type PermissionDecision = { outcome: 'selected'; optionId: string } | { outcome: 'cancelled' };

export interface OfferedOption {
  optionId: string;
  kind: string;
}

/** Tool kinds `acceptEdits` allows. */
const EDIT_KINDS = new Set(['read', 'edit', 'search']);

/** The permission modes an ACP run takes (the portable ones). */
export const ACP_PERMISSION_MODES = ['plan', 'acceptEdits', 'bypassPermissions'] as const;

/** Whether `mode` lets a call of these kinds run (`kinds`: the request's and the announced one's). */
export function allows(mode: string | null, kinds: readonly (string | null)[]): boolean {
  if (mode === 'bypassPermissions') return true;
  if (mode === 'plan') return false;
  const known = kinds.filter((k): k is string => k !== null);
  // A call of no kind at all is `other`: not an edit.
  if (known.length === 0) return false;
  return known.every((k) => EDIT_KINDS.has(k));
}

/**
 * The option to select: the wanted side's one-time option, else its "always" option. When the
 * agent offers nothing on the wanted side, a refusal is answered `cancelled` (nothing allowed by
 * mistake), and an allowance with nothing to allow is cancelled too.
 */
export function choosePermission(
  mode: string | null,
  kinds: readonly (string | null)[],
  options: readonly OfferedOption[],
  /** Where the call reaches, when the mode asks (acceptEdits, none): inside the workspace or not. */
  reach: { paths: readonly string[]; cwd: string; home?: string } | null = null,
): PermissionDecision {
  const within =
    mode === 'bypassPermissions' || reach === null || insideWorkspace(reach.paths, reach.cwd, reach.home);
  const side = allows(mode, kinds) && within ? 'allow' : 'reject';
  const pick =
    options.find((o) => o.kind === `${side}_once`) ?? options.find((o) => o.kind === `${side}_always`);
  return pick === undefined ? { outcome: 'cancelled' } : { outcome: 'selected', optionId: pick.optionId };
}

/**
 * The most paths judged of one call. A call that names more is refused as reaching outside: the
 * paths past the bound are not looked at, and one of them could be anywhere.
 */
export const MAX_CALL_PATHS = 64;
/** How deep a call's input is searched for paths. */
const MAX_INPUT_DEPTH = 6;
/** Input fields that name a file or directory, whatever the agent (file_path, filePath, paths…). */
const PATH_FIELD =
  /(?:path|paths|file|files|filename|filenames|dir|dirs|directory|directories|cwd|root|target|source|destination|dest|src)$/i;

/**
 * The paths a tool call names: its `locations[].path` and the string values of path-like fields of
 * its `rawInput` (any depth up to 6, arrays included), added to `into` up to one more than
 * MAX_CALL_PATHS (so that a call over the bound shows as one).
 */
export function callPaths(call: unknown, into: string[] = []): string[] {
  if (call === null || typeof call !== 'object') return into;
  const c = call as Record<string, unknown>;
  const add = (p: unknown): void => {
    if (typeof p === 'string' && p !== '' && into.length <= MAX_CALL_PATHS && !into.includes(p)) into.push(p);
  };
  const locations = Object.hasOwn(c, 'locations') ? c['locations'] : undefined;
  if (Array.isArray(locations)) {
    for (const l of locations)
      if (l !== null && typeof l === 'object') add((l as Record<string, unknown>)['path']);
  }
  const walk = (v: unknown, named: boolean, depth: number): void => {
    if (depth > MAX_INPUT_DEPTH || into.length > MAX_CALL_PATHS) return;
    if (typeof v === 'string') {
      if (named) add(v);
    } else if (Array.isArray(v)) {
      for (const item of v) walk(item, named, depth + 1);
    } else if (v !== null && typeof v === 'object') {
      for (const [k, item] of Object.entries(v)) walk(item, PATH_FIELD.test(k), depth + 1);
    }
  };
  if (Object.hasOwn(c, 'rawInput')) walk(c['rawInput'], false, 0);
  return into;
}

/**
 * `p` with its symlinks resolved as far as it exists: the real path of its longest existing
 * ancestor, then the rest as written (a file the edit would create).
 */
function realPathAsFarAsItExists(p: string): string {
  const rest: string[] = [];
  let at = p;
  for (;;) {
    try {
      return path.join(realpathSync(at), ...rest.reverse());
    } catch {
      const parent = path.dirname(at);
      if (parent === at) return p;
      rest.push(path.basename(at));
      at = parent;
    }
  }
}

/**
 * Whether every path lies inside `cwd` (or is it), symlinks and `..` resolved: relative paths are
 * taken from `cwd`, `~` and `~/…` from `home`; `~name/…` (another user's home) and a `file:` URL
 * that is no local path count as outside, and so do more than MAX_CALL_PATHS paths. No paths:
 * inside (a call that names no file).
 */
export function insideWorkspace(paths: readonly string[], cwd: string, home = os.homedir()): boolean {
  if (paths.length > MAX_CALL_PATHS) return false;
  const root = realPathAsFarAsItExists(path.resolve(cwd));
  for (const raw of paths) {
    let p = raw;
    if (p.startsWith('file://')) {
      try {
        p = decodeURIComponent(new URL(p).pathname);
      } catch {
        return false;
      }
    }
    if (p === '~' || p.startsWith('~/')) p = path.join(home, p.slice(1));
    else if (p.startsWith('~')) return false;
    if (p.includes('\0')) return false;
    const real = realPathAsFarAsItExists(path.resolve(root, p));
    if (real !== root && !real.startsWith(root.endsWith(path.sep) ? root : root + path.sep)) return false;
  }
  return true;
}
