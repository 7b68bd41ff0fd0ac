/**
 * The post step's state, checked before it is used. The main step leaves it in GITHUB_STATE, a file
 * the agent can append to (same user; its path is in the main step's /proc/<pid>/environ), and the
 * runner takes the LAST value of each name. An agent that appends its own lines and kills Narrator
 * would otherwise choose what the post step reads, where it comments and which process group it
 * kills. Each value is used only when it holds up against something the agent cannot append to:
 *
 * - The snapshot: a path of the form RUNNER_TEMP/narrator/run-…/snapshot.json with no symlink on
 *   the way (realpath), a regular file, read with O_NOFOLLOW. A snapshot of a FINISHED run (what a
 *   "finished … safe to merge" comment would be made from) must carry the seal the main step saved
 *   with it: an HMAC of its bytes keyed by the action's token, which the agent does not hold (it is
 *   not in the agent's environment). An unsealed or running snapshot is only ever closed as
 *   cancelled.
 * - The comment target: compared with the one the post step derives itself from the inputs and the
 *   event (the same code as the main step's); another issue or marker is ignored.
 * - The agent's process group: see src/action/post/leftover-agent.ts.
 *
 * Anything that does not hold up is ignored with a warning. What same-user code can still do is in
 * docs/security.md.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { closeSync, constants, fstatSync, lstatSync, openSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { type CommentState, SEAL_CONTEXT } from '../live/state.js';

/** The HMAC of a finished snapshot's bytes, keyed by the action's token (hex); null without a token. */
export function snapshotSeal(token: string, bytes: Uint8Array | string): string | null {
  if (!token) return null;
  return createHmac('sha256', `${SEAL_CONTEXT}${token}`).update(bytes).digest('hex');
}

/** Whether `seal` is `bytes`' seal under `token`. */
export function sealMatches(token: string, bytes: Uint8Array, seal: string): boolean {
  const want = snapshotSeal(token, bytes);
  if (want === null || seal.length !== want.length) return false;
  return timingSafeEqual(Buffer.from(want), Buffer.from(seal));
}

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
