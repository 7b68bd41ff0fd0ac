/**
 * Reactions: what Narrator answers with on the PR before it has anything to say (👀 "heard you",
 * 👎 "refused"), and what it reads back (a 👎 on its live comment asks it to stop).
 *
 * GitHub's REST API has reactions for issue comments, pull request review comments and issues
 * (a pull request is an issue there); a discussion comment takes one through GraphQL's
 * `addReaction` (by its node id); a review has none at all. `triggerSubject` says which one an
 * event's text is, or why there is none.
 */
import type { GitHubClient } from './client.js';

/** The reactions GitHub knows (the `content` enum of its `reaction` schema). */
export type ReactionContent = '+1' | '-1' | 'laugh' | 'confused' | 'heart' | 'hooray' | 'rocket' | 'eyes';

export type ReactionSubject =
  | { kind: 'issue-comment'; owner: string; repo: string; commentId: number }
  | { kind: 'review-comment'; owner: string; repo: string; commentId: number }
  | { kind: 'issue'; owner: string; repo: string; issueNumber: number }
  | { kind: 'discussion-comment'; nodeId: string };

/** A reaction as GitHub lists it, in the fields Narrator reads. */
export interface Reaction {
  id: number;
  content: string;
  login: string;
  /** `user.type === 'Bot'` or a `[bot]` login. */
  isBot: boolean;
  createdAt: string;
}

export type SubjectResolution =
  | { subject: ReactionSubject; note: string | null }
  | { subject: null; reason: string };

/** The text that started a run of `eventName`, as something GitHub's REST API can react to. */
export function triggerSubject(eventName: string, payload: unknown, repository: string): SubjectResolution {
  const m = /^([^/\s]+)\/([^/\s]+)$/.exec(repository.trim());
  if (!m) return { subject: null, reason: `GITHUB_REPOSITORY '${repository}' is not owner/repo` };
  const repo = { owner: m[1]!, repo: m[2]! };
  const root = record(payload);
  const id = (value: unknown) =>
    typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
  switch (eventName) {
    case 'issue_comment': {
      const commentId = id(record(root['comment'])['id']);
      return commentId === null
        ? { subject: null, reason: 'the issue_comment payload has no comment id' }
        : { subject: { kind: 'issue-comment', ...repo, commentId }, note: null };
    }
    case 'pull_request_review_comment': {
      const commentId = id(record(root['comment'])['id']);
      return commentId === null
        ? { subject: null, reason: 'the pull_request_review_comment payload has no comment id' }
        : { subject: { kind: 'review-comment', ...repo, commentId }, note: null };
    }
    case 'issues': {
      const issueNumber = id(record(root['issue'])['number']);
      return issueNumber === null
        ? { subject: null, reason: 'the issues payload has no issue number' }
        : { subject: { kind: 'issue', ...repo, issueNumber }, note: null };
    }
    case 'pull_request_review': {
      // A review cannot be reacted to through REST: its pull request is, so the reviewer still
      // sees the run was heard (GitHub keeps one reaction per person and kind: no pile-up).
      const issueNumber = id(record(root['pull_request'])['number']);
      return issueNumber === null
        ? { subject: null, reason: 'the pull_request_review payload has no pull request number' }
        : {
            subject: { kind: 'issue', ...repo, issueNumber },
            note: "a review has no reactions in GitHub's REST API: its pull request gets the reaction",
          };
    }
    case 'discussion_comment': {
      const nodeId = record(root['comment'])['node_id'];
      return typeof nodeId === 'string' && /^[\w=-]{1,200}$/.test(nodeId)
        ? {
            subject: { kind: 'discussion-comment', nodeId },
            note: 'a discussion comment takes reactions through GraphQL (addReaction)',
          }
        : { subject: null, reason: 'the discussion_comment payload has no comment node_id' };
    }
    default:
      return {
        subject: null,
        reason: `a ${eventName || 'run without an event'} was not started by a comment`,
      };
  }
}

/** Adds `content` from the token's account (GitHub answers 200 when it is already there, 201 when new). */
export async function addReaction(
  client: GitHubClient,
  subject: ReactionSubject,
  content: ReactionContent,
  signal?: AbortSignal,
): Promise<void> {
  const request = { signal };
  switch (subject.kind) {
    case 'issue-comment':
      await client.rest.reactions.createForIssueComment({
        owner: subject.owner,
        repo: subject.repo,
        comment_id: subject.commentId,
        content,
        request,
      });
      return;
    case 'review-comment':
      await client.rest.reactions.createForPullRequestReviewComment({
        owner: subject.owner,
        repo: subject.repo,
        comment_id: subject.commentId,
        content,
        request,
      });
      return;
    case 'issue':
      await client.rest.reactions.createForIssue({
        owner: subject.owner,
        repo: subject.repo,
        issue_number: subject.issueNumber,
        content,
        request,
      });
      return;
    case 'discussion-comment':
      // Through the sibling client: its own throttling queue, so this write never holds up the
      // live comment's first POST by the second Octokit keeps between one client's writes.
      await client.lookupClient().graphql(ADD_REACTION, {
        subjectId: subject.nodeId,
        content: GRAPHQL_REACTION[content],
        request,
      });
      return;
  }
}

/** GraphQL's addReaction, for a discussion comment. */
const ADD_REACTION =
  'mutation($subjectId: ID!, $content: ReactionContent!) { addReaction(input: {subjectId: $subjectId, content: $content}) { reaction { content } } }';

/** GraphQL's ReactionContent for each REST reaction. */
const GRAPHQL_REACTION: Record<ReactionContent, string> = {
  '+1': 'THUMBS_UP',
  '-1': 'THUMBS_DOWN',
  laugh: 'LAUGH',
  confused: 'CONFUSED',
  heart: 'HEART',
  hooray: 'HOORAY',
  rocket: 'ROCKET',
  eyes: 'EYES',
};

/** A listed reaction (GitHub's `reaction` schema) in the fields Narrator reads; null when malformed. */
export function readReaction(raw: unknown): Reaction | null {
  const r = record(raw);
  const user = record(r['user']);
  const login = user['login'];
  if (typeof r['id'] !== 'number' || typeof r['content'] !== 'string' || typeof login !== 'string')
    return null;
  return {
    id: r['id'],
    content: r['content'],
    login,
    isBot: user['type'] === 'Bot' || /\[bot\]$/i.test(login),
    createdAt: typeof r['created_at'] === 'string' ? r['created_at'] : '',
  };
}

/** "👀", "👎": for the log and the views. */
export function reactionEmoji(content: string): string {
  const emoji: Record<string, string> = {
    '+1': '👍',
    '-1': '👎',
    laugh: '😄',
    confused: '😕',
    heart: '❤️',
    hooray: '🎉',
    rocket: '🚀',
    eyes: '👀',
  };
  return emoji[content] ?? content;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}
