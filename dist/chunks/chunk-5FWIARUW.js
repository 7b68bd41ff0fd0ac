const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  node_path_default
} from "./chunk-5CBL7BM5.js";
import {
  readFileSync,
  readdirSync,
  statSync
} from "./chunk-6PPWJKGQ.js";

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

export {
  claudeProjectDir,
  RESUME_FACTS,
  ACP_RESUME_FACTS,
  resumeFactsFor
};
