/**
 * Park instead of wait (`on-question: park`): a request that would wait for a maintainer is denied
 * at once, the agent is told to end its turn, and its card stays on the PR holding, in a hidden
 * marker, what was asked (tool, a hash of the exact input, the agent's request id, the run that
 * parked). A writer's `/narrator allow|deny|answer` comment starts the next run, which reads the
 * marker back (src/action/launch/parked.ts) and, for an allowed call, allows exactly that call: the
 * same tool and the same input, byte for byte as JSON, once. Pure.
 */
import { createHash } from 'node:crypto';
import type { AgentAsk, AskQuestion } from './asks.js';

export interface ParkedRequest {
  v: 1;
  label: string;
  kind: AgentAsk['kind'];
  tool: string;
  /** sha256 of the input as JSON: the approval matches this exact call and no other. */
  inputHash: string;
  requestId: string;
  /** The run that parked (`GITHUB_RUN_ID-GITHUB_JOB`). */
  run: string;
  /** The command, path or URL, for the next run's prompt. */
  argument: string | null;
  questions: Array<Pick<AskQuestion, 'question' | 'options'>>;
}

const MARKER = /<!-- narrator:parked ([A-Za-z0-9_-]{1,20000}) -->/;
/** Written into the card once its answer was taken: a card is answered once. */
export const PARK_TAKEN_MARKER = '<!-- narrator:parked-taken -->';

/** What an approval is matched by: the tool and the hash of its exact input. */
export function inputHash(input: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(input ?? null))
    .digest('hex');
}

export function parkedRequest(ask: AgentAsk, run: string): ParkedRequest {
  return {
    v: 1,
    label: ask.label,
    kind: ask.kind,
    tool: ask.tool,
    inputHash: inputHash(ask.input),
    requestId: ask.requestId.slice(0, 200),
    run: run.slice(0, 200),
    argument: ask.argument === null ? null : ask.argument.slice(0, 2_000),
    questions: ask.questions.map((q) => ({
      question: q.question.slice(0, 1_000),
      options: q.options.map((o) => o.slice(0, 300)),
    })),
  };
}

/** The hidden marker: base64url JSON, so nothing the agent wrote can close the HTML comment. */
export function parkMarker(p: ParkedRequest): string {
  return `<!-- narrator:parked ${Buffer.from(JSON.stringify(p), 'utf8').toString('base64url')} -->`;
}

/** The parked request a card's body holds; null when it holds none or a malformed one. */
export function readParkMarker(body: string): ParkedRequest | null {
  const m = MARKER.exec(body);
  if (!m) return null;
  let v: unknown;
  try {
    v = JSON.parse(Buffer.from(m[1]!, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof v !== 'object' || v === null) return null;
  const o = v as Record<string, unknown>;
  const s = (k: string) => (typeof o[k] === 'string' ? (o[k] as string) : null);
  const kind = s('kind');
  if (
    o['v'] !== 1 ||
    s('label') === null ||
    s('tool') === null ||
    !/^[0-9a-f]{64}$/.test(s('inputHash') ?? '') ||
    s('requestId') === null ||
    s('run') === null ||
    (kind !== 'tool' && kind !== 'question' && kind !== 'plan')
  )
    return null;
  const questions = Array.isArray(o['questions'])
    ? (o['questions'] as unknown[]).flatMap((q) => {
        if (typeof q !== 'object' || q === null) return [];
        const r = q as Record<string, unknown>;
        if (typeof r['question'] !== 'string' || !Array.isArray(r['options'])) return [];
        const options = (r['options'] as unknown[]).filter((x): x is string => typeof x === 'string');
        return [{ question: r['question'], options }];
      })
    : [];
  return {
    v: 1,
    label: s('label')!,
    kind,
    tool: s('tool')!,
    inputHash: s('inputHash')!,
    requestId: s('requestId')!,
    run: s('run')!,
    argument: s('argument'),
    questions,
  };
}

/** What the agent is told when its request parks the run. */
export function parkMessage(label: string): string {
  return (
    `Narrator: this needs a maintainer's answer (request ${label}), and this run does not wait for one. ` +
    'Do not try another way around it: end your turn now with one short sentence saying what you are waiting for. ' +
    "You will be resumed in a new run with the maintainer's answer."
  );
}
