/**
 * What the main step leaves for the post step (core.saveState -> STATE_* env in the post step):
 * where the latest summary snapshot is, and whether the views were finished. If the main step is
 * killed before it finishes (runner cancel after the grace, OOM), post.ts finishes the views from
 * the snapshot.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RunSummary } from '../run/summary.js';

export const STATE_KEYS = {
  /** Absolute path of the redacted summary snapshot (JSON). */
  snapshotPath: 'narrator-snapshot',
  /** 'true' once the main step wrote every view. */
  viewsFinished: 'narrator-views-finished',
  /** The fail-on list, comma-separated, so post judges the leftover outcome the same way. */
  failOn: 'narrator-fail-on',
  /** 'true' when the step summary is enabled. */
  stepSummary: 'narrator-step-summary',
  /** ms from process start to agent spawn (for the start-up bench). */
  spawnMs: 'narrator-spawn-ms',
  /** Where the live comment is (CommentState as JSON), saved once the comment exists. */
  comment: 'narrator-comment',
  /** 'true' once the final comment edit landed; else the post step finalizes the comment. */
  commentFinal: 'narrator-comment-final',
  /** The agent's pid (it leads its own process group), so post can stop it if main was killed. */
  agentPid: 'narrator-agent-pid',
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
 * only prepared (redacted, a deep copy) when a write actually happens, not on every offer.
 */
export class SnapshotWriter {
  private pending: { summary: RunSummary; at: number } | null = null;
  private writing: Promise<void> | null = null;
  private lastWriteAt = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    readonly file: string,
    /** Turns a live summary into what may be stored (the redactor's redactValue). */
    private readonly prepare: (summary: RunSummary) => RunSummary,
    private readonly minIntervalMs = 2_000,
  ) {}

  /** Schedules a write of `summary` as it was at `at`. Cheap: keeps a reference only. */
  offer(summary: RunSummary, at: number): void {
    this.pending = { summary, at };
    if (this.writing || this.timer) return;
    const wait = this.lastWriteAt + this.minIntervalMs - Date.now();
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
      .then(() => write(this.file, { summary: this.prepare(next.summary), at: next.at }))
      .catch(() => {
        // A snapshot is a fallback; failing to write one must never stop the run.
      })
      .finally(() => {
        this.writing = null;
        if (this.pending) this.offer(this.pending.summary, this.pending.at);
      });
  }

  /** Writes `summary` now (after any write in flight) and waits for it. */
  async flush(summary: RunSummary, at: number): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending = null;
    await this.writing;
    await write(this.file, { summary: this.prepare(summary), at });
  }
}

async function write(file: string, snap: Snapshot): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, JSON.stringify(snap));
  await rename(tmp, file);
}
