/**
 * `narrator aggregate FILES|DIR`: leg records from files anywhere (artifacts downloaded by any CI
 * system, a folder of runs). A file may be a leg record (narrator-leg.json) or the summary.json
 * the Action and `narrator summarize` write; a directory is searched for files with those names.
 * A file that is neither is an error naming it: a board silently missing a leg would lie.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import * as z from 'zod/mini';
import {
  amountOrNull,
  buildLegRecord,
  count,
  LEG_RECORD_FILE,
  type LegRecord,
  LegRecordError,
  legRecordFrom,
  tokensOrNull,
  useEnglishZodMessages,
} from '../board/record.js';
import { DIALECTS, OUTCOMES } from '../stream/events.js';

export const SUMMARY_FILE = 'summary.json';
/** Deep enough for artifacts unpacked per run and per leg; bounded so a loop cannot run away. */
const MAX_DEPTH = 8;
const MAX_FILE_BYTES = 64 * 1024 * 1024;

/** The fields of the `narrator summarize` contract the board reads; the rest passes. */
const summarySchema = z.object({
  dialect: z.nullable(z.enum(DIALECTS)),
  model: z.nullable(z.string()),
  outcome: z.enum(OUTCOMES),
  errorMessage: z.nullable(z.string()),
  turns: z.nullable(count),
  toolCalls: z.array(z.object({ status: z.enum(['ok', 'error', 'denied', 'pending']) })),
  permissionDenials: z.array(z.unknown()),
  costUsd: amountOrNull,
  tokens: tokensOrNull,
  durationMs: amountOrNull,
});

/** A leg made from a summary.json: named after its folder (an artifact's name) or its file. */
export function recordFromSummary(value: unknown, file: string): LegRecord {
  useEnglishZodMessages();
  const parsed = summarySchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new LegRecordError(
      `${file}: not a Narrator leg record or summary.json (${issue?.path.join('.') || 'the file'}: ${issue?.message ?? 'invalid'})`,
      { cause: parsed.error },
    );
  }
  const s = parsed.data;
  const name =
    path.basename(file) === SUMMARY_FILE
      ? path.basename(path.dirname(path.resolve(file)))
      : path.basename(file, '.json');
  const record = buildLegRecord({
    summary: s,
    identity: {
      workflow: null,
      job: name,
      matrix: null,
      jobIndex: null,
      // The path tells two summaries with the same folder name apart.
      commentKey: path.resolve(file),
      runAttempt: 1,
      runnerName: null,
      jobId: null,
    },
    agent: null,
    // summary.json does not say the leg's fail-on: the default one (every outcome but success).
    failed: s.outcome !== 'success',
    reason: s.outcome === 'success' ? null : (s.errorMessage ?? `the agent's outcome was ${s.outcome}`),
    startedAt: null,
    endedAt: null,
  });
  return { ...record, label: name };
}

export async function readLegFile(file: string): Promise<LegRecord> {
  let text: string;
  try {
    const info = await stat(file);
    if (info.size > MAX_FILE_BYTES) throw new Error(`${info.size} bytes is too large`);
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new LegRecordError(`cannot read ${file}: ${(error as Error).message}`, { cause: error });
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    if (looksLikeStream(text)) throw new LegRecordError(streamGiven(file), { cause: error });
    throw new LegRecordError(`${file}: not JSON (${(error as Error).message})`, { cause: error });
  }
  if (typeof value === 'object' && value !== null && 'narratorLeg' in value)
    return legRecordFrom(value, file);
  // One frame alone (Claude's `--output-format json`, a stream of one line) is a stream too.
  if (isFrame(value) && !('outcome' in value)) throw new LegRecordError(streamGiven(file));
  return recordFromSummary(value, file);
}

/** An agent's frame: an object with a string `type` (every dialect) or a JSON-RPC message (ACP). */
function isFrame(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return typeof (value as { type?: unknown }).type === 'string' || 'jsonrpc' in value;
}

/** NDJSON whose first line is a frame: a raw stream, not a summary. */
function looksLikeStream(text: string): boolean {
  const first = text.slice(0, 1_000_000).split('\n', 1)[0]?.trim() ?? '';
  try {
    return isFrame(JSON.parse(first));
  } catch {
    return false;
  }
}

function streamGiven(file: string): string {
  return (
    `${file}: an agent's stream (one JSON frame a line), not a leg record or summary.json. ` +
    `Fold it first: narrator summarize ${file} > summary.json (add --exit-code N when you know how the agent exited), then aggregate the summary.json files`
  );
}

async function walk(dir: string, depth: number, out: string[]): Promise<void> {
  if (depth > MAX_DEPTH) return;
  const entries = await readdir(dir, { withFileTypes: true });
  entries.sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await walk(full, depth + 1, out);
    else if (entry.isFile() && (entry.name === LEG_RECORD_FILE || entry.name === SUMMARY_FILE))
      out.push(full);
  }
}

/**
 * The records in `paths`: each file read as given, each directory searched. When a directory
 * holds both a leg record and a summary.json of the same run (one artifact of each), the record
 * wins: it carries the leg's name and its own verdict.
 */
export async function readLegFiles(paths: readonly string[]): Promise<LegRecord[]> {
  const files: string[] = [];
  for (const p of paths) {
    let info: Awaited<ReturnType<typeof stat>>;
    try {
      info = await stat(p);
    } catch (error) {
      throw new LegRecordError(`cannot read ${p}: ${(error as Error).message}`, { cause: error });
    }
    if (info.isDirectory()) {
      const found: string[] = [];
      await walk(p, 0, found);
      if (found.length === 0) {
        throw new LegRecordError(`${p}: no ${LEG_RECORD_FILE} or ${SUMMARY_FILE} in it`);
      }
      const withRecord = new Set(found.filter((f) => path.basename(f) === LEG_RECORD_FILE).map(path.dirname));
      files.push(
        ...found.filter((f) => path.basename(f) === LEG_RECORD_FILE || !withRecord.has(path.dirname(f))),
      );
    } else {
      files.push(p);
    }
  }
  const records: LegRecord[] = [];
  for (const file of files) records.push(await readLegFile(file));
  return records;
}
