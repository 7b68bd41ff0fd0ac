/**
 * An edit tool's input shown as a diff: Claude Code's Edit / MultiEdit / Write, Gemini CLI's
 * replace / write_file, opencode's edit / write, a patch text (Codex's apply_patch), and an ACP
 * call's `diff` content (or its raw input, which is one of the above). The
 * lines the old and new text share at the start and the end are context; the lines between are
 * removed and added. Bounded: a diff of more lines than MAX_LINES shows its head and says so.
 */
import { html, join, type SafeHtml } from './safe-html.js';

const MAX_LINES = 400;

interface Change {
  path: string | null;
  oldText: string;
  newText: string;
}

function str(record: Record<string, unknown>, ...keys: string[]): string | null {
  for (const key of keys) {
    const v = record[key];
    if (typeof v === 'string') return v;
  }
  return null;
}

/** The edits an input describes, or null when it is not an edit. */
function changesOf(input: unknown): Change[] | { patch: string } | null {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    return typeof input === 'string' && /^\*\*\* Begin Patch/m.test(input) ? { patch: input } : null;
  }
  const record = input as Record<string, unknown>;
  // An ACP call: the diffs the agent sent with it, else what its raw input says.
  if (Array.isArray(record['diffs'])) {
    const diffs = record['diffs'].flatMap((d) => {
      if (d === null || typeof d !== 'object') return [];
      const diff = d as Record<string, unknown>;
      const newText = str(diff, 'newText');
      return newText === null
        ? []
        : [{ path: str(diff, 'path'), oldText: str(diff, 'oldText') ?? '', newText }];
    });
    if (diffs.length > 0) return diffs;
  }
  if (
    record['rawInput'] !== null &&
    typeof record['rawInput'] === 'object' &&
    !Array.isArray(record['rawInput'])
  ) {
    const raw = record['rawInput'] as Record<string, unknown>;
    const inner = changesOf(
      str(raw, 'file_path', 'filePath', 'path') === null ? { ...raw, path: record['path'] } : raw,
    );
    if (inner !== null) return inner;
  }
  const path = str(record, 'file_path', 'filePath', 'path', 'absolute_path');
  const oldText = str(record, 'old_string', 'oldString');
  const newText = str(record, 'new_string', 'newString');
  if (oldText !== null && newText !== null) return [{ path, oldText, newText }];
  if (Array.isArray(record['edits'])) {
    const edits = record['edits'].flatMap((e) => {
      if (e === null || typeof e !== 'object') return [];
      const edit = e as Record<string, unknown>;
      const o = str(edit, 'old_string', 'oldString');
      const n = str(edit, 'new_string', 'newString');
      return o !== null && n !== null ? [{ path, oldText: o, newText: n }] : [];
    });
    return edits.length > 0 ? edits : null;
  }
  const content = str(record, 'content');
  if (content !== null && path !== null) return [{ path, oldText: '', newText: content }];
  const patch = str(record, 'patch', 'input');
  if (patch !== null && /^\*\*\* Begin Patch|^(---|\+\+\+|@@) /m.test(patch)) return { patch };
  return null;
}

function lines(text: string): string[] {
  if (text === '') return [];
  return text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
}

function diffLines(oldText: string, newText: string): Array<[' ' | '-' | '+', string]> {
  const a = lines(oldText);
  const b = lines(newText);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const context = (from: string[]) => from.map((l): [' ', string] => [' ', l]);
  return [
    ...context(a.slice(Math.max(0, start - 3), start)),
    ...a.slice(start, endA).map((l): ['-', string] => ['-', l]),
    ...b.slice(start, endB).map((l): ['+', string] => ['+', l]),
    ...context(a.slice(endA, endA + 3)),
  ];
}

function patchLines(patch: string): Array<[' ' | '-' | '+', string]> {
  return lines(patch).map((l): [' ' | '-' | '+', string] => {
    if (l.startsWith('+') && !l.startsWith('+++')) return ['+', l.slice(1)];
    if (l.startsWith('-') && !l.startsWith('---')) return ['-', l.slice(1)];
    return [' ', l];
  });
}

/** Rows of text already redacted as whole texts (a secret across two lines is found whole). */
function render(rows: Array<[' ' | '-' | '+', string]>): SafeHtml {
  const shown = rows.slice(0, MAX_LINES);
  const body = join(
    shown.map(([mark, text]) => {
      const cls = mark === '+' ? 'add' : mark === '-' ? 'del' : 'ctx';
      return html`<span class="${cls}">${mark} ${text}</span>`;
    }),
  );
  const more =
    rows.length > MAX_LINES
      ? html`<p class="cut">… ${(rows.length - MAX_LINES).toLocaleString('en-US')} more diff lines cut.</p>`
      : null;
  return html`<pre class="diff">${body}</pre>${more}`;
}

/** The diff of an edit call's input, or null when the input is not an edit. */
export function editDiff(
  _tool: string,
  input: unknown,
  redact: (s: string) => string,
  showPath: (path: string) => string,
): SafeHtml | null {
  const changes = changesOf(input);
  if (changes === null) return null;
  if ('patch' in changes) return render(patchLines(redact(changes.patch)));
  const path = changes[0]?.path;
  const rows = changes.flatMap((c, i) => [
    ...(i > 0 ? [[' ', '⋯'] as [' ', string]] : []),
    ...diffLines(redact(c.oldText), redact(c.newText)),
  ]);
  return html`${path ? html`<div class="path">${redact(showPath(path))}</div>` : null}${render(rows)}`;
}
