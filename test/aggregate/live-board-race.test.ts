/**
 * The live board's races, measured: 8 legs of one matrix keep their rows of ONE board comment live
 * and finish within the same second, against the fake GitHub over real HTTP with a random 50–300 ms
 * latency per request (seeded), 100 times. The real LiveBoard (turns by job index, read-modify-write
 * from a fresh read, verified final row, duplicate boards healed) and the real board renderer; each
 * leg its own Octokit client, as each leg is its own runner. The runs go at once, each on its own PR.
 *
 * - Once the aggregate job has rewritten the board from the legs' records, no leg's final row is
 *   missing: always.
 * - Right after the last leg's final edit (before the aggregate job), the live board shows every
 *   leg's final row in nearly all runs: the measured rate is printed, and must be at least 95%.
 * - Legs that cannot take turns (no matrix index) and all create the board at once: one board is
 *   left, and the rows the collisions took are written again (printed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  boardMarker,
  boardMarkerLine,
  boardRunMarker,
  renderBoardComment,
  renderLegLines,
  renderLiveBoard,
} from '../../src/board/board.js';
import { mergeLegLines } from '../../src/board/board-live.js';
import { decide, parseRequire } from '../../src/board/gate.js';
import { assembleLegs, type Leg } from '../../src/board/legs.js';
import type { LegRecord } from '../../src/board/record.js';
import { createGitHubClient } from '../../src/github/client.js';
import { octokitIssueComments } from '../../src/github/issue-comments.js';
import { LiveBoard } from '../../src/sinks/board/live-board.js';
import { FakeGitHub } from '../support/fake-github.js';
import { seeded } from '../support/seeded.js';
import { record } from './records.js';

const SEED = 17;
const RUNS = Number(process.env.RACE_RUNS ?? 100);
/** Runs at once (each on its own PR of the fake): keeps the suite fast on two cores. */
/** Runs of legs that cannot take turns (no matrix index), and of legs creating the board at once. */
const JITTER_RUNS = Number(process.env.RACE_JITTER_RUNS ?? 8);
const LEGS = 8;
const KEY = 'Agents compared';
const RUN_ID = '4242';
const TOKEN = 'ghs_raceTestToken0000000000000000000000';

let fake: FakeGitHub;

beforeAll(async () => {
  fake = await FakeGitHub.start();
  fake.latency = { minMs: 50, maxMs: 300, random: seeded(SEED) };
});
afterAll(async () => {
  await fake?.close();
});

const silent = { debug: () => {}, warning: () => {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The legs' final records: successes and failures, each a distinct matrix leg. */
function records(): LegRecord[] {
  const outcomes = ['success', 'error', 'success', 'max_turns', 'success', 'timed_out', 'success', 'error'];
  return Array.from({ length: LEGS }, (_, i) =>
    record({
      matrix: { agent: `agent-${i + 1}` },
      jobIndex: i,
      outcome: outcomes[i] as LegRecord['outcome'],
      turns: 3 + i,
      costUsd: 0.01 * (i + 1),
    }),
  );
}

function board(pr: number, random: () => number, index: number | null = null): LiveBoard {
  const client = createGitHubClient({
    token: TOKEN,
    baseUrl: fake.url,
    version: 'test',
    logger: silent,
    serverErrorBackoffMs: 10,
  });
  return new LiveBoard({
    api: octokitIssueComments(client, { owner: 'octo', repo: 'app', issueNumber: pr, kind: 'pr' }),
    marker: boardMarker(KEY),
    runMarker: boardRunMarker(RUN_ID),
    runUrl: `https://github.com/octo/app/actions/runs/${RUN_ID}`,
    random,
    finalTimeoutMs: 20_000,
    turn: index === null ? null : { index, count: LEGS },
  });
}

interface Trial {
  liveComplete: boolean;
  finalComplete: boolean;
  boards: number;
  healed: number;
  created: number;
  deleted: number;
  lastFinalMs: number;
  slowestReadMs: number;
}

/**
 * One matrix run. `created`: the board already shows every leg's running row (the legs have been
 * running a while) and the legs finish within the same second; else no board exists yet and the
 * legs start at once (each finds none: a creation race), then finish within the same second.
 */
async function trial(pr: number, seed: number, board0: 'created' | 'none', turns: boolean): Promise<Trial> {
  const random = seeded(seed);
  const legs: Leg[] = assembleLegs({ records: records(), jobs: null });
  const running = legs.map((leg) =>
    renderLegLines({ ...leg, status: 'pending', passed: false, reason: null }),
  );
  const finals = legs.map((leg) => renderLegLines(leg));
  // Turns follow the job index; each run starts at another phase of the cycle, as runs of
  // different pull requests do (else every run's leg 1 would write in the same instant).
  const boards = legs.map((_, i) => board(pr, seeded(seed * 100 + i), turns ? (i + pr) % LEGS : null));
  if (board0 === 'created') {
    let body = renderLiveBoard({ marker: boardMarkerLine(KEY, RUN_ID) });
    for (const lines of running) {
      const merged = mergeLegLines(body, lines, {
        runMarker: boardRunMarker(RUN_ID),
        skeleton: () => body,
        limit: 65_000,
      });
      if (merged.kind === 'body') body = merged.body;
    }
    fake.seedComment('octo', 'app', pr, body);
  }

  // Each leg shows its running row (finding the board, or creating it), then they all finish
  // within the same second.
  for (const [i, b] of boards.entries()) b.update(() => running[i]!);
  const finished = await Promise.all(
    boards.map(async (b, i) => {
      await sleep(random() * 1_000);
      const result = await b.finish(finals[i]!);
      return { result, at: Date.now(), leg: i };
    }),
  );
  const lastFinalMs = Math.max(...finished.map((f) => f.at));
  if (process.env['RACE_DEBUG'])
    console.log(
      finished.map((f) => ({
        ...f.result,
        at: f.at - lastFinalMs,
        leg: f.leg,
        stats: boards[f.leg]!.stats(),
      })),
    );
  const ours = () => fake.commentsOn('octo', 'app', pr).filter((c) => c.body.startsWith(boardMarker(KEY)));
  const live = ours();
  const liveComplete =
    live.length === 1 && finals.every((lines) => live[0]!.body.split('\n').includes(lines.row));

  // The aggregate job: the whole board from the records, into the same comment.
  const verdict = decide(legs, parseRequire('any'));
  const body = renderBoardComment(legs, verdict, { marker: boardMarkerLine(KEY, RUN_ID) });
  const published = await board(pr, random).publish(body);
  expect(published.landed).toBe(true);
  const after = ours();
  const finalComplete =
    after.length === 1 && finals.every((lines) => after[0]!.body.split('\n').includes(lines.row));

  const stats = boards.map((b) => b.stats());
  return {
    liveComplete,
    finalComplete,
    boards: after.length,
    healed: stats.reduce((n, s) => n + s.healed, 0),
    created: stats.reduce((n, s) => n + s.creates, 0),
    deleted: stats.reduce((n, s) => n + s.deletes, 0),
    lastFinalMs,
    slowestReadMs: Math.max(...stats.map((x) => x.slowestReadMs)),
  };
}

interface Group {
  what: string;
  results: Trial[];
  seconds: number;
}

async function group(
  what: string,
  runs: number,
  o: { board0: 'created' | 'none'; turns: boolean; firstPr: number },
): Promise<Group> {
  const started = Date.now();
  const results = await Promise.all(
    Array.from({ length: runs }, (_, n) =>
      trial(o.firstPr + n, SEED * 1000 + o.firstPr + n, o.board0, o.turns),
    ),
  );
  const seconds = (Date.now() - started) / 1000;
  const live = results.filter((r) => r.liveComplete).length;
  const sum = (key: 'healed' | 'created' | 'deleted') => results.reduce((n, r) => n + r[key], 0);
  console.log(
    `${what}: the live board showed every leg's final row after the last final edit in ${live}/${runs} runs ` +
      `(${((100 * live) / runs).toFixed(0)}%); final rows written again after a lost race: ${sum('healed')}; ` +
      `boards created ${sum('created')}, duplicates deleted ${sum('deleted')}; slowest read ${Math.max(...results.map((r) => r.slowestReadMs))} ms; ${seconds.toFixed(1)} s`,
  );
  return { what, results, seconds };
}

const rate = (g: Group) => g.results.filter((r) => r.liveComplete).length / g.results.length;
const total = (g: Group, key: 'healed' | 'created' | 'deleted') => g.results.reduce((n, r) => n + r[key], 0);

describe('the live board under races (8 legs, 50–300 ms latency per request, seeded)', () => {
  let turns: Group;
  let creation: Group;
  beforeAll(async () => {
    // At once, each run on its own PR: the suite stays fast.
    [turns, creation] = await Promise.all([
      group('matrix legs finishing within the same second', RUNS, {
        board0: 'created',
        turns: true,
        firstPr: 1000,
      }),
      group('legs without a matrix index (random jitter only) starting at once, no board yet', JITTER_RUNS, {
        board0: 'none',
        turns: false,
        firstPr: 5000,
      }),
    ]);
  }, 120_000);

  it(`${RUNS} matrix runs: every final row on the board once the aggregate has run, always`, () => {
    for (const g of [turns, creation]) {
      expect(
        g.results.filter((r) => !r.finalComplete),
        g.what,
      ).toEqual([]);
      expect(
        g.results.every((r) => r.boards === 1),
        g.what,
      ).toBe(true);
    }
  });

  it('the live board shows every final row after the last final edit in nearly all runs', () => {
    expect(rate(turns)).toBeGreaterThanOrEqual(0.95);
  });

  it('legs creating the board at once leave one board; rows lost to a collision are written again', () => {
    // Without turns the legs collide (every one creates a board, most rows get overwritten at
    // least once); the duplicates go and the verified final rows come back.
    expect(total(creation, 'created')).toBeGreaterThan(JITTER_RUNS);
    expect(total(creation, 'deleted')).toBe(total(creation, 'created') - JITTER_RUNS);
    expect(total(creation, 'healed')).toBeGreaterThan(0);
    expect(rate(creation)).toBeGreaterThanOrEqual(0.5);
  });
});
