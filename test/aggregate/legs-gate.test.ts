/**
 * The board's legs (records matched to the run's jobs) and the gate's verdict, both pure.
 */
import { describe, expect, it } from 'vitest';
import { decide, parseRequire, RequireError } from '../../src/board/gate.js';
import { assembleLegs, baseJobName, latestRecords, outcomesByLabel } from '../../src/board/legs.js';
import { legId, legLabel, legRecordFrom, parseLegRecord } from '../../src/board/record.js';
import { job, record, T0 } from './records.js';

describe('leg identity', () => {
  it('labels a leg like GitHub names the job: matrix values in the workflow order', () => {
    expect(
      legLabel({ job: 'agent', matrix: { agent: 'codex', model: 'o4' }, commentKey: null, jobIndex: null }),
    ).toBe('agent (codex, o4)');
    expect(legLabel({ job: 'agent', matrix: null, commentKey: 'claude', jobIndex: null })).toBe(
      'agent (claude)',
    );
    expect(legLabel({ job: 'agent', matrix: null, commentKey: null, jobIndex: 2 })).toBe('agent (#3)');
    expect(legLabel({ job: 'agent', matrix: null, commentKey: null, jobIndex: null })).toBe('agent');
  });

  it('the id ignores the attempt and the key order of the matrix, and tells job indexes apart', () => {
    const base = { workflow: 'w', job: 'agent', matrix: { a: 1, b: 2 }, jobIndex: null, commentKey: null };
    expect(legId(base)).toBe(legId({ ...base, matrix: { b: 2, a: 1 } }));
    expect(legId(base)).not.toBe(legId({ ...base, jobIndex: 0 }));
    expect(legId({ ...base, jobIndex: 0 })).not.toBe(legId({ ...base, jobIndex: 1 }));
    expect(legId(base)).toMatch(/^[0-9a-f]{12}$/);
    expect(record({ attempt: 1 }).id).toBe(record({ attempt: 2 }).id);
  });

  it('reads back what it writes, and refuses what is not a record with a clear reason', () => {
    const r = record({ outcome: 'max_turns' });
    expect(parseLegRecord(JSON.stringify(r), 'x')).toEqual(r);
    expect(() => parseLegRecord('{', 'artifact a')).toThrow(/^artifact a: not JSON/);
    expect(() => parseLegRecord('{"outcome":"success"}', 'a')).toThrow(/a: not a Narrator leg record/);
    expect(() => legRecordFrom({ ...r, outcome: 'great' }, 'a')).toThrow(/outcome/);
    expect(() => legRecordFrom({ ...r, narratorLeg: 2 }, 'a')).toThrow(
      /version 2; this Narrator reads version 1/,
    );
    expect(() => legRecordFrom({ ...r, toolCalls: -1 }, 'a')).toThrow(/toolCalls/);
    expect(() => legRecordFrom({ ...r, id: '../../x' }, 'a')).toThrow(/id/);
  });
});

describe('assembling the legs', () => {
  it('matches a record to its job by runner and time, and names the row like the job', () => {
    const r = record({ runner: 'r-2', start: 1_000 });
    const jobs = [
      job({ name: 'agent (codex)', runnerName: 'r-1' }),
      job({ name: 'agent (claude)', runnerName: 'r-2' }),
    ];
    const [leg] = assembleLegs({ records: [r], jobs });
    expect(leg!.job?.name).toBe('agent (claude)');
    expect(leg!.label).toBe('agent (claude)');
    expect(leg!.url).toBe(jobs[1]!.htmlUrl);
  });

  it('prefers the job id when the leg knew it', () => {
    const target = job({ name: 'agent (x)', runnerName: 'r-1', startedAt: T0 + 3_600_000 });
    const r = record({ jobId: target.id, runner: 'r-1' });
    const legs = assembleLegs({
      records: [r],
      jobs: [job({ name: 'agent (y)', runnerName: 'r-1' }), target],
    });
    expect(legs.find((l) => l.record)!.job).toBe(target);
  });

  it('a runner reused later in the run: the job whose time holds the record wins', () => {
    const early = job({ name: 'agent (a)', runnerName: 'r', startedAt: T0, completedAt: T0 + 50_000 });
    const late = job({
      name: 'agent (b)',
      runnerName: 'r',
      startedAt: T0 + 3_600_000,
      completedAt: T0 + 3_700_000,
    });
    const legs = assembleLegs({
      records: [
        record({ runner: 'r', start: 3_601_000, matrix: { agent: 'b' } }),
        record({ runner: 'r', start: 1_000 }),
      ],
      jobs: [late, early],
    });
    expect(legs.map((l) => [l.record?.label, l.job?.name])).toEqual([
      ['agent (claude)', 'agent (a)'],
      ['agent (b)', 'agent (b)'],
    ]);
  });

  it('lists the legs that published nothing from their jobs, with the job conclusion, and only legs', () => {
    const legs = assembleLegs({
      records: [record({ runner: 'r-1' })],
      jobs: [
        job({ name: 'agent (claude)', runnerName: 'r-1' }),
        job({ name: 'agent (codex)', runnerName: 'r-2', conclusion: 'cancelled' }),
        job({ name: 'agent (gemini)', runnerName: 'r-3', conclusion: 'failure' }),
        job({ name: 'agent (cursor)', runnerName: null, conclusion: 'skipped' }),
        job({ name: 'agent (opencode)', runnerName: 'r-5', status: 'in_progress', conclusion: null }),
        job({ name: 'lint', runnerName: 'r-6' }),
        job({ name: 'board', runnerName: 'me', status: 'in_progress', conclusion: null }),
      ],
      selfRunnerName: 'me',
    });
    expect(outcomesByLabel(legs)).toEqual({
      'agent (claude)': 'success',
      'agent (codex)': 'cancelled',
      'agent (cursor)': 'skipped',
      'agent (gemini)': 'no_record',
      'agent (opencode)': 'pending',
    });
    expect(legs.filter((l) => l.passed).map((l) => l.label)).toEqual(['agent (claude)']);
    expect(legs.find((l) => l.status === 'no_record')!.reason).toMatch(
      /ended \(failure\) without a Narrator leg record/,
    );
    expect(legs.find((l) => l.status === 'pending')!.reason).toMatch(/had not finished/);
  });

  it('with `jobs` given, exactly the jobs named so are legs (wildcards, matrix values ignored)', () => {
    const jobs = [
      job({ name: 'Review by claude', runnerName: 'a' }),
      job({ name: 'Review by codex', runnerName: 'b', conclusion: 'failure' }),
      job({ name: 'shard (1)', runnerName: 'c', conclusion: 'failure' }),
      job({ name: 'lint', runnerName: 'd' }),
    ];
    expect(assembleLegs({ records: [], jobs, jobNames: ['Review by *'] }).map((l) => l.label)).toEqual([
      'Review by claude',
      'Review by codex',
    ]);
    expect(assembleLegs({ records: [], jobs, jobNames: ['shard'] }).map((l) => l.label)).toEqual([
      'shard (1)',
    ]);
    // Without records and without `jobs`, nothing says which job is a leg: no legs (and the gate fails).
    expect(assembleLegs({ records: [], jobs })).toEqual([]);
  });

  it('a rerun supersedes the same leg of an earlier attempt; identical legs of one attempt both stay', () => {
    const first = record({ attempt: 1, outcome: 'error' });
    const rerun = record({ attempt: 2, outcome: 'success' });
    expect(latestRecords([first, rerun])).toEqual([rerun]);
    const twin = record({ attempt: 2, outcome: 'error' });
    expect(latestRecords([first, rerun, twin])).toEqual([rerun, twin]);
    const legs = assembleLegs({
      records: [first, rerun],
      jobs: null,
      runUrl: 'https://github.com/o/r/actions/runs/9',
    });
    expect(legs).toHaveLength(1);
    expect(legs[0]!.status).toBe('success');
    expect(legs[0]!.url).toBe('https://github.com/o/r/actions/runs/9/attempts/2');
  });

  describe('after "Re-run failed jobs" (attempt 2 reran leg a only)', () => {
    // Legs nothing tells apart by identity (no matrix, no key): only their jobs do.
    const same = { matrix: null, commentKey: null };
    const a1 = record({ ...same, attempt: 1, runner: 'r1', outcome: 'error', start: 0 });
    const b1 = record({ ...same, attempt: 1, runner: 'r2', start: 0 });
    const a2 = record({ ...same, attempt: 2, runner: 'r9', start: 600_000 });
    const jobA1 = job({ name: 'agent (a)', runnerName: 'r1', runAttempt: 1, conclusion: 'failure' });
    const jobB1 = job({ name: 'agent (b)', runnerName: 'r2', runAttempt: 1 });
    const jobA2 = job({
      name: 'agent (a)',
      runnerName: 'r9',
      runAttempt: 2,
      startedAt: T0 + 590_000,
      completedAt: T0 + 700_000,
    });

    it("the rerun's record replaces the leg's first one; the leg not rerun keeps its own", () => {
      for (const jobs of [
        [jobA1, jobB1, jobA2], // filter=all: every attempt's jobs
        [jobB1, jobA2], // only the latest execution's jobs
      ]) {
        const legs = assembleLegs({ records: [a1, b1, a2], jobs });
        expect(legs.map((l) => [l.label, l.status, l.record?.identity.runAttempt])).toEqual([
          ['agent (a)', 'success', 2],
          ['agent (b)', 'success', 1],
        ]);
      }
    });

    it('a rerun that crashed before publishing: the leg is the new job, not the old record', () => {
      const crashed = { ...jobA2, conclusion: 'failure' };
      const legs = assembleLegs({ records: [a1, b1], jobs: [jobA1, jobB1, crashed] });
      expect(legs.map((l) => [l.label, l.status])).toEqual([
        ['agent (a)', 'no_record'],
        ['agent (b)', 'success'],
      ]);
    });
  });

  it('records given without jobs are rows; labels sort with numbers as numbers', () => {
    const legs = assembleLegs({
      records: [10, 9, 1].map((shard) => record({ matrix: { shard }, runner: `r${shard}` })),
      jobs: null,
    });
    expect(legs.map((l) => l.label)).toEqual(['agent (1)', 'agent (9)', 'agent (10)']);
    expect(legs.every((l) => l.job === null)).toBe(true);
  });

  it('the base name strips the matrix values GitHub appends', () => {
    expect(baseJobName('agent (claude, sonnet)')).toBe('agent');
    expect(baseJobName('Review (beta) (claude)')).toBe('Review');
    expect(baseJobName('lint')).toBe('lint');
  });

  it('outcomes keys stay unique when labels repeat', () => {
    const legs = assembleLegs({
      records: [record({ runner: 'a' }), record({ runner: 'b', attempt: 1, jobIndex: 3 })],
      jobs: null,
    });
    expect(Object.keys(outcomesByLabel(legs))).toHaveLength(2);
  });
});

describe('the gate', () => {
  const legs = assembleLegs({
    records: [
      record({ matrix: { agent: 'a' } }),
      record({ matrix: { agent: 'b' }, outcome: 'max_turns' }),
      record({ matrix: { agent: 'c' }, outcome: 'error' }),
      // fail-on none: the outcome is not success, but the leg's own verdict passed.
      record({ matrix: { agent: 'd' }, outcome: 'max_turns', failed: false }),
    ],
    jobs: null,
  });

  it('parses every form of require, and refuses the rest with the value named', () => {
    expect(parseRequire('all')).toEqual({ kind: 'all' });
    expect(parseRequire('')).toEqual({ kind: 'all' });
    expect(parseRequire(' Any ')).toEqual({ kind: 'any' });
    expect(parseRequire('3')).toEqual({ kind: 'count', count: 3 });
    expect(parseRequire('0')).toEqual({ kind: 'count', count: 0 });
    expect(parseRequire('75%')).toEqual({ kind: 'percent', percent: 75 });
    expect(parseRequire('12.5 %')).toEqual({ kind: 'percent', percent: 12.5 });
    for (const bad of ['most', '-1', '1.5', '101%', '%', 'all,any']) {
      expect(() => parseRequire(bad), bad).toThrow(RequireError);
    }
    expect(() => parseRequire('most')).toThrow("'most' is not all, any, a number of legs");
  });

  it.each([
    ['all', false, 4],
    ['any', true, 1],
    ['2', true, 2],
    ['3', false, 3],
    ['50%', true, 2],
    ['51%', false, 3],
    ['75%', false, 3],
    ['0', true, 0],
  ])('require %s -> passed %s (needs %i)', (raw, passed, needed) => {
    const v = decide(legs, parseRequire(raw));
    expect(v.passed).toBe(passed);
    expect(v.needed).toBe(needed);
    expect(v.succeeded).toBe(2);
    expect(v.failed).toBe(2);
  });

  it('names the legs that fell short, capped', () => {
    const v = decide(legs, parseRequire('all'));
    expect(v.reason).toBe(
      '2 of 4 legs succeeded; require all needs 4; fell short: agent (b) (max_turns), agent (c) (error)',
    );
    expect(decide(legs, parseRequire('all'), { maxNamed: 1 }).reason).toMatch(
      /fell short: agent \(b\) \(max_turns\), and 1 more$/,
    );
  });

  it('no legs never passes; missing legs fail all and percentages, not any or a count', () => {
    expect(decide([], parseRequire('0')).passed).toBe(false);
    expect(decide([], parseRequire('any')).reason).toMatch(/^no legs found/);
    const incomplete = { incomplete: "the run's jobs could not be listed" };
    expect(decide(legs, parseRequire('all'), incomplete).passed).toBe(false);
    expect(decide(legs, parseRequire('25%'), incomplete).passed).toBe(false);
    expect(decide(legs, parseRequire('25%'), incomplete).reason).toMatch(/legs may be missing/);
    expect(decide(legs, parseRequire('any'), incomplete).passed).toBe(true);
    expect(decide(legs, parseRequire('2'), incomplete).passed).toBe(true);
  });
});
