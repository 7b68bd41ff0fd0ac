const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  node_path_default
} from "./chunk-5CBL7BM5.js";
import {
  AGENT_FACTS
} from "./chunk-VVJO45ST.js";
import {
  ownValue
} from "./chunk-D4GNM7ML.js";

// src/agent/recipes/caliban.ts
var caliban = {
  name: "caliban",
  binary: "caliban",
  npmPackage: null,
  installHint: "caliban has no npm package: add a step that installs caliban before this one",
  dialect: "caliban",
  supports: ["model", "max-turns"],
  exitCodes: {},
  permissionModes: null,
  repositoryConfig: null,
  // Narrator does not carry its sessions across runs: every run starts fresh, and says so.
  resume: { stdio: false, acp: false },
  configFolders: [],
  acp: null,
  build(o) {
    const args = ["-p", "--output-format", "stream-json"];
    if (o.model) args.push("--model", o.model);
    if (o.maxTurns !== null) args.push("--max-turns", String(o.maxTurns));
    return { args: [...args, ...o.args], stdin: o.prompt };
  }
};

// src/agent/recipes/recipe.ts
var AGENT_NAMES = ["claude", "caliban", "cursor", "gemini", "codex", "opencode"];
var MAX_ARG_BYTES = 128 * 1024 - 1;
function promptArgumentProblem(agentLabel2, prompt) {
  if (prompt.includes("\0")) {
    return `${agentLabel2} takes the prompt only as an argument, and an argument cannot hold a NUL character: remove it from the prompt`;
  }
  const bytes = Buffer.byteLength(prompt, "utf8");
  if (bytes <= MAX_ARG_BYTES) return null;
  return `${agentLabel2} takes the prompt only as an argument, and Linux takes at most ${MAX_ARG_BYTES} bytes in one; this prompt is ${bytes}: shorten it, or put the long part in a file in the workspace and ask the agent to read it`;
}
var SIGNAL_CODES = {
  130: "interrupted (SIGINT)",
  143: "terminated (SIGTERM)",
  137: "killed (SIGKILL)"
};

// src/agent/recipes/claude.ts
var claude = {
  name: "claude",
  binary: "claude",
  npmPackage: "@anthropic-ai/claude-code",
  // The wrapper's postinstall copies the binary from @anthropic-ai/claude-code-<platform>.
  npmNativeBinaries: (p) => [
    `@anthropic-ai/claude-code-${p.os}-${p.arch}${p.musl ? "-musl" : ""}/claude${p.os === "win32" ? ".exe" : ""}`
  ],
  installHint: "set 'install: auto' or add a step that runs `npm install -g @anthropic-ai/claude-code`",
  dialect: "claude-code",
  supports: ["model", "max-turns", "max-budget-usd", "allowed-tools", "permission-mode"],
  exitCodes: {
    1: "the run ended with an error result, or the CLI refused to start (see stderr)",
    ...SIGNAL_CODES
  },
  // The CLI's own modes (2.1.330 `--help`), which include the portable three; `default` is the
  // older name of its default mode, still taken by the flag (its init frame then says `default`).
  permissionModes: {
    values: {
      default: ["--permission-mode", "default"],
      ...Object.fromEntries(
        ["acceptEdits", "auto", "bypassPermissions", "manual", "dontAsk", "plan"].map((m) => [
          m,
          ["--permission-mode", m]
        ])
      )
    },
    whenUnset: null
  },
  // Measured (2.1.330, permission-mode plan, allowed-tools Read): a pull request's SessionStart,
  // UserPromptSubmit and PreToolUse hooks, its settings.local.json apiKeyHelper and its .mcp.json
  // stdio server each ran with the key before the agent read a line; `env.ANTHROPIC_BASE_URL`
  // sent the key to the pull request's endpoint. `--setting-sources user` loads none of the
  // project's settings (CLAUDE.md still reaches the model as instructions), `--strict-mcp-config`
  // none of its MCP servers (only an `--mcp-config` given in 'args').
  repositoryConfig: {
    files: "the repository's .claude/settings.json and .claude/settings.local.json (hooks, env, apiKeyHelper, permissions) and .mcp.json",
    whenNotTrusted: "ignore"
  },
  // Its sessions across runs: how, in src/session/agents.ts (RESUME_FACTS, ACP_RESUME_FACTS).
  resume: { stdio: true, acp: true },
  configFolders: [
    ["home", ".claude"],
    ["home", ".claude.json"]
  ],
  // Through Zed's adapter (`claude-agent-acp`, npm `@zed-industries/claude-agent-acp`): the adapter
  // drives the Claude Code CLI named by CLAUDE_CODE_EXECUTABLE (the one `agent-version` chose, not
  // the copy bundled in the adapter's SDK), and the session is switched to Claude's `default` mode,
  // in which it asks before edits and commands: the adapter would otherwise start in whatever mode
  // the repository's `.claude/settings.json` names as `defaultMode`, and a pull request could name
  // `bypassPermissions` there and never be asked.
  acp: {
    adapter: {
      title: "the Claude Code ACP adapter",
      binary: "claude-agent-acp",
      npmPackage: "@zed-industries/claude-agent-acp",
      installHint: "set 'install: auto' or add a step that runs `npm install -g @zed-industries/claude-agent-acp`"
    },
    // Its cost in `usage_update` when a turn ends, the tokens in the prompt's answer.
    caps: { tokens: "turn_end", cost: "turn_end", nativeBudget: false },
    launch(o) {
      const env = {};
      if (o.claudeExecutable) env["CLAUDE_CODE_EXECUTABLE"] = o.claudeExecutable;
      if (o.model) env["ANTHROPIC_MODEL"] = o.model;
      const sessionMeta = o.ignoreRepositoryConfig ? { claudeCode: { options: { settingSources: ["user"], extraArgs: { "strict-mcp-config": null } } } } : void 0;
      return { args: [...o.args], env, sessionMode: "default", ...sessionMeta ? { sessionMeta } : {} };
    }
  },
  build(o) {
    const args = ["-p", "--output-format", "stream-json", "--verbose"];
    if (o.model) args.push("--model", o.model);
    if (o.maxTurns !== null) args.push("--max-turns", String(o.maxTurns));
    if (o.maxBudgetUsd !== null) args.push("--max-budget-usd", String(o.maxBudgetUsd));
    if (o.allowedTools.length > 0) args.push("--allowedTools", o.allowedTools.join(","));
    args.push(...o.permissionArgs);
    if (o.ignoreRepositoryConfig) args.push("--setting-sources", "user", "--strict-mcp-config");
    if (o.converse) {
      args.push(
        "--input-format",
        "stream-json",
        "--permission-prompt-tool",
        "stdio",
        "--replay-user-messages"
      );
      return {
        args: [...args, ...o.args],
        stdin: `${JSON.stringify({ type: "user", message: { role: "user", content: o.prompt } })}
`
      };
    }
    return { args: [...args, ...o.args], stdin: o.prompt };
  }
};

// src/agent/recipes/codex.ts
var sandbox = (mode) => ["--sandbox", mode];
var CODEX_LOG_FILTER = "error,codex_sandboxing::violation=warn";
var CODEX_ACP_SANDBOX = {
  plan: "read-only",
  acceptEdits: "workspace-write",
  bypassPermissions: "danger-full-access"
};
var codexOverride = (key, value) => ["-c", `${key}=${JSON.stringify(value)}`];
var codex = {
  name: "codex",
  binary: "codex",
  npmPackage: "@openai/codex",
  installHint: "set 'install: auto' or add a step that runs `npm install -g @openai/codex`",
  dialect: "codex",
  supports: ["model", "permission-mode"],
  // No flag to point at for these: say what bounds or grants instead.
  inputHints: {
    "max-turns": "codex exec has no turn limit (no flag, no setting): bound the run with 'timeout-minutes'",
    "max-budget-usd": "codex exec has no budget: bound the run with 'timeout-minutes'",
    "allowed-tools": "codex decides what may run by its sandbox: set 'permission-mode' (plan, acceptEdits, bypassPermissions)"
  },
  exitCodes: { ...SIGNAL_CODES },
  // Its sandbox modes (0.169 `codex exec --help`: --sandbox read-only | workspace-write |
  // danger-full-access, and --dangerously-bypass-approvals-and-sandbox), and the portable names.
  // exec never asks for approval, so a mode is all there is to say what it may do.
  permissionModes: {
    values: {
      plan: sandbox("read-only"),
      acceptEdits: sandbox("workspace-write"),
      bypassPermissions: ["--dangerously-bypass-approvals-and-sandbox"],
      "read-only": sandbox("read-only"),
      "workspace-write": sandbox("workspace-write"),
      "danger-full-access": sandbox("danger-full-access")
    },
    whenUnset: "codex runs in its read-only sandbox because no 'permission-mode' is given: it can read the workspace, but every file edit and every command that writes is blocked (Narrator counts each as a denial). To let it edit the workspace, set 'permission-mode: acceptEdits' (codex --sandbox workspace-write)."
  },
  // Measured below (0.169): see docs/security.md.
  repositoryConfig: null,
  // Its sessions across runs: how, in src/session/agents.ts (RESUME_FACTS).
  resume: { stdio: true, acp: true },
  configFolders: [["home", ".codex"]],
  // Through Zed's adapter (`codex-acp`, npm `@zed-industries/codex-acp`, a native binary with its
  // own build of Codex inside): Codex's sandbox does the work it does in `codex exec`, mapped from
  // `permission-mode` as above, and Codex asks (approval `on-request`) only when a call would
  // leave that sandbox; `bypassPermissions` never asks. Both are `-c` overrides, which outrank any
  // config file.
  acp: {
    adapter: {
      title: "the Codex ACP adapter",
      binary: "codex-acp",
      npmPackage: "@zed-industries/codex-acp",
      // The wrapper is a Node script that finds its platform package; the binary is used directly,
      // as for the other native CLIs (no Node start-up, and signals reach the agent itself).
      npmNativeBinaries: (p) => [
        `@zed-industries/codex-acp-${p.os}-${p.arch}/bin/codex-acp${p.os === "win32" ? ".exe" : ""}`
      ],
      installHint: "set 'install: auto' or add a step that runs `npm install -g @zed-industries/codex-acp`"
    },
    // Neither tokens nor cost over ACP.
    caps: { tokens: "none", cost: "none", nativeBudget: false },
    launch(o) {
      const mode = CODEX_ACP_SANDBOX[o.permissionMode ?? "acceptEdits"] ?? "workspace-write";
      const args = [
        ...codexOverride("sandbox_mode", mode),
        ...codexOverride("approval_policy", mode === "danger-full-access" ? "never" : "on-request")
      ];
      if (o.model) args.push(...codexOverride("model", o.model));
      const env = {};
      const given = o.env ?? {};
      if (!given["CODEX_API_KEY"] && given["OPENAI_API_KEY"]) env["CODEX_API_KEY"] = given["OPENAI_API_KEY"];
      return { args: [...args, ...o.args], env, sessionMode: null };
    }
  },
  build(o) {
    const args = ["exec", "--json", "--skip-git-repo-check"];
    if (o.model) args.push("--model", o.model);
    args.push(...o.permissionArgs);
    const env = {};
    const notices = [];
    const given = o.env ?? {};
    if (!given["CODEX_API_KEY"] && given["OPENAI_API_KEY"]) {
      env["CODEX_API_KEY"] = given["OPENAI_API_KEY"];
      notices.push(
        "codex exec reads its API key from CODEX_API_KEY, not OPENAI_API_KEY: Narrator passes OPENAI_API_KEY to codex as CODEX_API_KEY"
      );
    }
    if (given["OPENAI_BASE_URL"] && !o.args.some((a) => a.includes("openai_base_url"))) {
      notices.push(
        "OPENAI_BASE_URL is set, but codex exec ignores it: to use another endpoint, add `-c openai_base_url=\"URL\"` to 'args' or name a provider in $CODEX_HOME/config.toml"
      );
    }
    if (given["RUST_LOG"] === void 0) env["RUST_LOG"] = CODEX_LOG_FILTER;
    return { args: [...args, ...o.args, "-"], stdin: o.prompt, env, notices };
  }
};

// src/agent/recipes/cursor.ts
var cursor = {
  name: "cursor",
  binary: "cursor-agent",
  npmPackage: null,
  installHint: "cursor-agent has no npm package: add `curl https://cursor.com/install -fsS | bash` (or your own install step) before this one",
  dialect: "cursor",
  supports: ["model"],
  exitCodes: { 1: "error (see stderr; the stream may end without a result)", ...SIGNAL_CODES },
  permissionModes: null,
  // Not measured (the CLI is not installed here); its documentation names these, and no switch
  // that turns them off.
  repositoryConfig: {
    files: "the repository's .cursor/mcp.json and .cursor/cli.json (MCP servers, permissions)",
    whenNotTrusted: "warn"
  },
  // Narrator does not carry its sessions across runs: every run starts fresh, and says so.
  resume: { stdio: false, acp: false },
  configFolders: [["home", ".cursor"]],
  acp: null,
  build(o) {
    const args = ["-p", "--output-format", "stream-json"];
    if (o.model) args.push("--model", o.model);
    const problem = promptArgumentProblem("Cursor CLI", o.prompt);
    if (problem) throw new Error(problem);
    return { args: [...args, ...o.args, "--", o.prompt], stdin: null };
  }
};

// src/agent/recipes/gemini.ts
var MAX_ARGV_PROMPT_BYTES = MAX_ARG_BYTES - "--prompt=".length - 6;
var gemini = {
  name: "gemini",
  binary: "gemini",
  npmPackage: "@google/gemini-cli",
  installHint: "set 'install: auto' or add a step that runs `npm install -g @google/gemini-cli`",
  dialect: "gemini",
  supports: ["model", "permission-mode"],
  inputHints: {
    "max-turns": "Gemini CLI takes a turn limit only from its settings: set model.maxSessionTurns in .gemini/settings.json in the workspace or in ~/.gemini/settings.json",
    "allowed-tools": "Gemini CLI decides which tools run by its approval mode: set 'permission-mode' (plan, acceptEdits, bypassPermissions) or give it a policy file through 'args' (--policy)",
    "max-budget-usd": "Gemini CLI has no budget: bound the run with 'timeout-minutes'"
  },
  // The meanings of its own exit codes live in the dialect's table (src/stream/dialects/gemini.ts).
  exitCodes: { ...SIGNAL_CODES },
  // Approval modes (0.61 `--help`: default | auto_edit | yolo | plan), and the portable names.
  permissionModes: {
    values: {
      default: ["--approval-mode=default"],
      auto_edit: ["--approval-mode=auto_edit"],
      yolo: ["--approval-mode=yolo"],
      plan: ["--approval-mode=plan"],
      acceptEdits: ["--approval-mode=auto_edit"],
      bypassPermissions: ["--approval-mode=yolo"]
    },
    whenUnset: "gemini: 'permission-mode' is not set, so Gemini CLI runs in its default approval mode, in which a headless run gets no shell and no file-writing tools (calls to them fail as not registered). Set 'permission-mode: acceptEdits' to let it edit files, or 'permission-mode: bypassPermissions' for shell commands too."
  },
  // Measured (0.61, through the Action): the trusted workspace's .gemini/settings.json SessionStart
  // and BeforeAgent hooks and its stdio MCP server ran with the key, and its .gemini/.env set
  // GOOGLE_GEMINI_BASE_URL, which sent the key to that endpoint. An untrusted workspace loads none
  // of that, but a headless run refuses one (exit 55), and the switch that allows it (folder trust
  // off) is read only from root-owned system settings: nothing a step can set. So no run of
  // Gemini CLI on code that is not a writer's.
  repositoryConfig: {
    files: "the repository's .gemini/settings.json (hooks, MCP servers, every setting) and the .env files it loads (.gemini/.env, .env)",
    whenNotTrusted: "refuse"
  },
  // Its sessions across runs: how, in src/session/agents.ts (RESUME_FACTS).
  resume: { stdio: true, acp: true },
  configFolders: [["home", ".gemini"]],
  // Gemini CLI 0.61: `gemini --acp` (the 0.61 flag; `--experimental-acp` is its older name),
  // trusting the workspace as the stream-json recipe does, and switched to its `default` approval
  // mode (it asks before edits and shell commands): the workspace's settings may name `auto_edit`.
  acp: {
    adapter: null,
    // Tokens in the prompt's answer (`_meta.quota`), no cost.
    caps: { tokens: "turn_end", cost: "none", nativeBudget: false },
    launch(o) {
      const args = ["--acp"];
      if (o.model) args.push("--model", o.model);
      return {
        args: [...args, ...o.args],
        env: { GEMINI_CLI_TRUST_WORKSPACE: "true" },
        // The workspace it trusts may name another default approval mode (askingModeOf).
        sessionMode: "default"
      };
    }
  },
  build(o) {
    const args = ["--output-format", "stream-json"];
    if (o.model) args.push("--model", o.model);
    args.push(...o.permissionArgs, ...o.args);
    const env = { GEMINI_CLI_TRUST_WORKSPACE: "true" };
    if (Buffer.byteLength(o.prompt, "utf8") > MAX_ARGV_PROMPT_BYTES || o.prompt.includes("\0")) {
      return { args, stdin: o.prompt, env };
    }
    return { args: [...args, `--prompt=${o.prompt}`], stdin: null, env };
  }
};

// src/agent/recipes/opencode.ts
var PERMISSION_RULES = {
  // Read only: edits and shell commands are denied (and so not offered to the model).
  plan: { edit: "deny", bash: "deny" },
  // Workspace edits approved even when opencode.json asks; the rest follows the config.
  acceptEdits: { edit: "allow" }
};
function nativeBinaries(p) {
  const base = `opencode-${p.os === "win32" ? "windows" : p.os}-${p.arch}`;
  const file = `bin/opencode${p.os === "win32" ? ".exe" : ""}`;
  let names;
  if (p.arch !== "x64") names = p.musl ? [`${base}-musl`, base] : [base, `${base}-musl`];
  else if (p.os !== "linux") names = p.avx2 ? [base, `${base}-baseline`] : [`${base}-baseline`, base];
  else {
    const glibc = p.avx2 ? [base, `${base}-baseline`] : [`${base}-baseline`, base];
    const musl = glibc.map((n) => `${n}-musl`);
    names = p.musl ? [...musl, ...glibc] : [...glibc, ...musl];
  }
  return names.map((name) => `${name}/${file}`);
}
var opencode = {
  name: "opencode",
  binary: "opencode",
  npmPackage: "opencode-ai",
  npmNativeBinaries: nativeBinaries,
  installHint: "set 'install: auto' or add a step that runs `npm install -g opencode-ai`",
  dialect: "opencode",
  supports: ["model", "permission-mode"],
  // No flag to point at for these: say what bounds or grants instead.
  inputHints: {
    "max-turns": "opencode has no turn limit that stops a run (an agent's `steps` only asks the model to stop): bound the run with 'timeout-minutes'",
    "max-budget-usd": "opencode has no budget: bound the run with 'timeout-minutes'",
    "allowed-tools": "opencode decides what may run by its permission rules: set 'permission-mode', or `permission` rules in opencode.json"
  },
  exitCodes: { ...SIGNAL_CODES },
  permissionModes: {
    values: {
      plan: ["--agent", "plan"],
      acceptEdits: [],
      bypassPermissions: ["--auto"],
      // opencode's own name for its switch.
      auto: ["--auto"]
    },
    whenUnset: "permission-mode is not set: opencode uses the permissions of its config (by default it edits files and runs commands in the workspace; anything it would ask about, such as a path outside the workspace, is rejected and ends the run). Set 'permission-mode' to plan (read only), acceptEdits or bypassPermissions (--auto: approve those asks)."
  },
  // Measured (1.18.33): see docs/security.md. OPENCODE_DISABLE_PROJECT_CONFIG=true loads none of
  // the project's config files.
  repositoryConfig: {
    files: "the repository's opencode.json and .opencode/ (MCP servers, plugins, providers and their base URLs)",
    whenNotTrusted: "ignore"
  },
  // Its sessions across runs: how, in src/session/agents.ts (RESUME_FACTS).
  resume: { stdio: true, acp: true },
  configFolders: [
    ["config", "opencode"],
    ["data", "opencode"]
  ],
  // opencode 1.18: `opencode acp`; its config decides what it asks about, so the edit, shell and
  // fetch permissions are set to `ask` (OPENCODE_PERMISSION) unless the mode bypasses permissions.
  acp: {
    adapter: null,
    // Its cost in `usage_update` when a turn ends, the tokens in the prompt's answer.
    caps: { tokens: "turn_end", cost: "turn_end", nativeBudget: false },
    launch(o) {
      const args = ["acp"];
      const env = {};
      if (o.permissionMode !== "bypassPermissions") {
        env["OPENCODE_PERMISSION"] = JSON.stringify({ edit: "ask", bash: "ask", webfetch: "ask" });
      }
      if (o.ignoreRepositoryConfig) env["OPENCODE_DISABLE_PROJECT_CONFIG"] = "true";
      return { args: [...args, ...o.args], env, sessionMode: null };
    }
  },
  build(o) {
    const args = ["run", "--format", "json"];
    if (o.model) args.push("--model", o.model);
    args.push(...o.permissionArgs);
    const rules = o.permissionMode ? PERMISSION_RULES[o.permissionMode] : void 0;
    const env = {};
    if (rules) env["OPENCODE_PERMISSION"] = JSON.stringify(rules);
    if (o.ignoreRepositoryConfig) env["OPENCODE_DISABLE_PROJECT_CONFIG"] = "true";
    return { args: [...args, ...o.args], stdin: o.prompt, ...Object.keys(env).length > 0 ? { env } : {} };
  }
};

// src/agent/agents.ts
var RECIPES = {
  claude,
  caliban,
  cursor,
  gemini,
  codex,
  opencode
};
function agentLabel(agent, acp) {
  return acp ? acpAgentLabel(agent) : AGENT_FACTS[RECIPES[agent].dialect].label;
}
function acpAgentLabel(agent) {
  return `${AGENT_FACTS[RECIPES[agent].dialect].label} (ACP)`;
}
function agentOfProgram(program) {
  const name = node_path_default.basename(program).replace(/\.(exe|cmd)$/i, "");
  return Object.keys(RECIPES).find((a) => RECIPES[a].binary === name) ?? null;
}
function givenInputs(o) {
  const given = [];
  if (o.model) given.push("model");
  if (o.maxTurns !== null) given.push("max-turns");
  if (o.maxBudgetUsd !== null) given.push("max-budget-usd");
  if (o.allowedTools.length > 0) given.push("allowed-tools");
  if (o.permissionMode) given.push("permission-mode");
  return given;
}
var UnknownPermissionModeError = class extends Error {
  name = "UnknownPermissionModeError";
};
function permissionArgs(agent, mode) {
  const modes = RECIPES[agent].permissionModes;
  if (!modes) return [];
  if (!mode) return ownValue(modes.values, "default") ?? [];
  const args = ownValue(modes.values, mode);
  if (!args) {
    throw new UnknownPermissionModeError(
      `input 'permission-mode': ${agent} does not know '${mode}'; it takes ${Object.keys(modes.values).join(", ")}`
    );
  }
  return args;
}
function planAgentLaunch(agent, options, binaryPath = RECIPES[agent].binary) {
  const recipe = RECIPES[agent];
  const warnings = [];
  const o = { ...options };
  for (const input of givenInputs(options)) {
    if (recipe.supports.includes(input)) continue;
    const instead = recipe.inputHints?.[input] ?? "pass flags through 'args' instead";
    warnings.push(
      `input '${input}' is not supported by ${agent} and is ignored (${agent} supports: ${recipe.supports.join(", ") || "none of the mapped inputs"}; ${instead})`
    );
    if (input === "model") o.model = null;
    if (input === "max-turns") o.maxTurns = null;
    if (input === "max-budget-usd") o.maxBudgetUsd = null;
    if (input === "allowed-tools") o.allowedTools = [];
    if (input === "permission-mode") o.permissionMode = null;
  }
  const notices = [];
  if (!o.permissionMode && recipe.permissionModes?.whenUnset) notices.push(recipe.permissionModes.whenUnset);
  const built = recipe.build({
    ...o,
    permissionArgs: permissionArgs(agent, o.permissionMode)
  });
  notices.push(...built.notices ?? []);
  return {
    file: binaryPath,
    args: built.args,
    stdin: built.stdin,
    env: built.env ?? {},
    dialect: recipe.dialect,
    model: o.model,
    warnings,
    notices
  };
}

export {
  AGENT_NAMES,
  RECIPES,
  agentLabel,
  acpAgentLabel,
  agentOfProgram,
  permissionArgs,
  planAgentLaunch
};
