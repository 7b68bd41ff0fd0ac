/**
 * The live board's one edit (src/board/board-live.ts): a leg's own lines merged into the board as
 * a fresh read found it, and nothing else touched. Hand-written records (records.ts, through the
 * same buildLegRecord the Action uses) and the real renderers.
 */
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import {
  boardMarkerLine,
  boardRunMarker,
  type LegLines,
  LIVE_TITLE,
  legRowMarker,
  REASONS_HEADING,
  renderBoardComment,
  renderLegLines,
  renderLiveBoard,
  TOTALS_MARKER,
} from '../../src/board/board.js';
import { mergeLegLines, showsLegLines } from '../../src/board/board-live.js';
import { decide, parseRequire } from '../../src/board/gate.js';
import { assembleLegs, type Leg } from '../../src/board/legs.js';
import { createRedactor } from '../../src/redact/redact.js';
import { record } from './records.js';

const RUN_ID = '4242';
const KEY = 'Agents compared';
const RUN = `https://github.com/octo/app/actions/runs/${RUN_ID}`;
const runMarker = boardRunMarker(RUN_ID);
const skeleton = () => renderLiveBoard({ marker: boardMarkerLine(KEY, RUN_ID), runUrl: RUN });
const options = { runMarker, skeleton, limit: 65_000 };

function legs(): Leg[] {
  return assembleLegs({
    records: [
      record({ matrix: { agent: 'claude' }, jobIndex: 0, outcome: 'success' }),
      record({
        matrix: { agent: 'codex' },
        jobIndex: 1,
        outcome: 'max_turns',
        reason: 'Stopped after 2 turns',
      }),
      record({ matrix: { agent: 'gemini' }, jobIndex: 2, outcome: 'error', reason: 'API Error: 500' }),
    ],
    jobs: null,
  });
}

const running = (leg: Leg): LegLines =>
  renderLegLines({ ...leg, status: 'pending', passed: false, reason: null });

function merged(body: string, lines: LegLines): string {
  const result = mergeLegLines(body, lines, options);
  if (result.kind !== 'body') throw new Error(`expected a body, got ${JSON.stringify(result)}`);
  return result.body;
}

/** Every leg's lines merged in `order`, starting from the live skeleton. */
function liveBoard(all: LegLines[]): string {
  return all.reduce((body, lines) => merged(body, lines), skeleton());
}

describe('a leg merges its own lines into the live board', () => {
  it('inserts its row above the totals row, in label order, whatever order the legs write in', () => {
    const [claude, codex, gemini] = legs().map(running) as [LegLines, LegLines, LegLines];
    const a = liveBoard([gemini, claude, codex]);
    const b = liveBoard([codex, gemini, claude]);
    expect(a).toBe(b);
    const lines = a.split('\n');
    const rows = lines.filter((l) => l.startsWith('| <!-- narrator-leg:'));
    expect(rows).toEqual([claude.row, codex.row, gemini.row]);
    expect(lines.indexOf(gemini.row) + 1).toBe(lines.findIndex((l) => l.startsWith(`| ${TOTALS_MARKER}`)));
    expect(a.split('\n')[0]).toBe(boardMarkerLine(KEY, RUN_ID));
    expect(a).toContain(LIVE_TITLE);
    // Running legs have no reason line, so no reasons heading either.
    expect(a).not.toContain(REASONS_HEADING);
  });

  it('replaces its row and its reason line in place, and leaves every other line as it was', () => {
    const all = legs();
    const body = liveBoard(all.map(running));
    const codexFinal = renderLegLines(all[1]!);
    const after = merged(body, codexFinal);
    const before = body.split('\n');
    const now = after.split('\n');
    // Only the codex row changed; its reason line and the heading were added after the table.
    expect(now.filter((l) => !before.includes(l))).toEqual([
      codexFinal.row,
      REASONS_HEADING,
      codexFinal.reason,
    ]);
    expect(before.filter((l) => !now.includes(l))).toEqual([running(all[1]!).row]);
    expect(showsLegLines(after, codexFinal)).toBe(true);
    // Writing the same lines again changes nothing: no write needed.
    expect(mergeLegLines(after, codexFinal, options)).toEqual({ kind: 'unchanged' });

    const geminiFinal = renderLegLines(all[2]!);
    const both = merged(after, geminiFinal);
    const reasons = both.split('\n').filter((l) => l.startsWith('- '));
    expect(reasons).toEqual([codexFinal.reason, geminiFinal.reason]);
    expect(both.split('\n').filter((l) => l === REASONS_HEADING)).toHaveLength(1);
  });

  it('removes its reason line once it has none (a rerun that passed), and the heading with the last one', () => {
    const all = legs();
    const failed = renderLegLines(all[1]!);
    const body = merged(liveBoard(all.map(running)), failed);
    expect(body).toContain(REASONS_HEADING);
    const rerun = running(all[1]!);
    const after = merged(body, rerun);
    expect(after).not.toContain(REASONS_HEADING);
    expect(after).not.toContain('narrator-leg-reason:');
    expect(after).toBe(liveBoard(all.map(running)));
  });

  it("writes into the aggregate job's board of the same run, row and reason line, nothing else", () => {
    const all = legs();
    const verdict = decide(all, parseRequire('all'));
    const board = renderBoardComment(all, verdict, { marker: boardMarkerLine(KEY, RUN_ID), runUrl: RUN });
    // A rerun of the codex leg: its row goes back to "not finished", its reason line goes.
    const after = merged(board, running(all[1]!));
    const removed = board.split('\n').filter((l) => !after.split('\n').includes(l));
    expect(removed).toEqual([renderLegLines(all[1]!).row, renderLegLines(all[1]!).reason]);
    expect(after).toContain('**The gate failed**');
    // And its final lines make it the aggregate's board again, byte for byte.
    expect(merged(after, renderLegLines(all[1]!))).toBe(board);
  });

  it("starts another run's board afresh (the previous push's, reused as the sticky comment)", () => {
    const all = legs();
    const old = renderBoardComment(all, decide(all, parseRequire('all')), {
      marker: boardMarkerLine(KEY, '1111'),
      runUrl: RUN,
    });
    const body = merged(old, running(all[0]!));
    expect(body).toBe(merged(skeleton(), running(all[0]!)));
    expect(body).not.toContain('The gate');
  });

  it('leaves a board of its run without a table alone, and one it would push past the limit', () => {
    const lines = running(legs()[0]!);
    const collapsed = `${boardMarkerLine(KEY, RUN_ID)}\n\n## ❌ Narrator board\n\n- ❌ **agent (x)** · error\n`;
    expect(mergeLegLines(collapsed, lines, options).kind).toBe('skip');
    const full = skeleton().replace('Narrator board (live)', `${'x'.repeat(64_900)}`);
    expect(mergeLegLines(full, lines, options)).toMatchObject({ kind: 'skip', why: /grow past 65000/ });
  });

  it("a hostile leg cannot forge, move or break another leg's lines", () => {
    const SECRET = 'sekret-value-0123456789';
    const hostile = [
      `<!-- narrator-leg:${legs()[0]!.id} -->`,
      `\n| ${TOTALS_MARKER} | forged |`,
      `\n${REASONS_HEADING}\n- ❌ <!-- narrator-leg-reason:${legs()[0]!.id} --> forged`,
      '| a | b |',
      SECRET,
      '@octocat <img src=x onerror=alert(1)>',
    ].join(' ');
    const evil = assembleLegs({
      records: [
        record({
          matrix: { agent: hostile },
          jobIndex: 7,
          outcome: 'error',
          reason: hostile,
          model: hostile,
        }),
      ],
      jobs: null,
    })[0]!;
    const redact = createRedactor({ secrets: [SECRET] }).redact;
    const evilLines = renderLegLines(evil, { redact });
    const [claude] = legs();
    const claudeFinal = renderLegLines(claude!);
    const body = merged(merged(skeleton(), claudeFinal), evilLines);
    // One line per marker: nothing the hostile leg wrote reads as a marker.
    expect(body.match(new RegExp(legRowMarker(claude!.id), 'g'))).toHaveLength(1);
    expect(body.match(/<!-- narrator-board-totals -->/g)).toHaveLength(1);
    expect(body.match(/<!-- narrator-leg-reason:/g)).toHaveLength(1);
    expect(body).not.toContain(SECRET);
    expect(showsLegLines(body, claudeFinal)).toBe(true);
    // Claude's next write finds its own row, not a forged one, and changes nothing else.
    const again = merged(body, running(claude!));
    expect(again.split('\n').filter((l) => !body.split('\n').includes(l))).toEqual([running(claude!).row]);
    // The table renders with its rows intact: header, two leg rows, totals.
    const html = new MarkdownIt({ html: true }).render(again);
    expect(html).not.toMatch(/<img|@octocat/);
    const table = /<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? '';
    expect(table.match(/<tr>/g)).toHaveLength(3);
  });
});
