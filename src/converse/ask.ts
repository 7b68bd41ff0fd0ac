/**
 * The `ask` input: which of the agent's permission requests go to a maintainer on the PR. A rule is
 * a tool name (`WebFetch`), a tool-name glob (`mcp__*`) or a tool with a pattern for its main
 * argument (`Bash(git push:*)`: a command that starts with `git push`; `Bash(npm publish)`: exactly
 * that; `Write(src/*)`: a glob on the file path). Questions (AskUserQuestion) and plans
 * (ExitPlanMode) are always asked. Pure.
 */

export interface AskRule {
  /** As the workflow wrote it (shown on the card as the rule that asked). */
  source: string;
  tool: Glob;
  /** null: every call of the tool. */
  argument: { kind: 'prefix'; value: string } | { kind: 'glob'; value: Glob } | null;
}

/** Tools whose calls are a question or a plan for a person, asked whatever the rules say. */
export const ALWAYS_ASKED = new Set(['AskUserQuestion', 'ExitPlanMode']);

/** The most rules kept: a longer list is a mistake (or a flood), refused with a clear error. */
export const MAX_ASK_RULES = 100;

/** A glob as a rule holds it: only ever asked whether a text matches. */
export interface Glob {
  test(text: string): boolean;
}

/**
 * `*` (and `**`) match any run of characters, slashes and newlines included. Matched by scanning,
 * never by a regular expression built from the workflow's pattern: a pattern with many stars would
 * make a backtracking regex polynomial in the length of the agent's command, which the agent writes.
 * Worst case O(pattern × text).
 */
function glob(pattern: string): Glob {
  const p = pattern.replace(/\*+/g, '*');
  return { test: (text) => wildcard(p, text) };
}

function wildcard(p: string, t: string): boolean {
  let i = 0;
  let j = 0;
  let star = -1;
  let mark = 0;
  while (j < t.length) {
    if (i < p.length && p[i] !== '*' && p[i] === t[j]) {
      i++;
      j++;
    } else if (i < p.length && p[i] === '*') {
      star = i++;
      mark = j;
    } else if (star !== -1) {
      i = star + 1;
      j = ++mark;
    } else return false;
  }
  while (i < p.length && p[i] === '*') i++;
  return i === p.length;
}

/** Parses the rules (already split the way `allowed-tools` is); throws on one that cannot be read. */
export function parseAskRules(list: readonly string[]): AskRule[] {
  if (list.length > MAX_ASK_RULES) throw new Error(`at most ${MAX_ASK_RULES} rules, got ${list.length}`);
  return list.map((source) => {
    const m = /^([A-Za-z0-9_*.-]+)(?:\((.*)\))?$/s.exec(source);
    if (!m) {
      throw new Error(
        `${JSON.stringify(source.slice(0, 100))} is not a tool pattern (a tool name, a name with '*', or Tool(argument pattern))`,
      );
    }
    const tool = glob(m[1]!);
    const arg = m[2];
    if (arg === undefined || arg === '*' || arg === '') return { source, tool, argument: null };
    if (arg.endsWith(':*')) return { source, tool, argument: { kind: 'prefix', value: arg.slice(0, -2) } };
    return { source, tool, argument: { kind: 'glob', value: glob(arg) } };
  });
}

/** The text a pattern in parentheses is matched against: the command, the path, the URL. */
export function mainArgument(toolName: string, input: unknown): string | null {
  if (typeof input !== 'object' || input === null) return null;
  const o = input as Record<string, unknown>;
  for (const key of ['command', 'file_path', 'notebook_path', 'path', 'url', 'pattern', 'query']) {
    const v = Object.hasOwn(o, key) ? o[key] : undefined;
    if (typeof v === 'string') return v;
  }
  void toolName;
  return null;
}

/**
 * The parts of a shell command a rule is matched against: the whole, and each command of a list
 * or pipeline (`cd x && git push` asks under `Bash(git push:*)`).
 */
export function commandParts(command: string): string[] {
  const parts = command
    .split(/&&|\|\||[;|\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
  return [command.trim(), ...parts];
}

function argumentMatches(rule: AskRule, toolName: string, input: unknown): boolean {
  if (rule.argument === null) return true;
  const arg = mainArgument(toolName, input);
  if (arg === null) return false;
  const candidates = toolName === 'Bash' ? commandParts(arg) : [arg];
  const a = rule.argument;
  return candidates.some((c) =>
    a.kind === 'prefix'
      ? c === a.value || c.startsWith(`${a.value} `) || c.startsWith(a.value)
      : a.value.test(c),
  );
}

/** Why this call goes to a maintainer (the rule, or `question`/`plan`), or null: decided as before. */
export function askedBy(rules: readonly AskRule[], toolName: string, input: unknown): string | null {
  if (toolName === 'AskUserQuestion') return 'question';
  if (toolName === 'ExitPlanMode') return 'plan';
  for (const rule of rules) {
    if (rule.tool.test(toolName) && argumentMatches(rule, toolName, input)) return rule.source;
  }
  return null;
}
