/**
 * The post step's state, checked before it is used. The main step leaves it in GITHUB_STATE, a file
 * the agent can append to (same user; its path is in the main step's /proc/<pid>/environ), and the
 * runner takes the LAST value of each name. An agent that appends its own lines and kills Narrator
 * would otherwise choose what the post step reads, where it comments and which process group it
 * kills. Each value is used only when it holds up against something the agent cannot append to:
 *
 * - The snapshot: a path of the form RUNNER_TEMP/narrator/run-…/snapshot.json with no symlink on
 *   the way (realpath), a regular file, read with O_NOFOLLOW. Even then it is only the run's
 *   content: the agent can rewrite the file (and read the token a seal would be keyed by in
 *   Narrator's /proc/<pid>/environ), so a snapshot, finished or not, is always closed as cancelled
 *   and no conclusion the post step gives is a success (src/action/post/leftover.ts).
 * - The comment target: compared with the one the post step derives itself from the inputs and the
 *   event (the same code as the main step's); another issue or marker is ignored.
 * - The agent's process group: see src/action/post/leftover-agent.ts.
 *
 * Anything that does not hold up is ignored with a warning. What same-user code can still do is in
 * docs/security.md.
 */
import { closeSync, constants, fstatSync, lstatSync, openSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import type { CommentState } from '../live/state.js';

const RUN_DIR = /^run-[^/\\]+$/;

/**
 * The snapshot's bytes if `file` is a snapshot in a run folder of `narratorDir`, reached without
 * any symlink, a regular file; else the reason it is not.
 */
export function readOwnSnapshot(file: string, narratorDir: string): { bytes: Buffer } | { reason: string } {
  if (!file) return { reason: 'no snapshot was saved' };
  if (!path.isAbsolute(file) || path.basename(file) !== 'snapshot.json') {
    return { reason: `${file} is not a snapshot path Narrator writes` };
  }
  let real: string;
  let base: string;
  try {
    base = realpathSync(narratorDir);
    real = realpathSync(file);
  } catch (error) {
    return { reason: `${file}: ${(error as Error).message}` };
  }
  const runDir = path.dirname(real);
  if (path.dirname(runDir) !== base || !RUN_DIR.test(path.basename(runDir))) {
    return { reason: `${file} is not in a run folder of ${narratorDir}` };
  }
  // No link on the way: the path as saved must be the real one below the (real) Narrator folder.
  const relative = path.relative(path.resolve(narratorDir), path.resolve(file));
  if (relative !== path.relative(base, real) || lstatSync(path.dirname(file)).isSymbolicLink()) {
    return { reason: `${file} goes through a symlink` };
  }
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
  } catch (error) {
    return { reason: `${file}: ${(error as Error).message}` };
  }
  try {
    if (!fstatSync(fd).isFile()) return { reason: `${file} is not a regular file` };
    return { bytes: readFileSync(fd) };
  } finally {
    closeSync(fd);
  }
}

/** Whether the saved comment place is the one the post step derives itself. */
export function sameCommentPlace(
  saved: CommentState,
  derived: { owner: string; repo: string; issueNumber: number; marker: string } | null,
): boolean {
  return (
    derived !== null &&
    saved.owner === derived.owner &&
    saved.repo === derived.repo &&
    saved.issueNumber === derived.issueNumber &&
    saved.marker === derived.marker
  );
}
