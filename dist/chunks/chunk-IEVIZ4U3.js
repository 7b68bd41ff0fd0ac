const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  node_os_default
} from "./chunk-YEPNHWFR.js";
import {
  node_path_default
} from "./chunk-5CBL7BM5.js";
import {
  realpathSync
} from "./chunk-SV7BF4NV.js";

// src/agent/acp/permissions.ts
var EDIT_KINDS = /* @__PURE__ */ new Set(["read", "edit", "search"]);
var ACP_PERMISSION_MODES = ["plan", "acceptEdits", "bypassPermissions"];
function allows(mode, kinds) {
  if (mode === "bypassPermissions") return true;
  if (mode === "plan") return false;
  const known = kinds.filter((k) => k !== null);
  if (known.length === 0) return false;
  return known.every((k) => EDIT_KINDS.has(k));
}
function choosePermission(mode, kinds, options, reach = null) {
  const within = mode === "bypassPermissions" || reach === null || insideWorkspace(reach.paths, reach.cwd, reach.home);
  const side = allows(mode, kinds) && within ? "allow" : "reject";
  const pick = options.find((o) => o.kind === `${side}_once`) ?? options.find((o) => o.kind === `${side}_always`);
  return pick === void 0 ? { outcome: "cancelled" } : { outcome: "selected", optionId: pick.optionId };
}
var MAX_CALL_PATHS = 64;
var MAX_INPUT_DEPTH = 6;
var PATH_FIELD = /(?:path|paths|file|files|filename|filenames|dir|dirs|directory|directories|cwd|root|target|source|destination|dest|src)$/i;
function callPaths(call, into = []) {
  if (call === null || typeof call !== "object") return into;
  const c = call;
  const add = (p) => {
    if (typeof p === "string" && p !== "" && into.length <= MAX_CALL_PATHS && !into.includes(p)) into.push(p);
  };
  const locations = Object.hasOwn(c, "locations") ? c["locations"] : void 0;
  if (Array.isArray(locations)) {
    for (const l of locations)
      if (l !== null && typeof l === "object") add(l["path"]);
  }
  const walk = (v, named, depth) => {
    if (depth > MAX_INPUT_DEPTH || into.length > MAX_CALL_PATHS) return;
    if (typeof v === "string") {
      if (named) add(v);
    } else if (Array.isArray(v)) {
      for (const item of v) walk(item, named, depth + 1);
    } else if (v !== null && typeof v === "object") {
      for (const [k, item] of Object.entries(v)) walk(item, PATH_FIELD.test(k), depth + 1);
    }
  };
  if (Object.hasOwn(c, "rawInput")) walk(c["rawInput"], false, 0);
  return into;
}
function realPathAsFarAsItExists(p) {
  const rest = [];
  let at = p;
  for (; ; ) {
    try {
      return node_path_default.join(realpathSync(at), ...rest.reverse());
    } catch {
      const parent = node_path_default.dirname(at);
      if (parent === at) return p;
      rest.push(node_path_default.basename(at));
      at = parent;
    }
  }
}
function insideWorkspace(paths, cwd, home = node_os_default.homedir()) {
  if (paths.length > MAX_CALL_PATHS) return false;
  const root = realPathAsFarAsItExists(node_path_default.resolve(cwd));
  for (const raw of paths) {
    let p = raw;
    if (p.startsWith("file://")) {
      try {
        p = decodeURIComponent(new URL(p).pathname);
      } catch {
        return false;
      }
    }
    if (p === "~" || p.startsWith("~/")) p = node_path_default.join(home, p.slice(1));
    else if (p.startsWith("~")) return false;
    if (p.includes("\0")) return false;
    const real = realPathAsFarAsItExists(node_path_default.resolve(root, p));
    if (real !== root && !real.startsWith(root.endsWith(node_path_default.sep) ? root : root + node_path_default.sep)) return false;
  }
  return true;
}

// src/agent/mcp-config.ts
var pairs = (m) => Object.entries(m).map(([name, value]) => ({ name, value }));
function acpMcpServers(servers, capabilities) {
  const out = [];
  const skipped = [];
  for (const s of servers) {
    if (s.type === "stdio") {
      out.push({ name: s.name, command: s.command, args: [...s.args], env: pairs(s.env) });
    } else if (capabilities?.[s.type] === true) {
      out.push({ type: s.type, name: s.name, url: s.url, headers: pairs(s.headers) });
    } else {
      skipped.push(s.name);
    }
  }
  return { servers: out, skipped };
}

export {
  ACP_PERMISSION_MODES,
  choosePermission,
  MAX_CALL_PATHS,
  callPaths,
  acpMcpServers
};
