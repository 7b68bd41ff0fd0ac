const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  createDecipheriv,
  hkdfSync
} from "./chunk-MIFOLPXI.js";
import {
  gunzipSync
} from "./chunk-FSWR3XU5.js";
import {
  node_os_default
} from "./chunk-YEPNHWFR.js";
import {
  node_path_default
} from "./chunk-5CBL7BM5.js";
import {
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync
} from "./chunk-SV7BF4NV.js";
import "./chunk-GSTR2D45.js";

// src/session/agents.ts
function claudeProjectDir(cwd) {
  return cwd.replace(/[^a-zA-Z0-9]/g, "-");
}
function filesUnder(root, rel, rootName, into) {
  const full = node_path_default.join(root, rel);
  let entries;
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
function readStored(root, rel, rootName) {
  const full = node_path_default.join(root, ...rel.split("/"));
  return { root: rootName, path: rel, mode: statSync(full).mode & 511, data: readFileSync(full) };
}
var claude = {
  roots: (env, home) => ({ "claude-config": env["CLAUDE_CONFIG_DIR"] || node_path_default.join(home, ".claude") }),
  collect(roots, id) {
    const root = roots["claude-config"];
    if (!root) return [];
    const projects = node_path_default.join(root, "projects");
    const out = [];
    let dirs = [];
    try {
      dirs = readdirSync(projects);
    } catch {
      return [];
    }
    for (const dir of dirs) {
      const rel = `projects/${dir}/${id}.jsonl`;
      try {
        if (!statSync(node_path_default.join(root, rel)).isFile()) continue;
      } catch {
        continue;
      }
      out.push(readStored(root, rel, "claude-config"));
      filesUnder(root, `projects/${dir}/${id}`, "claude-config", out);
    }
    return out;
  },
  resumeArgs: (args, id) => ["--resume", id, ...args],
  localCommand: (id) => `claude --resume ${id}`,
  // Claude Code finds a session under the folder of the directory it runs in.
  localize: (files, cwd) => files.map((f) => {
    const parts = f.path.split("/");
    if (parts[0] !== "projects" || parts.length < 3) return f;
    return { ...f, path: ["projects", claudeProjectDir(cwd), ...parts.slice(2)].join("/") };
  })
};
var codex = {
  roots: (env, home) => ({ "codex-home": env["CODEX_HOME"] || node_path_default.join(home, ".codex") }),
  collect(roots, id) {
    const root = roots["codex-home"];
    if (!root) return [];
    const all = [];
    filesUnder(root, "sessions", "codex-home", all);
    return all.filter((f) => f.path.endsWith(`-${id}.jsonl`));
  },
  resumeArgs(args, id) {
    const rest = args.at(-1) === "-" ? args.slice(0, -1) : [...args];
    return [...rest, "resume", id, "-"];
  },
  localCommand: (id) => `codex resume ${id}`,
  localize: (files) => [...files]
};
var gemini = {
  roots: (_env, home) => ({ "gemini-home": node_path_default.join(home, ".gemini") }),
  collect(roots, id) {
    const root = roots["gemini-home"];
    if (!root) return [];
    const out = [];
    let projects = [];
    try {
      projects = readdirSync(node_path_default.join(root, "tmp"));
    } catch {
      return [];
    }
    for (const project of projects) {
      filesUnder(root, `tmp/${project}/chats`, "gemini-home", out);
    }
    return out.filter((f) => f.path.endsWith(`-${id.slice(0, 8)}.jsonl`));
  },
  resumeArgs: (args, id) => ["--resume", id, ...args],
  localCommand: (id) => `gemini --resume ${id}`,
  // Gemini CLI names a project's folder after the working directory's own name.
  localize: (files, cwd) => files.map((f) => {
    const parts = f.path.split("/");
    if (parts[0] !== "tmp" || parts.length < 3) return f;
    return { ...f, path: ["tmp", node_path_default.basename(cwd), ...parts.slice(2)].join("/") };
  })
};
function inHome(env, name, home) {
  const value = env[name];
  if (!value) return null;
  const runnerHome = env["HOME"];
  if (runnerHome && (value === runnerHome || value.startsWith(`${runnerHome}/`))) {
    return node_path_default.join(home, node_path_default.relative(runnerHome, value));
  }
  return value;
}
var OPENCODE_DB = ["opencode.db", "opencode.db-wal", "opencode.db-shm"];
var opencode = {
  roots: (env, home) => ({
    "opencode-data": node_path_default.join(
      inHome(env, "XDG_DATA_HOME", home) ?? node_path_default.join(home, ".local", "share"),
      "opencode"
    )
  }),
  collect(roots) {
    const root = roots["opencode-data"];
    if (!root) return [];
    return OPENCODE_DB.flatMap((name) => {
      try {
        return statSync(node_path_default.join(root, name)).isFile() ? [readStored(root, name, "opencode-data")] : [];
      } catch {
        return [];
      }
    });
  },
  resumeArgs: (args, id) => args[0] === "run" ? ["run", "--session", id, ...args.slice(1)] : [...args],
  localCommand: (id) => `opencode --session ${id}`,
  localize: (files) => [...files]
};
var RESUME_FACTS = { claude, codex, gemini, opencode };
function resumeFactsFor(agent) {
  return agent !== null && Object.hasOwn(RESUME_FACTS, agent) ? RESUME_FACTS[agent] : null;
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

// src/cli/pull.ts
function pull(c, io) {
  const fail = (why) => {
    io.stderr(`narrator pull: ${why}
`);
    return 2;
  };
  const secret = io.env["NARRATOR_SESSION_KEY"];
  if (!secret) return fail("set NARRATOR_SESSION_KEY to the workflow's session-key secret");
  const facts = resumeFactsFor(c.agent);
  if (facts === null) return fail(`Narrator cannot continue a session of ${c.agent}`);
  let bytes;
  try {
    const size = statSync(c.store).size;
    if (size > DEFAULT_MAX_STORE_BYTES)
      return fail(`${c.store} is ${size} bytes, over ${DEFAULT_MAX_STORE_BYTES}`);
    bytes = readFileSync(c.store);
  } catch (error) {
    return fail(`cannot read ${c.store}: ${error.message}`);
  }
  const scope = {
    repository: `${c.target.owner}/${c.target.repo}`,
    number: c.target.issueNumber,
    job: c.job,
    agent: c.agent
  };
  let store;
  try {
    store = openStore(bytes, secret, scope, DEFAULT_MAX_STORE_BYTES);
  } catch (error) {
    return fail(
      `${error.message} (is --job the key of the comment's <!-- narrator:KEY --> marker?)`
    );
  }
  const home = io.env["HOME"] || node_os_default.homedir();
  const roots = facts.roots(io.env, home);
  const cwd = node_path_default.resolve(c.cwd);
  let written;
  try {
    const placed = writeStoreFiles(facts.localize(store.files, cwd), roots);
    written = placed.written;
    if (placed.skipped.length > 0) {
      io.stderr(`narrator pull: skipped (a link or an unknown place): ${placed.skipped.join(", ")}
`);
    }
  } catch (error) {
    return fail(
      `the session's files could not be put in place: ${error.message} (a session already pulled here? remove it first)`
    );
  }
  const m = store.manifest;
  io.stdout(
    `Session ${m.sessionId} of ${scope.repository}#${scope.number} (${c.job}), saved ${new Date(m.savedAt).toISOString()}${m.run.url ? ` by ${m.run.url}` : ""}, head ${m.head ? m.head.slice(0, 7) : "unknown"}:
${written.map((f) => `  ${f}`).join("\n")}

Continue it in ${cwd}:
  cd ${cwd} && ${facts.localCommand(m.sessionId)}
`
  );
  return 0;
}
export {
  pull
};
