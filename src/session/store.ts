/**
 * The session store: an agent's own session files, packed, compressed and sealed (AES-256-GCM with
 * a key derived by HKDF from the `session-key` secret), so the cache entry that carries it is of
 * no use to whoever can read the cache but not the secret, and cannot be changed without the
 * change being found. What is sealed together:
 *
 * - a manifest: which repository, pull request or issue, job and agent it belongs to (its scope),
 *   the session id, the model, the head it last saw, when and by which run it was saved;
 * - the files, by path relative to a root the agent's facts name (src/session/agents.ts).
 *
 * The scope is also the cipher's additional data: a store sealed for another PR or job does not
 * open here at all. Opening decrypts and authenticates the whole store in memory before anything
 * is written to disk; writing refuses any path that would leave its root.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { lstatSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

/** The first bytes of every store: the format's name and version. */
const MAGIC = Buffer.from('NRSESS1\n', 'utf8');
const SALT_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + SALT_BYTES + IV_BYTES + TAG_BYTES;

/** The default cap on a sealed store, bytes (the `session-max-size` input can lower or raise it). */
export const DEFAULT_MAX_STORE_BYTES = 64 * 1024 * 1024;

/** Whose session it is: what a store must match to be restored here. */
export interface SessionScope {
  /** owner/name */
  repository: string;
  /** The pull request's or issue's number. */
  number: number;
  /** The job's comment key (src/report/comment-key.ts). */
  job: string;
  /** The agent's recipe name. */
  agent: string;
}

export interface SessionManifest {
  version: 1;
  scope: SessionScope;
  sessionId: string;
  model: string | null;
  /** The workspace's HEAD when the session was saved, or null when it was not a git checkout. */
  head: string | null;
  /** Epoch ms. */
  savedAt: number;
  /** The run that saved it: GITHUB_RUN_ID and attempt, and its URL when known. */
  run: { id: string | null; attempt: string | null; url: string | null };
  /** The working directory the session ran in (Claude Code keys its sessions by it). */
  cwd: string;
}

export interface StoredFile {
  /** Relative to its root, with `/` separators. */
  path: string;
  /** The root's name in the agent's facts (e.g. `claude-config`, `codex-home`). */
  root: string;
  mode: number;
  data: Buffer;
}

export interface SessionStore {
  manifest: SessionManifest;
  files: StoredFile[];
}

/** Why a store could not be opened; the message is safe for the log and the comment. */
export class StoreError extends Error {
  override name = 'StoreError';
}

/** The same scope, said as the additional authenticated data. */
function scopeData(scope: SessionScope): Buffer {
  return Buffer.from(JSON.stringify([scope.repository, scope.number, scope.job, scope.agent]), 'utf8');
}

function deriveKey(secret: string, salt: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), salt, 'narrator session store v1', 32));
}

/** The store, sealed for its own scope with `secret`. */
export function sealStore(store: SessionStore, secret: string): Buffer {
  const body = gzipSync(
    Buffer.from(
      JSON.stringify({
        manifest: store.manifest,
        files: store.files.map((f) => ({
          path: f.path,
          root: f.root,
          mode: f.mode,
          data: f.data.toString('base64'),
        })),
      }),
      'utf8',
    ),
  );
  const salt = randomBytes(SALT_BYTES);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(secret, salt), iv);
  cipher.setAAD(scopeData(store.manifest.scope));
  const sealed = Buffer.concat([cipher.update(body), cipher.final()]);
  return Buffer.concat([MAGIC, salt, iv, cipher.getAuthTag(), sealed]);
}

/**
 * The store in `bytes`, if it was sealed with `secret` for exactly `scope` and is whole. Throws a
 * StoreError with the reason otherwise. Nothing is written anywhere.
 */
export function openStore(
  bytes: Buffer,
  secret: string,
  scope: SessionScope,
  maxBytes: number,
): SessionStore {
  if (bytes.length > maxBytes) {
    throw new StoreError(`the store is ${bytes.length} bytes, over the cap of ${maxBytes}`);
  }
  if (bytes.length < HEADER_BYTES || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new StoreError('the store is not a Narrator session store');
  }
  const ivAt = MAGIC.length + SALT_BYTES;
  const tagAt = ivAt + IV_BYTES;
  const salt = bytes.subarray(MAGIC.length, ivAt);
  const iv = bytes.subarray(ivAt, tagAt);
  const tag = bytes.subarray(tagAt, HEADER_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', deriveKey(secret, salt), iv);
  decipher.setAAD(scopeData(scope));
  decipher.setAuthTag(tag);
  let body: Buffer;
  try {
    // final() checks the tag: until it returns nothing of the plaintext is used.
    body = Buffer.concat([decipher.update(bytes.subarray(HEADER_BYTES)), decipher.final()]);
  } catch {
    throw new StoreError(
      'the store failed its integrity check (changed, sealed with another session-key, or for another pull request, issue, job or agent)',
    );
  }
  let parsed: unknown;
  try {
    // Authenticated, but still bounded: the cap holds for what it unpacks to as well.
    parsed = JSON.parse(gunzipSync(body, { maxOutputLength: maxBytes * 2 }).toString('utf8'));
  } catch (error) {
    throw new StoreError(`the store could not be unpacked (${(error as Error).message})`);
  }
  const store = checkShape(parsed);
  const s = store.manifest.scope;
  if (
    s.repository !== scope.repository ||
    s.number !== scope.number ||
    s.job !== scope.job ||
    s.agent !== scope.agent
  ) {
    throw new StoreError('the store belongs to another pull request, issue, job or agent');
  }
  return store;
}

function checkShape(value: unknown): SessionStore {
  const bad = (what: string): never => {
    throw new StoreError(`the store's ${what} is malformed`);
  };
  const root = value as { manifest?: Partial<SessionManifest>; files?: unknown };
  const m = root?.manifest;
  if (typeof m !== 'object' || m === null || m.version !== 1) return bad('manifest');
  if (typeof m.sessionId !== 'string' || !/^[A-Za-z0-9._:-]{1,200}$/.test(m.sessionId)) bad('session id');
  if (typeof m.savedAt !== 'number' || typeof m.cwd !== 'string') bad('manifest');
  if (m.head !== null && (typeof m.head !== 'string' || !/^[0-9a-f]{40,64}$/.test(m.head))) bad('head');
  if (!Array.isArray(root.files)) return bad('file list');
  const files = (root.files as unknown[]).map((f) => {
    const file = f as { path?: unknown; root?: unknown; mode?: unknown; data?: unknown };
    if (typeof file.path !== 'string' || typeof file.root !== 'string' || typeof file.data !== 'string') {
      return bad('file list');
    }
    if (unsafeRelativePath(file.path)) bad(`path ${JSON.stringify(file.path.slice(0, 100))}`);
    return {
      path: file.path,
      root: file.root,
      mode: typeof file.mode === 'number' ? file.mode & 0o644 : 0o600,
      data: Buffer.from(file.data, 'base64'),
    };
  });
  return { manifest: m as SessionManifest, files };
}

/** True for a path that could leave its root: absolute, `..`, empty parts, NUL, backslashes. */
export function unsafeRelativePath(p: string): boolean {
  if (p === '' || p.includes('\0') || p.includes('\\') || p.startsWith('/')) return true;
  return p.split('/').some((part) => part === '' || part === '.' || part === '..');
}

/**
 * Writes the store's files under their roots (`roots`: root name → absolute folder). A file whose
 * root is not given, or whose path would pass through a symbolic link already there, is skipped
 * and named in the answer. Folders are made 0700, files 0600.
 */
export function writeStoreFiles(
  files: readonly StoredFile[],
  roots: Readonly<Record<string, string>>,
): { written: string[]; skipped: string[] } {
  const written: string[] = [];
  const skipped: string[] = [];
  for (const file of files) {
    const root = Object.hasOwn(roots, file.root) ? roots[file.root] : undefined;
    if (root === undefined || unsafeRelativePath(file.path)) {
      skipped.push(`${file.root}:${file.path}`);
      continue;
    }
    const target = path.join(root, ...file.path.split('/'));
    if (throughLink(root, target)) {
      skipped.push(`${file.root}:${file.path}`);
      continue;
    }
    mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
    // `wx`: never through a file (or link) already there.
    writeFileSync(target, file.data, { mode: 0o600, flag: 'wx' });
    written.push(target);
  }
  return { written, skipped };
}

/** Whether any existing part of `target` below `root` (or root itself) is a symbolic link. */
function throughLink(root: string, target: string): boolean {
  let dir = target;
  while (dir.length >= root.length) {
    try {
      if (lstatSync(dir).isSymbolicLink()) return true;
    } catch {
      // not there yet: made by us
    }
    if (dir === root) break;
    dir = path.dirname(dir);
  }
  return false;
}
