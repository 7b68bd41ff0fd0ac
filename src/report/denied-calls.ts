/**
 * The calls the agent was denied, for every view: each with what it wanted and, where the agent
 * has an allow-list (Claude Code's `--allowedTools`, Narrator's `allowed-tools` input), the rule
 * that would allow it, plus one line saying how this agent is given more (a copy-paste
 * `allowed-tools:` line, or the setting that plays its part). A run whose only work was denied is
 * `incomplete` (src/run/completeness.ts); this is what tells the reader what to change.
 *
 * Pure. Every text from the agent is redacted here (before any cut, so a cut secret still
 * matches) and bidi controls are shown, never applied; each renderer then escapes for its own
 * medium (a markdown code span, HTML, a log line). Bounded: at most `max` calls are listed, the
 * rest counted.
 */
import { callCounts } from '../run/calls.js';
import type { ConversationEntry } from '../run/conversation.js';
import type { RunSummary } from '../run/summary.js';
import type { ToolCall } from '../run/tool-call.js';
import { revealBidi } from './bidi.js';
import type { RedactFn } from './context.js';
import { allowRule, oneLine, shortToolInput } from './format.js';
import { codeFence, inlineCode, inlineText, truncate } from './markdown.js';

/** How many denied calls a view lists by default; the rest are "and N more". */
export const DENIED_SHOWN = 10;
const TOOL_CHARS = 60;
const WHAT_CHARS = 120;
const RULE_CHARS = 200;
/** The copy-paste line's rules, at most (a rule repeated by several calls is given once). */
const LINE_RULES = 20;

export interface DeniedCall {
  /** The tool's name, redacted, one line. */
  tool: string;
  /** What it wanted (the command, the file), redacted, one line; '' when the input says nothing. */
  what: string;
  /** The `allowed-tools` rule that would allow it, redacted; null where the agent has no such list. */
  rule: string | null;
  /**
   * How the pull request decided it, when the call was asked there (an `ask` rule's card): "parked
   * as Q1: answered on its card", "denied on the PR (Q1, by @maint)". Such a call is no allow-list
   * matter: `rule` is null and it is left out of the copy-paste line.
   */
  onPr: string | null;
}

export interface DeniedCalls {
  /** Every denial the run counted (as the `permission-denials` output counts them). */
  total: number;
  /** The first `max` of them. */
  shown: DeniedCall[];
  /** total − shown. */
  more: number;
  /**
   * The line to paste into the workflow (`allowed-tools: '…'`), redacted; null where the agent has
   * no allow-list or no call gave a rule.
   */
  copyLine: string | null;
  /** How this agent is allowed more, in one sentence (plain text, `code` in backticks). */
  how: string;
}

/** The denied calls of a run, or null when none was denied. */
export function deniedCalls(
  s: Pick<
    RunSummary,
    'permissionDenials' | 'toolCalls' | 'earlierCalls' | 'dialect' | 'cwd' | 'conversation'
  >,
  redact: RedactFn,
  max = DENIED_SHOWN,
): DeniedCalls | null {
  const r = (text: string) => revealBidi(redact(text));
  const found = collect(s);
  const total = Math.max(found.length, callCounts(s as RunSummary).denied, s.permissionDenials.length);
  if (total === 0) return null;
  const onPr = found.map((d) => decidedOnPr(d, s.conversation));
  const shown = found.slice(0, Math.max(0, max)).map((d, i): DeniedCall => {
    const asked = onPr[i] ?? null;
    const rule = asked === null ? allowRule(s.dialect, d.tool, d.input, s.cwd) : null;
    return {
      tool: oneLine(r(d.tool), TOOL_CHARS),
      what: shortToolInput(d.tool, d.input, WHAT_CHARS, r, s.cwd),
      rule: rule === null ? null : oneLine(r(rule), RULE_CHARS),
      onPr: asked === null ? null : oneLine(r(asked), RULE_CHARS),
    };
  });
  // The copy-paste line is built from every denial found, not only the ones listed; a call the PR
  // decided is not the allow-list's to change (its `ask` rule would still ask).
  const rules: string[] = [];
  for (const [i, d] of found.entries()) {
    if (onPr[i] !== null) continue;
    const rule = allowRule(s.dialect, d.tool, d.input, s.cwd);
    if (rule === null) continue;
    for (const one of splitRules(rule)) {
      const text = oneLine(r(one), RULE_CHARS);
      if (!rules.includes(text)) rules.push(text);
    }
    if (rules.length >= LINE_RULES) break;
  }
  return {
    total,
    shown,
    more: total - shown.length,
    copyLine: rules.length > 0 ? `allowed-tools: ${yamlQuoted(rules.slice(0, LINE_RULES).join(', '))}` : null,
    how: onPr.every((a) => a !== null) ? ASKED_ON_PR : howToAllow(s.dialect),
  };
}

/** What a list of calls that were all asked on the PR says instead of how to allow more. */
const ASKED_ON_PR =
  'Each was asked on the pull request under the `ask` input, not refused by an allow-list: its card is where it is answered.';

/**
 * How the PR decided a denied call, when it was asked there: the `asked` record of the same tool
 * and argument, and what became of its request. Null for a call no card asked about.
 */
function decidedOnPr(d: Found, talk: readonly ConversationEntry[] | undefined): string | null {
  if (!talk || talk.length === 0) return null;
  const argument = askedArgument(d.input);
  let asked: ConversationEntry | null = null;
  for (const e of talk) {
    if (e.kind === 'asked' && e.tool === d.tool && e.label !== null && (e.text ?? null) === argument)
      asked = e;
  }
  if (asked === null) return null;
  const label = asked.label!;
  const end = talk.find(
    (e) => e.label === label && (e.kind === 'denied' || e.kind === 'timed_out' || e.kind === 'allowed'),
  );
  if (end?.kind === 'denied') return `denied on the PR (${label}${end.by ? `, by @${end.by}` : ''})`;
  if (end?.kind === 'timed_out') return `denied on the PR (${label}: no maintainer answered in time)`;
  if (asked.message?.includes('parked')) return `parked as ${label}: answer on its card`;
  return `asked on the PR as ${label}`;
}

/**
 * The argument a card names a call by: its command, file, path, URL or pattern, as
 * src/converse/ask.ts mainArgument takes it (a room this one may not import), cut as the card cuts it.
 */
function askedArgument(input: unknown): string | null {
  if (typeof input !== 'object' || input === null) return null;
  const o = input as Record<string, unknown>;
  for (const key of ['command', 'file_path', 'notebook_path', 'path', 'url', 'pattern', 'query']) {
    const v = Object.hasOwn(o, key) ? o[key] : undefined;
    if (typeof v === 'string') return v.slice(0, 4_000);
  }
  return null;
}

/**
 * The denied calls as markdown (the step summary, the comment): a bullet per call with its rule in
 * a code span, "…and N more", how this agent is allowed more, and the copy-paste line in a fence.
 * Every agent text sits in a code span or fence that outgrows any backtick run inside it.
 */
export function deniedMarkdown(d: DeniedCalls): string {
  const lines = d.shown.map((c) => {
    const call = c.what === '' ? inlineCode(c.tool) : `${inlineCode(c.tool)} ${inlineCode(c.what)}`;
    return `- ${call}${
      c.onPr !== null
        ? ` — ${inlineText(c.onPr, RULE_CHARS)}`
        : c.rule === null
          ? ''
          : ` — allow with ${inlineCode(c.rule)}`
    }`;
  });
  if (d.more > 0) lines.push(`- *…and ${d.more} more*`);
  const how = d.copyLine === null ? d.how : `${d.how} Paste into the step's \`with:\`:`;
  return [lines.join('\n'), how, ...(d.copyLine === null ? [] : [codeFence(d.copyLine, 'yaml')])].join(
    '\n\n',
  );
}

/** How an agent is allowed more, by dialect: its allow-list, or the setting that decides instead. */
export function howToAllow(dialect: string | null): string {
  switch (dialect) {
    case 'claude-code':
      return "Allow them with Narrator's `allowed-tools` input (Claude Code's `--allowedTools` rules), or widen `permission-mode`.";
    case 'codex':
      return 'Codex has no allow-list of tools: its sandbox decides. `permission-mode: acceptEdits` (sandbox workspace-write) lets it write in the workspace; `bypassPermissions` lifts the sandbox.';
    case 'gemini':
      return 'Gemini CLI takes no `allowed-tools` from Narrator (its own `--allowed-tools` is deprecated): `permission-mode: acceptEdits` allows edits, `bypassPermissions` shell commands too, or pass a policy file through `args` (`--policy`).';
    case 'opencode':
      return 'opencode decides by its permission rules: `permission` in a trusted opencode.json, or `permission-mode` (`acceptEdits` allows edits, `bypassPermissions` approves what it would ask about).';
    case 'acp':
      return 'Over ACP Narrator answers each permission request from `permission-mode`: `acceptEdits` allows reading, editing and searching inside the workspace, `bypassPermissions` everything; there is no per-tool allow-list.';
    default:
      return 'This agent has no allow-list Narrator can set: see its own documentation for what it may run.';
  }
}

interface Found {
  tool: string;
  input: unknown;
}

/**
 * Each denial once: the denials the stream named (with the call's input), then the calls marked
 * denied that no denial named (Codex's sandbox blocks, told on stderr), then the denied calls that
 * moved out of memory with a number (the call log keeps the last few).
 */
function collect(s: Pick<RunSummary, 'permissionDenials' | 'toolCalls' | 'earlierCalls'>): Found[] {
  const ids = new Set<string>();
  const out: Found[] = [];
  for (const d of s.permissionDenials) {
    if (d.toolUseId !== null) {
      if (ids.has(d.toolUseId)) continue;
      ids.add(d.toolUseId);
    }
    out.push({ tool: d.tool, input: d.input });
  }
  const calls: ToolCall[] = [...s.earlierCalls.failed.map((f) => f.call), ...s.toolCalls];
  for (const c of calls) {
    if (c.status !== 'denied' || ids.has(c.id)) continue;
    ids.add(c.id);
    out.push({ tool: c.name, input: c.input });
  }
  return out;
}

/** `Bash(a:*), Bash(b:*)` → each rule (allowRule gives several for a compound command). */
function splitRules(rule: string): string[] {
  return rule.split(/, (?=[A-Za-z_][\w-]*(?:\(|$))/);
}

/** A YAML single-quoted scalar: nothing in it (`: `, `#`, quotes) can end or change the value. */
function yamlQuoted(s: string): string {
  return `'${truncate(s, 2_000).replace(/'/g, "''")}'`;
}
