/**
 * The aggregate action's inputs -> one typed config. Read inside run(), never at import time.
 * Every default lives here too, not only in aggregate/action.yml, so the action behaves the same
 * outside the runner; test/aggregate/aggregate-action-yml.test.ts keeps the two in sync.
 */

import { parseRequire, type Requirement } from '../board/gate.js';
import type { RunnerEnv } from '../context/runner-env.js';
import { type CommentOn, parseCommentOn, perLine } from '../inputs.js';

export const AGGREGATE_INPUT_DEFAULTS = {
  require: 'all',
  // aggregate/action.yml says `${{ github.token }}`; outside the runner we fall back to $GITHUB_TOKEN.
  'github-token': '',
  'comment-on': 'auto',
  'comment-key': '',
  jobs: '',
  'step-summary': 'true',
  redact: '',
  // src/aggregate/board-check.ts: a check with the board's verdict, where the job is not one already.
  check: 'auto',
  'check-name': '',
} as const satisfies Record<string, string>;

export type AggregateInputName = keyof typeof AGGREGATE_INPUT_DEFAULTS;

export interface AggregateConfig {
  requirement: Requirement;
  githubToken: string;
  commentOn: CommentOn;
  /** The board's key; the workflow's name when empty. */
  commentKey: string | null;
  /** Names of the legs' jobs (matrix values left off; `*` wildcards); empty: the records' jobs. */
  jobs: string[];
  stepSummary: boolean;
  redact: string[];
  /** The board's check run: auto | true | false (src/sinks/check/check-target.ts). */
  check: 'auto' | boolean;
  /** Its name; null: `narrator / <workflow> / <job>`. */
  checkName: string | null;
}

export function readAggregateInputs(getInput: (name: string) => string, env: RunnerEnv): AggregateConfig {
  const raw = (name: AggregateInputName): string => {
    const v = (getInput(name) ?? '').trim();
    return v === '' ? AGGREGATE_INPUT_DEFAULTS[name] : v;
  };
  const lines = (name: AggregateInputName): string => getInput(name) ?? '';
  let requirement: Requirement;
  try {
    requirement = parseRequire(raw('require'));
  } catch (error) {
    throw new Error(`input 'require': ${(error as Error).message}`, { cause: error });
  }
  const stepSummary = raw('step-summary').toLowerCase();
  if (!['true', 'false'].includes(stepSummary)) {
    throw new Error(`input 'step-summary': expected true or false, got '${raw('step-summary')}'`);
  }
  let commentOn: CommentOn;
  try {
    commentOn = parseCommentOn(raw('comment-on'));
  } catch (error) {
    throw new Error((error as Error).message, { cause: error });
  }
  return {
    requirement,
    githubToken: raw('github-token') || env['GITHUB_TOKEN'] || '',
    commentOn,
    commentKey: raw('comment-key') || null,
    jobs: perLine(lines('jobs')).flatMap((line) =>
      line
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
    stepSummary: stepSummary === 'true',
    redact: perLine(lines('redact')),
    check: parseCheck(raw('check')),
    checkName: raw('check-name') || null,
  };
}

function parseCheck(raw: string): 'auto' | boolean {
  const v = raw.toLowerCase();
  if (v === 'auto') return 'auto';
  if (['true', 'yes', 'on', '1'].includes(v)) return true;
  if (['false', 'no', 'off', '0'].includes(v)) return false;
  throw new Error(`input 'check': expected auto, true or false, got '${raw}'`);
}
