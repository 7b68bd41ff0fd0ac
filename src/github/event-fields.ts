/**
 * The fields of the triggering event's payload that the edges read beyond its target (the target
 * is src/github/target.ts): the comment that started the run, the pull request's head. The payload
 * is read once into the run context (src/context/event.ts); each field here is checked with zod,
 * and a field that is missing or of another shape reads as absent, never as a guess.
 */
import * as z from 'zod/mini';

/** A GitHub id: a positive safe integer. */
const id = z.number().check(z.int(), z.gt(0), z.lte(Number.MAX_SAFE_INTEGER));

const commentSchema = z.object({
  comment: z.object({
    id: z.optional(z.unknown()),
    body: z.optional(z.unknown()),
    user: z.optional(z.unknown()),
  }),
});
const userSchema = z.object({ login: z.string(), type: z.optional(z.unknown()) });
const headSchema = z.object({ pull_request: z.object({ head: z.object({ sha: z.string() }) }) });

/** The comment of a comment event, its fields checked; null when the payload carries none. */
export function eventComment(
  payload: unknown,
): { id: number | null; body: string; login: string; type: string | null } | null {
  const parsed = commentSchema.safeParse(payload);
  if (!parsed.success) return null;
  const { comment } = parsed.data;
  const checkedId = id.safeParse(comment.id);
  const user = userSchema.safeParse(comment.user);
  return {
    id: checkedId.success ? checkedId.data : null,
    body: typeof comment.body === 'string' ? comment.body : '',
    login: user.success ? user.data.login : '',
    type: user.success && typeof user.data.type === 'string' ? user.data.type : null,
  };
}

/** The id of the comment that started the run; null when there is none or it is not an id. */
export function triggerCommentId(payload: unknown): number | null {
  return eventComment(payload)?.id ?? null;
}

/** The head commit of the event's pull request; null when the payload names none. */
export function pullRequestHead(payload: unknown): string | null {
  const parsed = headSchema.safeParse(payload);
  return parsed.success ? parsed.data.pull_request.head.sha : null;
}
