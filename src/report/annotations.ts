/**
 * Annotations, live as events arrive: tool errors and permission denials as warnings, files the
 * agent wrote or edited as notices on that file, the failure as an error at the end.
 *
 * GitHub shows at most 10 warnings, 10 errors (and we cap notices at 10) per step; past that they
 * are silently dropped. So each level keeps one slot in reserve: the first 9 go out as they come,
 * and at the exit the rest become ONE annotation ("and 7 more tool errors — see the step summary"),
 * or the single held-back one itself when only one was over. The limiter state is a small plain
 * value passed in and returned, so this stays pure and testable.
 */
import type { RunSummary, ToolCall } from '../run/summary.js';
import type { AgentEvent } from '../stream/events.js';
import { callIndexOf } from './call-index.js';
import { identity, type ViewContext, verdictOf } from './context.js';
import { allowRule, oneLine, shortToolInput } from './format.js';
import { headline, labelFor, reasonText } from './outcome-text.js';

export type AnnotationLevel = 'error' | 'warning' | 'notice';

export interface Annotation {
  level: AnnotationLevel;
  title: string;
  message: string;
  /** Workspace-relative path, when the annotation belongs to a file. */
  file?: string;
  startLine?: number;
}

interface LevelState {
  /** Annotations emitted at this level. */
  sent: number;
  /** Annotations over the cap, not emitted (yet). */
  over: number;
  /** The first one over the cap: emitted as is if it turns out to be the only one. */
  held: Annotation | null;
  /** What they were, for the aggregate ("tool errors", "permission denials"...). */
  kinds: Record<string, number>;
}

export interface AnnotationState {
  error: LevelState;
  warning: LevelState;
  notice: LevelState;
  /** Files already annotated (one notice per file). */
  files: string[];
  /** Tool call ids already reported as denied (the denial frame and its tool result are one thing). */
  deniedIds: string[];
  finished: boolean;
}

export interface AnnotationContext extends ViewContext {
  /** The workspace root (GITHUB_WORKSPACE / working directory): file paths are made relative to it. */
  workspace?: string | null;
  /** Per-level cap; GitHub's is 10 warnings and 10 errors per step. */
  cap?: number;
}

const DEFAULT_CAP = 10;
const MESSAGE_MAX = 2_000;
/** Tools whose successful call means the agent wrote that file (all dialects, lower-cased). */
const WRITE_TOOLS = new Set([
  'edit',
  'multiedit',
  'write',
  'notebookedit',
  'write_file',
  'replace',
  'create_file',
  'apply_patch',
  'str_replace_based_edit_tool',
]);

export function initialAnnotationState(): AnnotationState {
  const level = (): LevelState => ({ sent: 0, over: 0, held: null, kinds: {} });
  return { error: level(), warning: level(), notice: level(), files: [], deniedIds: [], finished: false };
}

export function annotationsFor(
  event: AgentEvent,
  after: RunSummary,
  state: AnnotationState,
  ctx: AnnotationContext = {},
): { annotations: Annotation[]; state: AnnotationState } {
  if (state.finished) return { annotations: [], state };
  const r = ctx.redact ?? identity;
  const cap = ctx.cap ?? DEFAULT_CAP;
  const out: Annotation[] = [];
  let next = state;
  const emit = (a: Annotation, kind: string) => {
    next = limit(next, a, kind, cap, out);
  };

  switch (event.kind) {
    case 'permission_denied': {
      if (event.toolUseId) next = { ...next, deniedIds: [...next.deniedIds, event.toolUseId] };
      const call = event.toolUseId ? callOf(after, event.toolUseId, ctx) : undefined;
      const what = shortToolInput(event.tool, call?.input ?? event.input, 120, r, after.cwd);
      emit(
        {
          level: 'warning',
          title: `Permission denied: ${oneLine(r(event.tool), 60)}`,
          message: cap2(
            `${r(event.tool)}${what ? ` ${what}` : ''} was denied${event.message ? `: ${r(event.message)}` : ''}${allowNote(after, event.tool, call?.input ?? event.input, r)}`,
          ),
        },
        'permission denials',
      );
      break;
    }
    case 'tool_result': {
      const at = callIndexOf(after, event.id, ctx.calls);
      const call = at === -1 ? undefined : after.toolCalls[at];
      const name = call?.name ?? event.name ?? 'tool';
      if (event.status === 'denied') {
        if (next.deniedIds.includes(event.id)) break;
        next = { ...next, deniedIds: [...next.deniedIds, event.id] };
        emit(
          {
            level: 'warning',
            title: `Permission denied: ${oneLine(r(name), 60)}`,
            message: cap2(
              `${r(name)} ${shortToolInput(name, call?.input, 120, r, after.cwd)} was denied${event.output ? `: ${r(event.output)}` : ''}${allowNote(after, name, call?.input, r)}`,
            ),
          },
          'permission denials',
        );
      } else if (event.status === 'error') {
        const what = shortToolInput(name, call?.input, 120, r, after.cwd);
        const exit = event.exitCode !== null && event.exitCode !== 0 ? ` (exit ${event.exitCode})` : '';
        emit(
          {
            level: 'warning',
            title: `Tool error: ${oneLine(r(name), 60)}${exit}`,
            message: cap2(
              `${r(name)}${what ? ` ${what}` : ''} failed${exit}${event.output ? `:\n${r(event.output)}` : ''}`,
            ),
          },
          'tool errors',
        );
      } else if (call && WRITE_TOOLS.has(call.name.toLowerCase())) {
        const file = relativeFile(filePathOf(call), ctx.workspace);
        if (file && !next.files.includes(file)) {
          next = { ...next, files: [...next.files, file] };
          const n = at + 1;
          emit(
            {
              level: 'notice',
              title: `Changed by ${labelOf(after, ctx)}`,
              message: `${labelOf(after, ctx)} changed this file (${r(call.name)}, tool call #${n}).`,
              file: r(file),
            },
            'changed files',
          );
        }
      }
      break;
    }
    case 'exit': {
      if (after.outcome && after.outcome !== 'success') {
        const failing = verdictOf(after, ctx).fails;
        const reason = reasonText(after, ctx);
        emit(
          {
            level: failing ? 'error' : 'warning',
            title: oneLine(headline(after, ctx), 200),
            message: cap2(reason ?? headline(after, ctx)),
          },
          'failures',
        );
      }
      const flushed = flush(next);
      out.push(...flushed);
      next = { ...next, finished: true };
      break;
    }
    default:
      break;
  }
  return { annotations: out, state: next };
}

/** The first call with `id` (as `find` gives it). */
function callOf(s: RunSummary, id: string, ctx: AnnotationContext): ToolCall | undefined {
  const i = callIndexOf(s, id, ctx.calls);
  return i === -1 ? undefined : s.toolCalls[i];
}

function labelOf(s: RunSummary, ctx: AnnotationContext): string {
  return labelFor(s, ctx);
}

function cap2(s: string): string {
  return s.length > MESSAGE_MAX ? `${s.slice(0, MESSAGE_MAX - 1)}…` : s;
}

function limit(
  state: AnnotationState,
  a: Annotation,
  kind: string,
  cap: number,
  out: Annotation[],
): AnnotationState {
  const lv = state[a.level];
  // The failure itself always gets a slot: it is the one annotation that must be seen.
  const reserve = kind === 'failures' ? 0 : 1;
  if (lv.sent < cap - reserve) {
    out.push(a);
    return { ...state, [a.level]: { ...lv, sent: lv.sent + 1 } };
  }
  return {
    ...state,
    [a.level]: {
      ...lv,
      over: lv.over + 1,
      held: lv.held ?? a,
      kinds: { ...lv.kinds, [kind]: (lv.kinds[kind] ?? 0) + 1 },
    },
  };
}

/** The aggregate (or the single held-back) annotation per level, at the end. */
function flush(state: AnnotationState): Annotation[] {
  const out: Annotation[] = [];
  for (const level of ['error', 'warning', 'notice'] as const) {
    const lv = state[level];
    if (lv.over === 0) continue;
    if (lv.over === 1 && lv.held) {
      out.push(lv.held);
      continue;
    }
    const what = Object.entries(lv.kinds)
      .map(([k, n]) => `${n} more ${k}`)
      .join(', ');
    out.push({
      level,
      title: `${lv.over} more ${level === 'notice' ? 'notices' : `${level}s`}`,
      message: `…and ${what} — see the step summary.`,
    });
  }
  return out;
}

function filePathOf(call: ToolCall): string | null {
  const input = call.input;
  if (!input || typeof input !== 'object') return null;
  const rec = input as Record<string, unknown>;
  for (const key of ['file_path', 'filePath', 'notebook_path', 'path', 'absolute_path']) {
    const v = rec[key];
    if (typeof v === 'string' && v.trim()) return v.trim();
  }
  return null;
}

/** A path relative to the workspace, `/`-separated; null for a path outside it. */
export function relativeFile(path: string | null, workspace: string | null | undefined): string | null {
  if (!path) return null;
  const p = path.replace(/\\/g, '/');
  const isAbsolute = p.startsWith('/') || /^[A-Za-z]:\//.test(p);
  let rel: string | null = null;
  if (!isAbsolute) rel = p.replace(/^(\.\/)+/, '');
  else if (workspace) {
    const ws = workspace.replace(/\\/g, '/').replace(/(?<!\/)\/+$/, '');
    if (p.startsWith(`${ws}/`)) rel = p.slice(ws.length + 1);
  }
  // Outside the workspace (or climbing out of it) there is no file to annotate.
  if (!rel || rel.split('/').includes('..')) return null;
  return rel;
}

/** "Allow it with allowed-tools: Bash(npm publish:*)" for an agent with an allow-list, else ''. */
function allowNote(s: RunSummary, tool: string, input: unknown, r: (text: string) => string): string {
  const rule = allowRule(s.dialect, tool, input, s.cwd);
  return rule === null ? '' : `\nAllow it with allowed-tools: ${oneLine(r(rule), 200)}`;
}
