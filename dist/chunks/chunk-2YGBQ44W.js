const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);

// src/board/gate.ts
var RequireError = class extends Error {
  name = "RequireError";
};
function parseRequire(raw) {
  const text = raw.trim().toLowerCase().replace(/\s+/g, "");
  if (text === "" || text === "all") return { kind: "all" };
  if (text === "any") return { kind: "any" };
  const percent = /^(\d+(?:\.\d+)?)%$/.exec(text);
  if (percent) {
    const value = Number(percent[1]);
    if (value > 100) throw new RequireError(`'${raw}': a percentage is at most 100%`);
    return { kind: "percent", percent: value };
  }
  if (/^\d+$/.test(text)) {
    const count = Number(text);
    if (!Number.isSafeInteger(count)) throw new RequireError(`'${raw}' is too large`);
    return { kind: "count", count };
  }
  throw new RequireError(`'${raw}' is not all, any, a number of legs (e.g. 2) or a percentage (e.g. 75%)`);
}
function requirementText(r) {
  switch (r.kind) {
    case "all":
      return "all";
    case "any":
      return "any";
    case "count":
      return String(r.count);
    case "percent":
      return `${r.percent}%`;
  }
}
function needed(r, total) {
  switch (r.kind) {
    case "all":
      return total;
    case "any":
      return 1;
    case "count":
      return r.count;
    case "percent":
      return Math.ceil(r.percent * total / 100 - 1e-9);
  }
}
function legWords(leg) {
  return `${leg.label} (${leg.status})`;
}
function decide(legs, requirement, o = {}) {
  const total = legs.length;
  const succeeded = legs.filter((l) => l.passed).length;
  const shortfall = legs.filter((l) => !l.passed);
  const need = needed(requirement, total);
  const base = { total, succeeded, failed: total - succeeded, needed: need, requirement, shortfall };
  const req = `require ${requirementText(requirement)}`;
  if (total === 0) {
    return {
      ...base,
      passed: false,
      reason: `no legs found (${o.incomplete ?? "no leg published a record and no job of the run was listed as a leg"}); ${req} cannot pass`
    };
  }
  const maxNamed = o.maxNamed ?? 20;
  const named = shortfall.slice(0, maxNamed).map(legWords);
  if (shortfall.length > named.length) named.push(`and ${shortfall.length - named.length} more`);
  const short = named.length > 0 ? `; fell short: ${named.join(", ")}` : "";
  const counts = `${succeeded} of ${total} legs succeeded`;
  if (o.incomplete && (requirement.kind === "all" || requirement.kind === "percent")) {
    return {
      ...base,
      passed: false,
      reason: `${counts}, but legs may be missing (${o.incomplete}), so ${req} cannot be confirmed${short}`
    };
  }
  if (succeeded >= need) {
    return { ...base, passed: true, reason: `${counts}; ${req} needs ${need}${short}` };
  }
  const tooMany = requirement.kind === "count" && need > total ? ` (only ${total} legs ran)` : "";
  return { ...base, passed: false, reason: `${counts}; ${req} needs ${need}${tooMany}${short}` };
}

// src/run/mcp.ts
var MCP_CONNECTED = "connected";
function mcpLine(servers) {
  if (servers === null || servers.length === 0) return null;
  const parts = servers.map(
    (s) => s.status === MCP_CONNECTED ? `${s.name} \u2713` : `${s.name} \u2717 ${s.status}${s.error ? ` (${s.error})` : ""}`
  );
  return `MCP: ${parts.join(" \xB7 ")}`;
}

export {
  parseRequire,
  requirementText,
  decide,
  mcpLine
};
