/**
 * What the board believes of a leg record (pure: assembleBoard). A record is whatever a process of
 * a leg's job uploaded, so it counts only when the artifact service and the jobs API agree with
 * it: one record per uploading job and per job named, the job of the current attempt, on the
 * runner it names, the artifact made while the job ran, and the job itself successful.
 */
import { describe, expect, it } from 'vitest';
import { type ArtifactOrigin, assembleBoard, type FoundRecord } from '../../src/board/legs.js';
import type { LegRecord } from '../../src/board/record.js';
import { job, record, T0 } from './records.js';

let nextArtifact = 500;
function from(r: LegRecord, uploader: string, o: Partial<ArtifactOrigin> = {}): FoundRecord {
  const id = nextArtifact++;
  return { record: r, origin: { id, name: `narrator-leg-${id}`, uploader, createdAt: T0 + 2_000, ...o } };
}

const jobA = job({ name: 'agent (a)', runnerName: 'ra' });
const jobB = job({ name: 'agent (b)', runnerName: 'rb' });
const recA = record({ matrix: { agent: 'a' }, runner: 'ra', jobId: jobA.id });
const recB = record({ matrix: { agent: 'b' }, runner: 'rb', jobId: jobB.id });

function statuses(board: ReturnType<typeof assembleBoard>) {
  return Object.fromEntries(board.legs.map((l) => [l.label, [l.status, l.passed]]));
}

describe('a record counts only when its job agrees', () => {
  it('the honest run: each job one record, uploaded by itself, while it ran, job succeeded', () => {
    const board = assembleBoard({ records: [from(recA, 'U-a'), from(recB, 'U-b')], jobs: [jobA, jobB] });
    expect(statuses(board)).toEqual({ 'agent (a)': ['success', true], 'agent (b)': ['success', true] });
    expect(board.setAside).toEqual([]);
  });

  it.each([
    ['failure', 'job_failed'],
    ['cancelled', 'cancelled'],
    ['timed_out', 'timed_out'],
  ])('a job that concluded %s never counts, whatever its record says', (conclusion, status) => {
    const board = assembleBoard({
      records: [from(recA, 'U-a')],
      jobs: [{ ...jobA, conclusion }],
    });
    expect(board.legs[0]).toMatchObject({ status, passed: false });
    expect(board.legs[0]!.reason).toMatch(
      new RegExp(`the job concluded ${conclusion} although its leg record says success`),
    );
  });

  it('a failing record keeps its own outcome and reason when the job failed too', () => {
    const failing = record({ matrix: { agent: 'a' }, runner: 'ra', jobId: jobA.id, outcome: 'max_turns' });
    const board = assembleBoard({
      records: [from(failing, 'U-a')],
      jobs: [{ ...jobA, conclusion: 'failure' }],
    });
    expect(board.legs[0]).toMatchObject({ status: 'max_turns', passed: false });
  });

  it('a job still running: its record does not count yet', () => {
    const board = assembleBoard({
      records: [from(recA, 'U-a')],
      jobs: [{ ...jobA, status: 'in_progress', conclusion: null, completedAt: null }],
    });
    expect(board.legs[0]).toMatchObject({ status: 'pending', passed: false });
  });

  it('a job that uploaded two leg records is believed about neither: both jobs named are disputed', () => {
    // Leg a's agent uploads a record saying it is leg b, beside a's own record.
    const forged = from(record({ matrix: { agent: 'b' }, runner: 'rb', jobId: jobB.id }), 'U-a');
    const own = from(recA, 'U-a');
    const board = assembleBoard({ records: [own, forged, from(recB, 'U-b')], jobs: [jobA, jobB] });
    expect(statuses(board)).toEqual({
      'agent (a)': ['disputed', false],
      'agent (b)': ['disputed', false],
    });
    expect(board.legs.find((l) => l.label === 'agent (b)')!.reason).toMatch(
      /2 leg records name this job \('narrator-leg-\d+', 'narrator-leg-\d+'\): a leg publishes one record/,
    );
    expect(board.setAside.map((s) => [s.origin!.name, s.kind])).toEqual([
      [own.origin!.name, 'duplicate'],
      [forged.origin!.name, 'duplicate'],
    ]);
  });

  it('two records naming one job from two uploaders: the leg is disputed', () => {
    const board = assembleBoard({ records: [from(recA, 'U-a'), from(recA, 'U-x')], jobs: [jobA] });
    expect(statuses(board)).toEqual({ 'agent (a)': ['disputed', false] });
  });

  it('one uploader, two attempts (a rerun of the same job): not a dispute', () => {
    const jobA2 = { ...job({ name: 'agent (a)', runnerName: 'ra2', runAttempt: 2 }) };
    const rerun = record({ matrix: { agent: 'a' }, runner: 'ra2', jobId: jobA2.id, attempt: 2 });
    const board = assembleBoard({
      records: [from({ ...recA, conclusion: 'failure', outcome: 'error' }, 'U-a'), from(rerun, 'U-a')],
      jobs: [{ ...jobA, conclusion: 'failure' }, jobA2],
    });
    expect(statuses(board)).toEqual({ 'agent (a)': ['success', true] });
  });

  it.each<[string, FoundRecord, RegExp]>([
    [
      'a job id not in the run',
      from(record({ matrix: { agent: 'zz' }, runner: 'rz', jobId: 987_654 }), 'U-a'),
      /it names job 987654, which is not a job of this run/,
    ],
    [
      'another runner than the job ran on',
      from(record({ matrix: { agent: 'a' }, runner: 'elsewhere', jobId: jobA.id }), 'U-z'),
      /it says runner 'elsewhere', but job \d+ ran on 'ra'/,
    ],
    [
      'an attempt the job did not run in',
      from(record({ matrix: { agent: 'a' }, runner: 'ra', jobId: jobA.id, attempt: 2 }), 'U-z'),
      /it says attempt 2, but job \d+ ran in attempt 1/,
    ],
    [
      'an artifact created after its job ended',
      from(recA, 'U-z', { createdAt: jobA.completedAt! + 3_600_000 }),
      /its artifact was created after the job it names ran/,
    ],
    [
      'no job id and no runner that ran then',
      from(record({ matrix: { agent: 'q' }, runner: 'nobody' }), 'U-z'),
      /no job of attempt 1 ran on runner 'nobody'/,
    ],
  ])('a record naming %s is set aside, shown and never counted', (_, forged, why) => {
    const board = assembleBoard({ records: [forged], jobs: [jobA] });
    expect(board.setAside).toHaveLength(1);
    expect(board.setAside[0]).toMatchObject({ kind: 'unmatched', origin: forged.origin });
    expect(board.setAside[0]!.reason).toMatch(why);
    expect(board.legs.filter((l) => l.passed)).toEqual([]);
  });

  it("with `jobs` given, a record naming a job that is not a leg's (a lint job that passed) is set aside", () => {
    const lint = job({ name: 'lint', runnerName: 'rl' });
    const claim = from(record({ job: 'lint', matrix: null, runner: 'rl', jobId: lint.id }), 'U-a');
    const board = assembleBoard({ records: [claim], jobs: [jobA, lint], jobNames: ['agent'] });
    expect(board.setAside[0]!.reason).toMatch(/it names the job 'lint', which is not one of the legs' jobs/);
    expect(statuses(board)).toEqual({ 'agent (a)': ['no_record', false] });
  });

  it('the jobs unknown: in the aggregate action a record is unverified and never counts', () => {
    const board = assembleBoard({ records: [from(recA, 'U-a')], jobs: null, requireJobs: true });
    expect(statuses(board)).toEqual({ 'agent (a)': ['unverified', false] });
    expect(board.legs[0]!.reason).toMatch(/could not be checked against the job that made it/);
    // Files given by hand (`narrator aggregate`): whoever runs it chose them.
    expect(statuses(assembleBoard({ records: [recA], jobs: null }))).toEqual({
      'agent (a)': ['success', true],
    });
  });
});
