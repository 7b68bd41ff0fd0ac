const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  createDecipheriv,
  createHash,
  hkdfSync
} from "./chunk-MIFOLPXI.js";
import {
  createInflateRaw,
  gunzipSync
} from "./chunk-C4VYR4CR.js";
import {
  withoutTrailingSlashes
} from "./chunk-RU256P42.js";
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
function withoutFlag(args, flag) {
  const i = args.indexOf(flag);
  return i >= 0 ? [...args.slice(0, i), ...args.slice(i + 2)] : [...args];
}
function claudeProjectDir(cwd) {
  return cwd.replace(/[^a-zA-Z0-9]/g, "-");
}
function inProjectFolder(files, top, project) {
  return files.map((f) => {
    const parts = f.path.split("/");
    if (parts[0] !== top || parts.length < 3) return f;
    return { ...f, path: [top, project, ...parts.slice(2)].join("/") };
  });
}
function filesUnder(root, rel, rootName, into) {
  const full = node_path_default.join(root, rel);
  let entries2;
  try {
    entries2 = readdirSync(full, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries2) {
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
  withoutResume: (args) => withoutFlag(args, "--resume"),
  localCommand: (id) => `claude --resume ${id}`,
  // Claude Code finds a session under the folder of the directory it runs in.
  localize: (files, cwd) => inProjectFolder(files, "projects", claudeProjectDir(cwd))
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
  // `… resume <id> -` → `… -`.
  withoutResume: (args) => args.length >= 3 && args.at(-1) === "-" && args.at(-3) === "resume" ? [...args.slice(0, -3), "-"] : [...args],
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
  withoutResume: (args) => withoutFlag(args, "--resume"),
  localCommand: (id) => `gemini --resume ${id}`,
  // Gemini CLI names a project's folder after the working directory's own name.
  localize: (files, cwd) => inProjectFolder(files, "tmp", node_path_default.basename(cwd))
};
var GEMINI_NAME_MARGIN_MS = 2 * 6e4;
var geminiAcp = {
  ...gemini,
  beforePlace: (files, now) => files.map((f) => {
    const m = /^(tmp\/[^/]+\/chats\/session-)(\d{4}-\d{2}-\d{2}T\d{2}-\d{2})(-[^/]+\.jsonl)$/.exec(f.path);
    if (!m) return f;
    const named = Date.parse(`${m[2].slice(0, 13)}:${m[2].slice(14)}:00Z`);
    const latest = now - GEMINI_NAME_MARGIN_MS;
    if (Number.isFinite(named) && named <= latest) return f;
    const minute = new Date(latest).toISOString().slice(0, 16).replace(/:/g, "-");
    return { ...f, path: `${m[1]}${minute}${m[3]}` };
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
  withoutResume: (args) => args[0] === "run" && args[1] === "--session" ? ["run", ...args.slice(3)] : [...args],
  localCommand: (id) => `opencode --session ${id}`,
  localize: (files) => [...files]
};
var RESUME_FACTS = { claude, codex, gemini, opencode };
var ACP_RESUME_FACTS = {
  claude,
  codex,
  gemini: geminiAcp,
  opencode
};
function resumeFactsFor(agent, acp = false) {
  const facts = acp ? ACP_RESUME_FACTS : RESUME_FACTS;
  return agent !== null && Object.hasOwn(facts, agent) ? facts[agent] : null;
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

// src/session/zip.ts
var ZipBudgetError = class extends Error {
  name = "ZipBudgetError";
};
var END_OF_DIRECTORY = 101010256;
var DIRECTORY_ENTRY = 33639248;
var LOCAL_HEADER = 67324752;
function entries(zip, budget) {
  const { maxFiles } = budget;
  const from = Math.max(0, zip.length - 22 - 65535);
  let end = -1;
  for (let i = zip.length - 22; i >= from; i--) {
    if (zip.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new ZipBudgetError("not a zip archive (no end of central directory)");
  const total = zip.readUInt16LE(end + 10);
  if (total > maxFiles) {
    throw new ZipBudgetError(`it holds ${total} files; a leg record's artifact holds at most ${maxFiles}`);
  }
  const out = [];
  let at = zip.readUInt32LE(end + 16);
  while (at + 46 <= end && zip.readUInt32LE(at) === DIRECTORY_ENTRY) {
    if (out.length >= maxFiles) {
      throw new ZipBudgetError(`it holds more than ${maxFiles} files; a leg record's artifact holds fewer`);
    }
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    out.push({
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      declaredSize: zip.readUInt32LE(at + 24),
      name: zip.subarray(at + 46, at + 46 + nameLength).toString("utf8"),
      localOffset: zip.readUInt32LE(at + 42)
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  const declared = out.reduce((sum, e) => sum + e.declaredSize, 0);
  if (declared > budget.maxBytes) {
    throw new ZipBudgetError(`it says it expands to ${declared} bytes, past ${budget.maxBytes}; refused`);
  }
  return out;
}
async function inflateWithin(data, maxBytes) {
  const inflater = createInflateRaw();
  const chunks = [];
  let size = 0;
  const done = new Promise((resolve, reject) => {
    inflater.on("data", (chunk) => {
      size += chunk.length;
      if (size > maxBytes) {
        inflater.destroy();
        reject(new ZipBudgetError(`it expands past ${maxBytes} bytes; refused without reading further`));
        return;
      }
      chunks.push(chunk);
    });
    inflater.on("end", () => resolve(Buffer.concat(chunks)));
    inflater.on("error", (error) => reject(new ZipBudgetError(`its data is corrupt (${error.message})`)));
  });
  inflater.end(data);
  return done;
}
async function readZipEntry(zip, name, budget) {
  const all = entries(zip, budget);
  const matches = all.filter((e) => e.name === name);
  if (matches.length > 1) throw new ZipBudgetError(`it holds ${name} ${matches.length} times`);
  const entry = matches[0];
  if (!entry) return null;
  if (entry.flags & 1) throw new ZipBudgetError(`${name} is encrypted`);
  const local = entry.localOffset;
  if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL_HEADER) {
    throw new ZipBudgetError(`${name}: its local header is missing`);
  }
  const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
  const data = zip.subarray(dataAt, Math.min(zip.length, dataAt + entry.compressedSize));
  if (entry.method === 0) {
    if (data.length > budget.maxBytes) {
      throw new ZipBudgetError(`it expands past ${budget.maxBytes} bytes; refused without reading further`);
    }
    return Buffer.from(data);
  }
  if (entry.method !== 8) throw new ZipBudgetError(`${name}: compression method ${entry.method} is not read`);
  return inflateWithin(data, budget.maxBytes);
}

// src/cli/pull.ts
var ZIP_SLACK_BYTES = 64 * 1024;
var FetchError = class extends Error {
};
async function fetchStore(scope, io) {
  const [owner, repo] = scope.repository.split("/");
  const base = withoutTrailingSlashes(io.env["GITHUB_API_URL"]?.trim() || "https://api.github.com");
  const headers = {
    accept: "application/vnd.github+json",
    "user-agent": `narrator/${io.version ?? "0"}`,
    ...io.token ? { authorization: `token ${io.token}` } : {}
  };
  const name = sessionArtifactName(scope);
  const repoUrl = `${base}/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}`;
  const get = async (url, what) => {
    let response2;
    try {
      response2 = await fetch(url, { headers, signal: AbortSignal.timeout(6e4) });
    } catch (error) {
      throw new FetchError(`cannot reach ${base} to ${what} (${error.message})`);
    }
    if (!response2.ok) {
      throw new FetchError(
        `GitHub refused to ${what} (${response2.status})${io.token ? "" : "; set GITHUB_TOKEN or log in with gh"}`
      );
    }
    return response2;
  };
  const listed = await (await get(
    `${repoUrl}/actions/artifacts?name=${encodeURIComponent(name)}&per_page=100`,
    `list the artifacts named ${name}`
  )).json().catch(() => null);
  const artifacts = (Array.isArray(listed?.artifacts) ? listed.artifacts : []).map(
    (a) => a
  ).filter(
    (a) => typeof a.id === "number" && a.name === name && a.expired !== true && typeof a.created_at === "string"
  ).sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)));
  const newest = artifacts[0];
  if (newest === void 0) {
    throw new FetchError(
      `no unexpired artifact ${name} in ${scope.repository}: no run of that job on #${scope.number} saved a session since Narrator uploads them (check --job and --agent), or it expired; give the store with --store FILE`
    );
  }
  const size = typeof newest.size_in_bytes === "number" ? newest.size_in_bytes : 0;
  if (size > DEFAULT_MAX_STORE_BYTES + ZIP_SLACK_BYTES) {
    throw new FetchError(`artifact ${newest.id} is ${size} bytes, over ${DEFAULT_MAX_STORE_BYTES}`);
  }
  const response = await get(
    `${repoUrl}/actions/artifacts/${newest.id}/zip`,
    `download artifact ${newest.id}`
  );
  const zip = await readCapped(response, DEFAULT_MAX_STORE_BYTES + ZIP_SLACK_BYTES);
  if (zip === null) throw new FetchError(`artifact ${newest.id} is over ${DEFAULT_MAX_STORE_BYTES} bytes`);
  let bytes;
  try {
    bytes = await readZipEntry(zip, "store.bin", { maxFiles: 4, maxBytes: DEFAULT_MAX_STORE_BYTES });
  } catch (error) {
    throw new FetchError(`artifact ${newest.id} is not a store's zip: ${error.message}`);
  }
  if (bytes === null) throw new FetchError(`artifact ${newest.id} holds no store.bin`);
  const run = typeof newest.workflow_run?.id === "number" ? ` of run ${newest.workflow_run.id}` : "";
  return { bytes, from: `artifact ${newest.id}${run}` };
}
async function readCapped(response, max) {
  const chunks = [];
  let total = 0;
  if (response.body === null) return Buffer.alloc(0);
  for await (const chunk of response.body) {
    total += chunk.length;
    if (total > max) return null;
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}
async function pull(c, io) {
  const fail = (why) => {
    io.stderr(`narrator pull: ${why}
`);
    return 2;
  };
  const secret = io.env["NARRATOR_SESSION_KEY"];
  if (!secret) return fail("set NARRATOR_SESSION_KEY to the workflow's session-key secret");
  const facts = resumeFactsFor(c.agent);
  if (facts === null) return fail(`Narrator cannot continue a session of ${c.agent}`);
  const scope = {
    repository: `${c.target.owner}/${c.target.repo}`,
    number: c.target.issueNumber,
    job: c.job,
    agent: c.agent
  };
  let bytes;
  if (c.store === null) {
    try {
      const fetched = await fetchStore(scope, io);
      bytes = fetched.bytes;
      io.stderr(`narrator pull: fetched the sealed store from ${fetched.from}
`);
    } catch (error) {
      if (error instanceof FetchError) return fail(error.message);
      throw error;
    }
  } else {
    try {
      const size = statSync(c.store).size;
      if (size > DEFAULT_MAX_STORE_BYTES)
        return fail(`${c.store} is ${size} bytes, over ${DEFAULT_MAX_STORE_BYTES}`);
      bytes = readFileSync(c.store);
    } catch (error) {
      return fail(`cannot read ${c.store}: ${error.message}`);
    }
  }
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
