/**
 * Which issue or pull request the run is narrated on, from the `comment-on` input and the event
 * that triggered the workflow. Pure: the caller reads GITHUB_EVENT_NAME / the event payload file.
 */

export interface CommentTarget {
  owner: string;
  repo: string;
  issueNumber: number;
  /** 'issue' also for an explicit number: the REST comment API treats PRs as issues anyway. */
  kind: 'pr' | 'issue';
}

/** Always carries a reason, so the job log can say why there is (or is not) a comment. */
export type TargetResolution = { target: CommentTarget; reason: string } | { target: null; reason: string };

/** Accepts the plain form and the parsed form of src/inputs.ts (`{kind: 'auto'}` …). */
export type CommentOnSetting =
  | 'auto'
  | 'none'
  | number
  | { kind: 'auto' }
  | { kind: 'none' }
  | { kind: 'number'; number: number };

export interface ResolveTargetInput {
  commentOn: CommentOnSetting;
  /** GITHUB_EVENT_NAME */
  eventName: string;
  /** The parsed GITHUB_EVENT_PATH file. */
  payload: unknown;
  /** GITHUB_REPOSITORY, `owner/repo`. */
  repository: string;
}

const PR_EVENTS = new Set([
  'pull_request',
  'pull_request_target',
  'pull_request_review',
  'pull_request_review_comment',
]);
const ISSUE_EVENTS = new Set(['issues', 'issue_comment']);
const DISPATCH_ISSUE_INPUTS = ['issue-number', 'issue_number'];
const DISPATCH_PR_INPUTS = ['pr-number', 'pr_number', 'pull-request-number'];

export function resolveTarget(input: ResolveTargetInput): TargetResolution {
  const setting = normalizeSetting(input.commentOn);
  if (setting === 'none') return { target: null, reason: 'comment-on is none' };

  const repo = splitRepository(input.repository);
  if (repo === null) {
    return { target: null, reason: `GITHUB_REPOSITORY '${input.repository}' is not owner/repo` };
  }

  if (typeof setting === 'number') {
    if (positiveInt(setting) === null)
      return { target: null, reason: `comment-on ${setting} is not an issue number` };
    return {
      target: { ...repo, issueNumber: setting, kind: 'issue' },
      reason: `comment-on names #${setting}`,
    };
  }

  const payload = asRecord(input.payload);
  const event = input.eventName;

  if (PR_EVENTS.has(event)) {
    const number = positiveInt(asRecord(payload.pull_request).number) ?? positiveInt(payload.number);
    if (number === null)
      return { target: null, reason: `the ${event} payload carries no pull request number` };
    return { target: { ...repo, issueNumber: number, kind: 'pr' }, reason: `${event} on #${number}` };
  }

  if (ISSUE_EVENTS.has(event)) {
    const issue = asRecord(payload.issue);
    const number = positiveInt(issue.number);
    if (number === null) return { target: null, reason: `the ${event} payload carries no issue number` };
    // An issue_comment on a pull request arrives as an issue with a `pull_request` key.
    const kind = issue.pull_request ? 'pr' : 'issue';
    return { target: { ...repo, issueNumber: number, kind }, reason: `${event} on #${number}` };
  }

  if (event === 'workflow_dispatch') {
    const inputs = asRecord(payload.inputs);
    for (const [names, kind] of [
      [DISPATCH_PR_INPUTS, 'pr'],
      [DISPATCH_ISSUE_INPUTS, 'issue'],
    ] as const) {
      for (const name of names) {
        const raw = inputs[name];
        if (raw === undefined || raw === null || raw === '') continue;
        const number = positiveInt(raw);
        if (number === null) {
          return { target: null, reason: `workflow_dispatch input ${name} '${String(raw)}' is not a number` };
        }
        return {
          target: { ...repo, issueNumber: number, kind },
          reason: `workflow_dispatch ${name} #${number}`,
        };
      }
    }
    return { target: null, reason: 'workflow_dispatch without an issue-number or pr-number input' };
  }

  return {
    target: null,
    reason: `a ${event || 'unknown'} event has no issue or pull request (set comment-on to a number)`,
  };
}

function normalizeSetting(setting: CommentOnSetting): 'auto' | 'none' | number {
  if (typeof setting === 'object') {
    if (setting.kind === 'number') return setting.number;
    return setting.kind;
  }
  return setting;
}

function splitRepository(repository: string): { owner: string; repo: string } | null {
  const match = /^([^/\s]+)\/([^/\s]+)$/.exec(repository.trim());
  if (!match) return null;
  return { owner: match[1]!, repo: match[2]! };
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function positiveInt(value: unknown): number | null {
  const number =
    typeof value === 'string' && /^\s*#?\d+\s*$/.test(value) ? Number(value.replace('#', '')) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : null;
}
