const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  gunzipSync,
  gzipSync
} from "./chunk-U5KTHIRU.js";
import {
  resumeFactsFor
} from "./chunk-5FWIARUW.js";
import {
  contextResetNote
} from "./chunk-UJHYDU7J.js";
import {
  setTimeout
} from "./chunk-3AO6XF6P.js";
import {
  fetchPermission,
  hasWriteAccess
} from "./chunk-SQX6ZI7A.js";
import "./chunk-7VCEWHLH.js";
import {
  commentKey
} from "./chunk-BJA6GBZG.js";
import {
  clientOptionsFromEnv
} from "./chunk-7QHSLWKT.js";
import "./chunk-MMT2LOYV.js";
import {
  node_os_default
} from "./chunk-GW5CHERF.js";
import {
  execFileSync
} from "./chunk-HJQAVGFE.js";
import {
  RESTORE_TIMEOUT_MS,
  SAVE_TIMEOUT_MS,
  clientReason,
  isForkPullRequest,
  loadCacheClient,
  within
} from "./chunk-5ECVJNIK.js";
import "./chunk-EXQCX44K.js";
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  hkdfSync,
  randomBytes,
  randomUUID
} from "./chunk-4BUEJA4U.js";
import "./chunk-J6AVMCCI.js";
import {
  node_path_default
} from "./chunk-5CBL7BM5.js";
import {
  chownSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync
} from "./chunk-6PPWJKGQ.js";
import "./chunk-7VGR43ZK.js";
import {
  record
} from "./chunk-D4GNM7ML.js";
import "./chunk-QKXLR4XC.js";

// src/session/decide.ts
var short = (sha) => sha ? sha.slice(0, 7) : "unknown";
function age(ms) {
  if (ms < 36e5) return `${Math.round(ms / 6e4)} min`;
  if (ms < 2 * 864e5) return `${Math.round(ms / 36e5)} h`;
  return `${Math.round(ms / 864e5)} days`;
}
function decideResume(f) {
  const m = f.manifest;
  if (f.settings.continue === "never") return { resume: false, why: "continue is 'never'" };
  const always = f.settings.continue === "always";
  if (!always) {
    const old = f.now - m.savedAt;
    if (old > f.settings.maxAgeMs) {
      return { resume: false, why: `the stored session is ${age(old)} old, over continue-max-age` };
    }
    if ((m.model ?? null) !== (f.model ?? null)) {
      return {
        resume: false,
        why: `the model changed (${m.model ?? "the CLI default"} \u2192 ${f.model ?? "the CLI default"})`
      };
    }
  }
  if (f.ancestry === "same" || f.ancestry === "descends") return { resume: true, tell: null };
  if (f.settings.rewritten === "fresh" && !always) {
    return {
      resume: false,
      why: f.ancestry === "rewritten" ? `the branch was rewritten (${short(m.head)} is not an ancestor of ${short(f.head)}) and continue-rewritten is 'fresh'` : `Narrator cannot tell whether ${short(f.head)} descends from ${short(m.head)} and continue-rewritten is 'fresh'`
    };
  }
  const what = f.ancestry === "rewritten" ? `the branch was rewritten since your last run: it was at ${short(m.head)}, which is not an ancestor of the head now, ${short(f.head)}` : `the head moved from ${short(m.head)} to ${short(f.head)}, and Narrator could not tell whether the old head is an ancestor of the new one`;
  return {
    resume: true,
    tell: `Note from Narrator: ${what}. Files you read before may have changed: read them again before relying on them.`
  };
}

// src/session/names.ts
function sessionScopeId(scope) {
  return createHash("sha256").update(JSON.stringify([scope.repository, scope.number, scope.job, scope.agent])).digest("hex").slice(0, 32);
}
function sessionArtifactName(scope) {
  return `narrator-session-${sessionScopeId(scope)}`;
}

// src/session/store.ts
var MAGIC = Buffer.from("NRSESS1\n", "utf8");
var SALT_BYTES = 16;
var IV_BYTES = 12;
var TAG_BYTES = 16;
var HEADER_BYTES = MAGIC.length + SALT_BYTES + IV_BYTES + TAG_BYTES;
var DEFAULT_MAX_STORE_BYTES = 64 * 1024 * 1024;
var StoreError = class extends Error {
  name = "StoreError";
};
function scopeData(scope) {
  return Buffer.from(JSON.stringify([scope.repository, scope.number, scope.job, scope.agent]), "utf8");
}
function deriveKey(secret, salt) {
  return Buffer.from(hkdfSync("sha256", Buffer.from(secret, "utf8"), salt, "narrator session store v1", 32));
}
function sealStore(store, secret) {
  const body = gzipSync(
    Buffer.from(
      JSON.stringify({
        manifest: store.manifest,
        files: store.files.map((f) => ({
          path: f.path,
          root: f.root,
          mode: f.mode,
          data: f.data.toString("base64")
        }))
      }),
      "utf8"
    )
  );
  const salt = randomBytes(SALT_BYTES);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", deriveKey(secret, salt), iv);
  cipher.setAAD(scopeData(store.manifest.scope));
  const sealed = Buffer.concat([cipher.update(body), cipher.final()]);
  return Buffer.concat([MAGIC, salt, iv, cipher.getAuthTag(), sealed]);
}
function openStore(bytes, secret, scope, maxBytes) {
  if (bytes.length > maxBytes) {
    throw new StoreError(`the store is ${bytes.length} bytes, over the cap of ${maxBytes}`);
  }
  if (bytes.length < HEADER_BYTES || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new StoreError("the store is not a Narrator session store");
  }
  const ivAt = MAGIC.length + SALT_BYTES;
  const tagAt = ivAt + IV_BYTES;
  const salt = bytes.subarray(MAGIC.length, ivAt);
  const iv = bytes.subarray(ivAt, tagAt);
  const tag = bytes.subarray(tagAt, HEADER_BYTES);
  const decipher = createDecipheriv("aes-256-gcm", deriveKey(secret, salt), iv);
  decipher.setAAD(scopeData(scope));
  decipher.setAuthTag(tag);
  let body;
  try {
    body = Buffer.concat([decipher.update(bytes.subarray(HEADER_BYTES)), decipher.final()]);
  } catch {
    throw new StoreError(
      "the store failed its integrity check (changed, sealed with another session-key, or for another pull request, issue, job or agent)"
    );
  }
  let parsed;
  try {
    parsed = JSON.parse(gunzipSync(body, { maxOutputLength: maxBytes * 2 }).toString("utf8"));
  } catch (error) {
    throw new StoreError(`the store could not be unpacked (${error.message})`);
  }
  const store = checkShape(parsed);
  const s = store.manifest.scope;
  if (s.repository !== scope.repository || s.number !== scope.number || s.job !== scope.job || s.agent !== scope.agent) {
    throw new StoreError("the store belongs to another pull request, issue, job or agent");
  }
  return store;
}
function checkShape(value) {
  const bad = (what) => {
    throw new StoreError(`the store's ${what} is malformed`);
  };
  const root = value;
  const m = root?.manifest;
  if (typeof m !== "object" || m === null || m.version !== 1) return bad("manifest");
  if (typeof m.sessionId !== "string" || !/^[A-Za-z0-9._:-]{1,200}$/.test(m.sessionId)) bad("session id");
  if (typeof m.savedAt !== "number" || typeof m.cwd !== "string") bad("manifest");
  if (m.head !== null && (typeof m.head !== "string" || !/^[0-9a-f]{40,64}$/.test(m.head))) bad("head");
  if (!Array.isArray(root.files)) return bad("file list");
  const files = root.files.map((f) => {
    const file = f;
    if (typeof file.path !== "string" || typeof file.root !== "string" || typeof file.data !== "string") {
      return bad("file list");
    }
    if (unsafeRelativePath(file.path)) bad(`path ${JSON.stringify(file.path.slice(0, 100))}`);
    return {
      path: file.path,
      root: file.root,
      mode: typeof file.mode === "number" ? file.mode & 420 : 384,
      data: Buffer.from(file.data, "base64")
    };
  });
  return { manifest: m, files };
}
function unsafeRelativePath(p) {
  if (p === "" || p.includes("\0") || p.includes("\\") || p.startsWith("/")) return true;
  return p.split("/").some((part) => part === "" || part === "." || part === "..");
}
function writeStoreFiles(files, roots) {
  const written = [];
  const skipped = [];
  for (const file of files) {
    const root = Object.hasOwn(roots, file.root) ? roots[file.root] : void 0;
    if (root === void 0 || unsafeRelativePath(file.path)) {
      skipped.push(`${file.root}:${file.path}`);
      continue;
    }
    const target = node_path_default.join(root, ...file.path.split("/"));
    if (throughLink(root, target)) {
      skipped.push(`${file.root}:${file.path}`);
      continue;
    }
    mkdirSync(node_path_default.dirname(target), { recursive: true, mode: 448 });
    writeFileSync(target, file.data, { mode: 384, flag: "wx" });
    written.push(target);
  }
  return { written, skipped };
}
function throughLink(root, target) {
  let dir = target;
  while (dir.length >= root.length) {
    try {
      if (lstatSync(dir).isSymbolicLink()) return true;
    } catch {
    }
    if (dir === root) break;
    dir = node_path_default.dirname(dir);
  }
  return false;
}

// src/action/launch/session-file.ts
var STALE_LOCK_MS = 5 * 6e4;
var LOCK_WAIT_MS = 3 * 6e4;
function storeFile(env, scopeId) {
  const base = env["RUNNER_TOOL_CACHE"] || env["RUNNER_TEMP"] || node_os_default.tmpdir();
  return node_path_default.join(base, "narrator-session", scopeId, "store.bin");
}
async function withStoreLock(file, fn, waitMs = LOCK_WAIT_MS) {
  const lock = node_path_default.join(node_path_default.dirname(file), "store.lock");
  mkdirSync(node_path_default.dirname(file), { recursive: true, mode: 448 });
  const until = Date.now() + waitMs;
  for (; ; ) {
    try {
      mkdirSync(lock, { mode: 448 });
      break;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      let age2 = 0;
      try {
        age2 = Date.now() - statSync(lock).mtimeMs;
      } catch {
        continue;
      }
      if (age2 > STALE_LOCK_MS) {
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
      if (Date.now() > until) {
        throw new Error(
          `another run of this job on this machine has held the session store for over ${Math.round(waitMs / 1e3)} s`
        );
      }
      await setTimeout(200);
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

// src/action/launch/session.ts
var SESSION_NOTICE = "session";
var nothing = (spec, note = null) => ({
  spec,
  note,
  save: () => async () => {
  }
});
var rec = record;
function threadNumber(payload) {
  for (const n of [
    rec(payload["pull_request"])["number"],
    rec(payload["issue"])["number"],
    payload["number"]
  ]) {
    if (typeof n === "number" && Number.isSafeInteger(n) && n > 0) return n;
  }
  return null;
}
function starterOf(payload, env) {
  const sender = rec(payload["sender"])["login"];
  if (typeof sender === "string" && sender) return sender;
  return env["GITHUB_TRIGGERING_ACTOR"] || env["GITHUB_ACTOR"] || null;
}
function asksFresh(payload) {
  const body = rec(payload["comment"])["body"];
  return typeof body === "string" && body.split("\n").some((line) => /^\/narrator[ \t]+fresh\b/i.test(line.trim()));
}
function git(cwd, args) {
  try {
    const out = execFileSync("git", ["-C", cwd, ...args], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      timeout: 1e4
    });
    return { code: 0, out: out.trim() };
  } catch (error) {
    const status = error.status;
    return { code: typeof status === "number" ? status : -1, out: "" };
  }
}
function headOf(cwd) {
  const { code, out } = git(cwd, ["rev-parse", "HEAD"]);
  return code === 0 && /^[0-9a-f]{40,64}$/.test(out) ? out : null;
}
function ancestryOf(cwd, old, head) {
  if (old === null || head === null) return "unknown";
  if (old === head) return "same";
  const { code } = git(cwd, ["merge-base", "--is-ancestor", old, head]);
  return code === 0 ? "descends" : code === 1 ? "rewritten" : "unknown";
}
function keyPrefix(scope) {
  return `narrator-session-v1-${sessionScopeId(scope)}-`;
}
function privileged(file, args) {
  if (process.getuid?.() === 0) execFileSync(file, args, { stdio: "ignore" });
  else execFileSync("sudo", ["-n", "--", file, ...args], { stdio: "ignore" });
}
async function planSession(o) {
  const { config, spec, user } = o;
  const env = o.context.runner;
  const settings = config.session;
  const facts = resumeFactsFor(spec.agent, spec.acp !== null);
  if (settings.key === null) {
    if (settings.continue !== "never") {
      o.info(
        "Narrator: no session-key: this run neither resumes an earlier session nor saves its own (set session-key to a secret to continue sessions across runs)"
      );
    }
    return nothing(spec);
  }
  if (facts === null) {
    const what = spec.acp ? `${spec.agent ?? "this"} agent over ACP` : spec.agent ?? "a 'command'";
    const note2 = settings.continue === "never" ? null : `fresh session: Narrator cannot resume a session of ${what} yet`;
    if (note2) o.info(`Narrator: ${note2}`);
    return nothing(spec, note2);
  }
  const payload = rec(o.context.event.payload);
  const number = threadNumber(payload);
  const repository = env["GITHUB_REPOSITORY"] ?? "";
  if (number === null || !/^[^/\s]+\/[^/\s]+$/.test(repository)) {
    o.info("Narrator: this run is not about a pull request or issue: no session is resumed or saved");
    return nothing(spec);
  }
  const scope = {
    repository,
    number,
    job: commentKey({
      commentKey: config.commentKey,
      workflow: env["GITHUB_WORKFLOW"],
      job: env["GITHUB_JOB"],
      matrix: config.leg.matrix,
      jobIndex: config.leg.jobIndex
    }),
    agent: spec.agent
  };
  const starter = starterOf(payload, env);
  const writer = await starterMayWrite(starter, repository, config, o.context, o.redact);
  if (writer !== true) {
    const note2 = `fresh session: ${starter ?? "whoever started this run"} ${writer} (a session is restored only into, and saved only from, a run a person with write access started)`;
    o.info(`Narrator: ${note2}`);
    return nothing(spec, note2);
  }
  const secret = settings.key;
  const home = user.runAs?.home ?? spec.env["HOME"] ?? node_os_default.homedir();
  const roots = facts.roots(spec.env, home);
  const prefix = keyPrefix(scope);
  const file = storeFile(env, sessionScopeId(scope));
  const head = headOf(spec.cwd);
  const fork = isForkPullRequest(o.context.event);
  const save = (summary) => {
    const none = async () => {
    };
    const id = summary.sessionId;
    let files;
    try {
      if (id === null) {
        o.info("Narrator: the agent named no session: nothing to save");
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
      o.warning(o.redact(`Narrator: the session was not saved: ${error.message}`));
      return none;
    }
    return async () => {
      try {
        const manifest = {
          version: 1,
          scope,
          sessionId: id,
          model: spec.model,
          head,
          savedAt: Date.now(),
          run: {
            id: env["GITHUB_RUN_ID"] ?? null,
            attempt: env["GITHUB_RUN_ATTEMPT"] ?? null,
            url: env["GITHUB_RUN_ID"] && env["GITHUB_SERVER_URL"] && repository ? `${env["GITHUB_SERVER_URL"]}/${repository}/actions/runs/${env["GITHUB_RUN_ID"]}` : null
          },
          cwd: spec.cwd
        };
        const sealed = sealStore({ manifest, files }, secret);
        if (sealed.length > settings.maxBytes) {
          o.warning(
            `Narrator: session ${id} is ${sealed.length} bytes sealed, over session-max-mb: it is not saved, the next run starts fresh`
          );
          return;
        }
        await withStoreLock(file, async () => {
          try {
            placeStore(file, sealed);
            const saveStarted = Date.now();
            const key = `${prefix}${String(Date.now()).padStart(15, "0")}-${randomUUID().slice(0, 8)}`;
            const client = await loadCacheClient();
            const saved = await within(client.save([file], key), SAVE_TIMEOUT_MS);
            if (saved === "timeout" || saved === "cancelled") {
              o.warning(`Narrator: saving session ${id} took over ${SAVE_TIMEOUT_MS / 1e3} s: not saved`);
            } else if (saved.value === -1) {
              o.warning(
                `Narrator: session ${id} was not saved: ${clientReason(saved.messages) ?? "the cache service refused it"}`
              );
            } else {
              o.info(
                `Narrator: saved session ${id} (${files.length} file(s), ${sealed.length} bytes sealed, in ${Date.now() - saveStarted} ms) for the next run`
              );
            }
            await uploadSealed(file, scope, env, o);
          } finally {
            rmSync(file, { force: true });
          }
        });
      } catch (error) {
        o.warning(o.redact(`Narrator: the session was not saved: ${error.message}`));
      }
    };
  };
  if (settings.continue === "never") return { spec, note: null, save };
  if (asksFresh(payload)) {
    const note2 = "fresh session: asked for with /narrator fresh";
    o.info(`Narrator: ${note2}`);
    return { spec, note: note2, save };
  }
  const reset = (why) => {
    const note2 = contextResetNote(why);
    o.info(o.redact(`Narrator: ${note2}`));
    return { spec, note: o.redact(note2), save };
  };
  let bytes;
  const lookupStarted = Date.now();
  try {
    const got = await withStoreLock(file, async () => {
      try {
        rmSync(file, { force: true });
        const client = await loadCacheClient();
        const restored = await within(
          client.restore([file], `${prefix}newest`, [prefix]),
          RESTORE_TIMEOUT_MS
        );
        if (restored === "timeout" || restored === "cancelled") {
          return reset(`the cache service did not answer within ${RESTORE_TIMEOUT_MS / 1e3} s`);
        }
        if (restored.value === void 0) {
          const failed = clientReason(restored.messages);
          if (failed) return reset(`the cache service failed: ${failed}`);
          o.info("Narrator: no stored session for this job on this pull request or issue: a fresh session");
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
      error instanceof StoreError ? error.message : `the store could not be read: ${error.message}`
    );
  }
  let store;
  try {
    store = openStore(bytes, secret, scope, settings.maxBytes);
  } catch (error) {
    return reset(error.message);
  }
  const m = store.manifest;
  const decision = decideResume({
    settings,
    manifest: m,
    now: Date.now(),
    model: spec.model,
    ancestry: ancestryOf(spec.cwd, m.head, head),
    head
  });
  if (!decision.resume) {
    const note2 = `fresh session: ${decision.why}`;
    o.info(`Narrator: ${note2}`);
    return { spec, note: note2, save };
  }
  if (store.files.length === 0) return reset("the store holds none of its files");
  try {
    placeAs(user, roots, facts.beforePlace ? facts.beforePlace(store.files, Date.now()) : store.files);
  } catch (error) {
    return reset(`its files could not be put back: ${error.message}`);
  }
  const from = m.run.id ? ` from run ${m.run.id}` : "";
  const note = `resumed session ${m.sessionId.slice(0, 8)}\u2026${from}${decision.tell ? " (the branch was rewritten since: the agent is told)" : ""}`;
  o.info(
    `Narrator: ${note} (${store.files.length} file(s), ${bytes.length} bytes sealed, restored in ${Date.now() - lookupStarted} ms)`
  );
  if (spec.acp !== null) {
    const prompt = decision.tell ? `${decision.tell}

${spec.acp.prompt}` : spec.acp.prompt;
    return {
      spec: { ...spec, acp: { ...spec.acp, prompt, resumeSessionId: m.sessionId } },
      note,
      resumed: true,
      save
    };
  }
  return {
    spec: {
      ...spec,
      args: facts.resumeArgs(spec.args, m.sessionId),
      // Per-run facts go in the user message: the system prompt stays byte for byte the same.
      stdin: decision.tell && spec.stdin !== null ? toldFirst(decision.tell, spec) : spec.stdin
    },
    note,
    resumed: true,
    save
  };
}
function toldFirst(tell, spec) {
  const stdin = spec.stdin ?? "";
  if (!spec.converse) return `${tell}

${stdin}`;
  const frame = JSON.parse(stdin);
  const content = frame.message.content;
  frame.message.content = typeof content === "string" ? `${tell}

${content}` : [{ type: "text", text: tell }, ...content];
  return `${JSON.stringify(frame)}
`;
}
async function uploadSealed(file, scope, env, o) {
  if (!env["ACTIONS_RUNTIME_TOKEN"] || !env["ACTIONS_RESULTS_URL"]) return;
  const name = sessionArtifactName(scope);
  const started = Date.now();
  try {
    const { loadArtifactClient } = await import("./load-artifact-client-GCOUUE33.js");
    const { uploadArtifact } = await loadArtifactClient();
    const uploaded = await within(uploadArtifact(name, [file], node_path_default.dirname(file)), SAVE_TIMEOUT_MS);
    if (uploaded === "timeout" || uploaded === "cancelled") {
      o.warning(
        `Narrator: uploading the sealed session as artifact ${name} took over ${SAVE_TIMEOUT_MS / 1e3} s`
      );
    } else {
      o.info(
        `Narrator: the sealed session is artifact ${name} of this run (for narrator pull; uploaded in ${Date.now() - started} ms)`
      );
    }
  } catch (error) {
    o.warning(
      o.redact(
        `Narrator: the sealed session was not uploaded as artifact ${name}: ${error.message}`
      )
    );
  }
}
async function starterMayWrite(login, repository, config, context, redact) {
  if (login === null) return "is not named by the event";
  if (!config.githubToken) return "could not be checked (no github-token)";
  try {
    const { createGitHubClient } = await import("./client-HCGEVOP3.js");
    const octokit = createGitHubClient({ ...clientOptionsFromEnv(config.githubToken, context, redact) });
    const [owner, repo] = repository.split("/");
    const permission = await fetchPermission(octokit, { owner, repo }, login, AbortSignal.timeout(3e4));
    return hasWriteAccess(permission) ? true : `has ${permission.permission} access`;
  } catch (error) {
    return redact(`could not be checked (${error.message})`);
  }
}
function placeStore(file, sealed) {
  mkdirSync(node_path_default.dirname(file), { recursive: true, mode: 448 });
  rmSync(file, { force: true });
  writeFileSync(file, sealed, { mode: 384, flag: "wx" });
}
function readStoreFile(file, maxBytes) {
  const size = statSync(file).size;
  if (size > maxBytes) throw new StoreError(`the store is ${size} bytes, over the cap of ${maxBytes}`);
  return readFileSync(file);
}
function collectAs(user, roots, collect) {
  if (user.runAs === null || process.getuid?.() === 0) return collect(roots);
  const staging = mkdtempSync(node_path_default.join(node_os_default.tmpdir(), "narrator-session-"));
  try {
    const copies = {};
    for (const [name, dir] of Object.entries(roots)) {
      const to = node_path_default.join(staging, name);
      try {
        privileged("cp", ["-r", "--no-dereference", "--", dir, to]);
        privileged("chown", ["-R", `${process.getuid?.() ?? 0}`, to]);
        copies[name] = to;
      } catch {
      }
    }
    return collect(copies);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
function placeAs(user, roots, files) {
  const runAs = user.runAs;
  if (runAs === null) {
    writeStoreFiles(files, roots);
    return;
  }
  if (process.getuid?.() === 0) {
    const { written } = writeStoreFiles(files, roots);
    for (const target of written) {
      for (let p = target; p.startsWith(runAs.home) && p !== runAs.home; p = node_path_default.dirname(p)) {
        chownSync(p, runAs.uid, runAs.gid);
      }
    }
    return;
  }
  const staging = mkdtempSync(node_path_default.join(node_os_default.tmpdir(), "narrator-session-"));
  try {
    const stagedRoots = Object.fromEntries(
      Object.keys(roots).map((name) => [name, node_path_default.join(staging, name)])
    );
    writeStoreFiles(files, stagedRoots);
    for (const [name, dir] of Object.entries(roots)) {
      const from = stagedRoots[name];
      try {
        statSync(from);
      } catch {
        continue;
      }
      privileged("mkdir", ["-p", "--", dir]);
      privileged("cp", ["-r", "--no-dereference", "--", `${from}/.`, dir]);
      privileged("chown", ["-R", `${runAs.uid}:${runAs.gid}`, dir]);
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
export {
  SESSION_NOTICE,
  asksFresh,
  planSession,
  threadNumber,
  toldFirst
};
