/**
 * The live board's one edit: a leg's own lines merged into the board as a fresh read found it.
 * Pure: the body in, the body out (or why the leg leaves it alone).
 *
 * A leg owns exactly two kinds of line, found by their markers (src/board/board.ts): its table
 * row (`| <!-- narrator-leg:ID --> …`) and its reason line (`- ❌ <!-- narrator-leg-reason:ID --> …`).
 * It replaces them, or inserts them (the row in label order above the totals row, the reason line
 * under the reasons heading, which it adds after the table when missing), removes its reason line
 * once it has none, and leaves every other line as it found it: the other legs' rows, the title,
 * the totals and the verdict are theirs and the aggregate job's. Agent-derived text on the board is
 * HTML-escaped, so no line can carry a marker it was not given by the renderer.
 *
 * A board of another workflow run (its first line lacks this run's marker: the previous push's
 * board, adopted as the sticky comment) is started afresh for this run (`skeleton`). A board of
 * this run without a table (the aggregate's collapsed board: hundreds of legs) is left alone, and
 * so is any edit that would push the body past the comment budget: the aggregate job writes the
 * exact board at the end either way.
 */
import { type LegLines, REASONS_HEADING, TOTALS_MARKER } from './board.js';

export type MergeResult =
  | { kind: 'body'; body: string }
  /** The board already shows these lines. */
  | { kind: 'unchanged' }
  /** The leg leaves the board alone, and why. */
  | { kind: 'skip'; why: string };

export interface MergeOptions {
  /** This run's `boardRunMarker`: a board whose first line lacks it is another run's. */
  runMarker: string;
  /** A fresh live board for this run (renderLiveBoard), when the board is another run's. */
  skeleton: () => string;
  /** The largest body the leg may write. */
  limit: number;
}

const ROW_PREFIX = '| <!-- narrator-leg:';
const TOTALS_PREFIX = `| ${TOTALS_MARKER}`;
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The label cell's text of a row, for ordering (`| <!-- narrator-leg:ID --> LABEL | …`). */
function rowLabel(line: string): string {
  const afterMarker = line.indexOf('--> ');
  if (afterMarker < 0) return '';
  const rest = line.slice(afterMarker + 4);
  const end = rest.indexOf(' | ');
  return end < 0 ? rest : rest.slice(0, end);
}

/** The label of a reason line (`- ❌ <!-- narrator-leg-reason:ID --> **LABEL** · …`), for ordering. */
function reasonLabel(line: string): string {
  const start = line.indexOf('--> **');
  const end = start < 0 ? -1 : line.indexOf('** · ', start + 6);
  return end < 0 ? '' : line.slice(start + 6, end);
}

function isReasonItem(line: string): boolean {
  return line.startsWith('- ');
}

export function mergeLegLines(body: string, lines: LegLines, o: MergeOptions): MergeResult {
  const firstLine = body.slice(0, body.indexOf('\n') < 0 ? body.length : body.indexOf('\n'));
  const ours = firstLine.includes(o.runMarker);
  const base = ours ? body : o.skeleton();
  const out = base.split('\n');

  const id = lines.id.replace(/[^A-Za-z0-9-]/g, '');
  const rowRe = new RegExp(`^\\| <!-- narrator-leg:${escapeRegExp(id)} --> `);
  const reasonRe = new RegExp(`^- [^ ]+ <!-- narrator-leg-reason:${escapeRegExp(id)} --> `);

  // The row: replaced where it is, else inserted in label order above the totals row.
  const totals = out.findIndex((line) => line.startsWith(TOTALS_PREFIX));
  if (totals < 0) return { kind: 'skip', why: 'the board has no table of legs (it is collapsed)' };
  const own = out.findIndex((line) => rowRe.test(line));
  if (own >= 0) out[own] = lines.row;
  else {
    const label = rowLabel(lines.row);
    let at = totals;
    for (let i = 0; i < totals; i++) {
      if (out[i]!.startsWith(ROW_PREFIX) && collator.compare(rowLabel(out[i]!), label) > 0) {
        at = i;
        break;
      }
    }
    out.splice(at, 0, lines.row);
  }

  // The reason line: under the heading, which follows the table.
  const ownReason = out.findIndex((line) => reasonRe.test(line));
  if (lines.reason !== null) {
    if (ownReason >= 0) out[ownReason] = lines.reason;
    else {
      const heading = out.indexOf(REASONS_HEADING);
      if (heading >= 0) {
        // In label order among the reason lines, as the aggregate job orders them.
        const label = reasonLabel(lines.reason);
        let at = heading + 2;
        while (
          at < out.length &&
          isReasonItem(out[at]!) &&
          !(
            out[at]!.includes('<!-- narrator-leg-reason:') &&
            collator.compare(reasonLabel(out[at]!), label) > 0
          )
        ) {
          at++;
        }
        out.splice(at, 0, lines.reason);
      } else {
        const tableEnd = out.findIndex((line) => line.startsWith(TOTALS_PREFIX));
        out.splice(tableEnd + 1, 0, '', REASONS_HEADING, '', lines.reason);
      }
    }
  } else if (ownReason >= 0) {
    out.splice(ownReason, 1);
    const heading = out.indexOf(REASONS_HEADING);
    // The heading goes with its last line: `…table`, '', heading, '', (nothing) -> `…table`.
    if (heading >= 0 && !isReasonItem(out[heading + 2] ?? '')) {
      out.splice(heading - 1, 3);
    }
  }

  const merged = out.join('\n');
  if (merged === body) return { kind: 'unchanged' };
  if (merged.length > o.limit) {
    return { kind: 'skip', why: `the board would grow past ${o.limit} characters with this leg's row` };
  }
  return { kind: 'body', body: merged };
}

/** True when `body` shows exactly these lines of the leg (its row; its reason line, or none). */
export function showsLegLines(body: string, lines: LegLines): boolean {
  const all = body.split('\n');
  if (!all.includes(lines.row)) return false;
  const id = lines.id.replace(/[^A-Za-z0-9-]/g, '');
  const reasonRe = new RegExp(`^- [^ ]+ <!-- narrator-leg-reason:${escapeRegExp(id)} --> `);
  const reasons = all.filter((line) => reasonRe.test(line));
  return lines.reason === null ? reasons.length === 0 : reasons.length === 1 && reasons[0] === lines.reason;
}
