/**
 * What the main step leaves for the post step (core.saveState -> STATE_* env in the post step):
 * where the latest summary snapshot is, and whether the views were finished. If the main step is
 * killed before it finishes (runner cancel after the grace, OOM), post.ts finishes the views from
 * the snapshot.
 */
import { mkdir, rename } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { writeRedactedJson } from '../../redact/json-writer.js';
import type { Redactor } from '../../redact/redact.js';
import type { RunSummary } from '../../run/summary.js';
import { OwnFile } from '../../runner/own-files.js';

export const STATE_KEYS = {
  /** Absolute path of the redacted summary snapshot (JSON). */
  snapshotPath: 'narrator-snapshot',
  /** 'true' once the main step wrote every view. */
  viewsFinished: 'narrator-views-finished',
  /**
   * What decided the job besides the outcome (src/run/verdict.ts: a setup that failed, a leg record
   * name taken), as JSON. A forged value can only make the post step's verdict fail, never pass.
   */
  verdictFacts: 'narrator-verdict-facts',
  /** ms from process start to agent spawn (for the start-up bench). */
  spawnMs: 'narrator-spawn-ms',
  /** Where the live comment is (CommentState as JSON), saved once the comment exists. */
  comment: 'narrator-comment',
  /** 'true' once the final comment edit landed; else the post step finalizes the comment. */
  commentFinal: 'narrator-comment-final',
  /**
   * The agent's process, so post can stop its group if main was killed: `{pid, start, runId}` as
   * JSON (src/action/post/leftover-agent.ts says how post checks it is still the agent).
   */
  agent: 'narrator-agent',
  /**
   * What was lent to the agent user (src/agent/agent-user.ts LentRecord, JSON); '' once the main
   * step gave it back. The post step gives it back when the main step could not.
   */
  agentUser: 'narrator-agent-user',
} as const;

/** What the post step needs to find and finalize the live comment. Never the token. */
export interface CommentState {
  owner: string;
  repo: string;
  issueNumber: number;
  marker: string;
  commentId: number | null;
}

/** RUNNER_TEMP/narrator (or the OS temp dir outside the runner): summary.json, the log, snapshots. */
export function narratorTempDir(env: NodeJS.ProcessEnv): string {
  return path.join(env['RUNNER_TEMP'] || os.tmpdir(), 'narrator');
}

/** The snapshot the post step reads. */
export interface Snapshot {
  summary: RunSummary;
  /** When it was written (ms, the events' timebase). */
  at: number;
}

/**
 * Writes snapshots without ever blocking the stream: at most one write in flight, at most one
 * every `minIntervalMs`; the newest summary wins. Atomic (write to .tmp, rename). The summary is
 * only redacted when a write actually happens, not on every offer, and written as it is serialized
 * (src/redact/json-writer.ts): no redacted copy, never the whole text in memory.
 *
 * A snapshot costs time in proportion to the run (every tool call is in it): the gap to the next
 * one is at least COST_FACTOR times what the last one took, so snapshots stay a small share of the
 * work however long the run gets (a run of 40k tool calls spent seconds writing them before).
 */
export class SnapshotWriter {
  private pending: { summary: RunSummary; at: number } | null = null;
  private writing: Promise<void> | null = null;
  private lastWriteAt = 0;
  private gapMs: number;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    readonly file: string,
    /** Redacts what is stored (the run's redactor). */
    private readonly redactor: Redactor,
    private readonly minIntervalMs = 2_000,
  ) {
    this.gapMs = minIntervalMs;
  }

  /** Schedules a write of `summary` as it was at `at`. Cheap: keeps a reference only. */
  offer(summary: RunSummary, at: number): void {
    if (this.stopped) return;
    this.pending = { summary, at };
    if (this.writing || this.timer) return;
    const wait = this.lastWriteAt + this.gapMs - Date.now();
    if (wait <= 0) this.flushSoon();
    else {
      this.timer = setTimeout(() => {
        this.timer = null;
        this.flushSoon();
      }, wait);
      this.timer.unref();
    }
  }

  private flushSoon(): void {
    const next = this.pending;
    if (!next) return;
    this.pending = null;
    this.lastWriteAt = Date.now();
    this.writing = Promise.resolve()
      .then(() => {
        const started = performance.now();
        return write(this.file, next.summary, next.at, this.redactor).then(() => {
          this.gapMs = Math.max(this.minIntervalMs, COST_FACTOR * (performance.now() - started));
        });
      })
      .catch(() => {
        // A snapshot is a fallback; failing to write one must never stop the run.
      })
      .finally(() => {
        this.writing = null;
        if (this.pending) this.offer(this.pending.summary, this.pending.at);
      });
  }

  /** Writes no more snapshots: a pending one is dropped; waits for the write in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending = null;
    await this.writing;
  }

  /** Writes `summary` now (after any write in flight) and waits for it: the last snapshot. */
  async flush(summary: RunSummary, at: number): Promise<void> {
    await this.stop();
    await write(this.file, summary, at, this.redactor);
  }
}

/** The gap to the next snapshot is at least this many times what the last one took. */
const COST_FACTOR = 20;

/** The snapshot file: `JSON.stringify({ summary: redactor.redactValue(summary), at })`, written in pieces. */
async function write(file: string, summary: RunSummary, at: number, redactor: Redactor): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  // Created exclusively, never through a link planted at its name (src/runner/own-files.ts); the
  // rename replaces whatever is at `file` (a symlink itself, never its target).
  // A name of its own per write: one planted there makes only that write fail (O_EXCL).
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2, 10)}.tmp`;
  // The calls moved to the run's call log stay there: the snapshot holds what the views read of
  // them (earlierCalls), so it stays small however long the run (the post step renders from it).
  const bounded =
    summary.earlierCalls.log === null
      ? summary
      : { ...summary, earlierCalls: { ...summary.earlierCalls, log: null } };
  const out = OwnFile.create(tmp);
  try {
    const sink = (text: string) => out.write(text);
    sink('{"summary":');
    if (!writeRedactedJson(bounded, redactor, undefined, sink))
      sink(JSON.stringify(redactor.redactValue(bounded)));
    sink(`,"at":${JSON.stringify(at)}}`);
  } finally {
    out.close();
  }
  await rename(tmp, file);
}
