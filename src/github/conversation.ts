/**
 * The PR side of talking to the running agent (src/action/live/converse.ts): cards posted and
 * edited, reactions added, and what maintainers wrote read back with conditional GETs, as the
 * stop listener (stop-listener.ts) reads its stops:
 *
 * - each open card's 👍 / 👎 reactions (a 304 when none changed);
 * - the issue itself, and its comments since the run started only when its comment count changed
 *   (our own live comment's edits change the listing every few seconds, not the count), page by
 *   page, at most MAX_PAGES_PER_POLL pages a poll.
 *
 * It reports what it found; who may answer (the permission gate's rules) and what an answer means
 * are the caller's. A comment counts only when written after the run started and never edited; a
 * comment with Narrator's marker is never read as an answer.
 */
import type { GitHubClient } from './client.js';
import { ConditionalResource, hasNextPage } from './conditional-get.js';
import { freshComment } from './fresh-comment.js';
import { addReaction, type ReactionContent, readReaction } from './reactions.js';
import { MAX_PAGES_PER_POLL } from './stop-listener.js';
import type { CommentTarget } from './target.js';

const PER_PAGE = 100;

export interface HeardReaction {
  key: string;
  via: 'reaction';
  cardId: number;
  content: '+1' | '-1';
  login: string;
  isBot: boolean;
}

export interface HeardComment {
  key: string;
  via: 'comment';
  commentId: number;
  body: string;
  login: string;
  isBot: boolean;
}

export type Heard = HeardReaction | HeardComment;

export interface PrConversation {
  postCard(body: string): Promise<{ id: number; url: string | null }>;
  editCard(id: number, body: string): Promise<void>;
  react(commentId: number, content: ReactionContent): Promise<void>;
  /** What was written since the last poll (the caller skips keys it has seen). */
  poll(openCards: readonly number[], signal?: AbortSignal): Promise<Heard[]>;
}

const _isBot = (login: string, type: unknown) => type === 'Bot' || /\[bot\]$/i.test(login);

export function octokitConversation(o: {
  client: GitHubClient;
  target: CommentTarget;
  /** Epoch ms the agent started: only what was created from that second on counts. */
  startedAt: number;
}): PrConversation {
  const { owner, repo, issueNumber } = o.target;
  const fromMs = Math.floor(o.startedAt / 1000) * 1000;
  const since = new Date(fromMs).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const cardReactions = new Map<number, ConditionalResource<unknown[]>>();
  const issue = new ConditionalResource<{ comments?: unknown }>(
    o.client,
    'GET /repos/{owner}/{repo}/issues/{issue_number}',
    { owner, repo, issue_number: issueNumber },
  );
  const pages: Array<ConditionalResource<unknown[]>> = [];
  let listedCount: number | null = null;
  let count = -1;
  return {
    async postCard(body) {
      const r = await o.client.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body });
      return { id: r.data.id, url: typeof r.data.html_url === 'string' ? r.data.html_url : null };
    },
    async editCard(id, body) {
      await o.client.rest.issues.updateComment({ owner, repo, comment_id: id, body });
    },
    async react(commentId, content) {
      await addReaction(o.client, { kind: 'issue-comment', owner, repo, commentId }, content);
    },
    async poll(openCards, signal) {
      const heard: Heard[] = [];
      for (const cardId of openCards) {
        let resource = cardReactions.get(cardId);
        if (!resource) {
          resource = new ConditionalResource(
            o.client,
            'GET /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions',
            { owner, repo, comment_id: cardId, per_page: 100 },
          );
          cardReactions.set(cardId, resource);
        }
        const answer = await resource.get(signal);
        if (!answer.modified) continue;
        for (const raw of Array.isArray(answer.data) ? answer.data : []) {
          const reaction = readReaction(raw);
          if (reaction === null || (reaction.content !== '+1' && reaction.content !== '-1')) continue;
          heard.push({
            key: `reaction:${reaction.id}`,
            via: 'reaction',
            cardId,
            content: reaction.content,
            login: reaction.login,
            isBot: reaction.isBot,
          });
        }
      }
      const seen = await issue.get(signal);
      if (seen.modified) count = typeof seen.data.comments === 'number' ? seen.data.comments : -1;
      if (count === listedCount) return heard;
      for (let n = 1; n <= MAX_PAGES_PER_POLL; n++) {
        pages[n - 1] ??= new ConditionalResource<unknown[]>(
          o.client,
          'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
          { owner, repo, issue_number: issueNumber, since, per_page: PER_PAGE, page: n },
        );
        const answer = await pages[n - 1]!.get(signal);
        if (!answer.modified) break;
        const listed = Array.isArray(answer.data) ? answer.data : [];
        for (const raw of listed) {
          const c = readComment(raw, fromMs);
          if (c) heard.push(c);
        }
        if (!hasNextPage(answer.link) && listed.length < PER_PAGE) break;
      }
      listedCount = count;
      return heard;
    },
  };
}

/** A listed comment as something said to the agent, or null (ours, too old, edited, not text). */
export function readComment(raw: unknown, fromMs: number): HeardComment | null {
  const c = freshComment(raw, fromMs);
  if (c === null) return null;
  return {
    key: `comment:${c.id}`,
    via: 'comment',
    commentId: c.id,
    body: c.body,
    login: c.login,
    isBot: c.isBot,
  };
}
