const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// src/converse/ask.ts
var MAX_ASK_RULES = 100;
function glob(pattern) {
  const p = pattern.replace(/\*+/g, "*");
  return { test: (text) => wildcard(p, text) };
}
function wildcard(p, t) {
  let i = 0;
  let j = 0;
  let star = -1;
  let mark = 0;
  while (j < t.length) {
    if (i < p.length && p[i] !== "*" && p[i] === t[j]) {
      i++;
      j++;
    } else if (i < p.length && p[i] === "*") {
      star = i++;
      mark = j;
    } else if (star !== -1) {
      i = star + 1;
      j = ++mark;
    } else return false;
  }
  while (i < p.length && p[i] === "*") i++;
  return i === p.length;
}
function parseAskRules(list) {
  if (list.length > MAX_ASK_RULES) throw new Error(`at most ${MAX_ASK_RULES} rules, got ${list.length}`);
  return list.map((source) => {
    const m = /^([A-Za-z0-9_*.-]+)(?:\((.*)\))?$/s.exec(source);
    if (!m) {
      throw new Error(
        `${JSON.stringify(source.slice(0, 100))} is not a tool pattern (a tool name, a name with '*', or Tool(argument pattern))`
      );
    }
    const tool = glob(m[1]);
    const arg = m[2];
    if (arg === void 0 || arg === "*" || arg === "") return { source, tool, argument: null };
    if (arg.endsWith(":*")) return { source, tool, argument: { kind: "prefix", value: arg.slice(0, -2) } };
    return { source, tool, argument: { kind: "glob", value: glob(arg) } };
  });
}
function mainArgument(toolName, input) {
  if (typeof input !== "object" || input === null) return null;
  const o = input;
  for (const key of ["command", "file_path", "notebook_path", "path", "url", "pattern", "query"]) {
    const v = Object.hasOwn(o, key) ? o[key] : void 0;
    if (typeof v === "string") return v;
  }
  void toolName;
  return null;
}
function commandParts(command) {
  const parts = command.split(/&&|\|\||[;|\n]/).map((s) => s.trim()).filter(Boolean);
  return [command.trim(), ...parts];
}
function argumentMatches(rule, toolName, input) {
  if (rule.argument === null) return true;
  const arg = mainArgument(toolName, input);
  if (arg === null) return false;
  const candidates = toolName === "Bash" ? commandParts(arg) : [arg];
  const a = rule.argument;
  return candidates.some(
    (c) => a.kind === "prefix" ? c === a.value || c.startsWith(`${a.value} `) || c.startsWith(a.value) : a.value.test(c)
  );
}
function askedBy(rules, toolName, input) {
  if (toolName === "AskUserQuestion") return "question";
  if (toolName === "ExitPlanMode") return "plan";
  for (const rule of rules) {
    if (rule.tool.test(toolName) && argumentMatches(rule, toolName, input)) return rule.source;
  }
  return null;
}

// src/converse/duration.ts
function parseDuration(raw) {
  const s = raw.trim().toLowerCase().replace(/\s+/g, "");
  if (/^\d+(\.\d+)?$/.test(s)) return Math.round(Number(s) * 1e3);
  const m = /^(?:(\d+(?:\.\d+)?)h)?(?:(\d+(?:\.\d+)?)m)?(?:(\d+(?:\.\d+)?)s)?$/.exec(s);
  if (!m || s === "" || m[1] === void 0 && m[2] === void 0 && m[3] === void 0) {
    throw new Error(`${JSON.stringify(raw.slice(0, 40))} is not a duration (e.g. 90s, 10m, 1h)`);
  }
  const ms = (Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0)) * 1e3;
  return Math.round(ms);
}
function formatDuration(ms) {
  const total = Math.max(0, Math.round(ms / 1e3));
  const h = Math.floor(total / 3600);
  const m = Math.floor(total % 3600 / 60);
  const sec = total % 60;
  if (h > 0) return m > 0 ? `${h}h ${m}m` : `${h}h`;
  if (m > 0) return sec > 0 ? `${m}m ${sec}s` : `${m}m`;
  return `${sec}s`;
}

export {
  parseAskRules,
  mainArgument,
  askedBy,
  parseDuration,
  formatDuration
};
