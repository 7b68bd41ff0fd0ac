/**
 * Conditional GETs: the validator (ETag) of the last answer is sent back as `If-None-Match`, and
 * GitHub answers 304 Not Modified, without a body, when nothing changed. "Making a conditional
 * request and receiving a 304 response does not count against your primary rate limit" (GitHub's
 * REST docs, best practices), so a poll that finds nothing new costs nothing of the budget.
 *
 * Octokit reports a 304 as a RequestError with status 304; here it is an ordinary answer.
 */
import type { GitHubClient } from './client.js';

export type ConditionalAnswer<T> =
  | { modified: false }
  | {
      modified: true;
      etag: string | null;
      data: T;
      /** The answer's `Link` header (a listing's pages), or null. */
      link: string | null;
    };

/** One remembered resource: its route, parameters and the validator of its last answer. */
export class ConditionalResource<T> {
  #etag: string | null = null;

  constructor(
    private readonly client: GitHubClient,
    private readonly route: string,
    private readonly params: Record<string, unknown>,
  ) {}

  /** The validator sent with the next request (null: none yet). */
  get etag(): string | null {
    return this.#etag;
  }

  async get(signal?: AbortSignal): Promise<ConditionalAnswer<T>> {
    try {
      const response = await this.client.request(this.route, {
        ...this.params,
        headers: this.#etag === null ? {} : { 'if-none-match': this.#etag },
        request: { signal },
      });
      const etag = typeof response.headers.etag === 'string' ? response.headers.etag : null;
      this.#etag = etag;
      const link = typeof response.headers.link === 'string' ? response.headers.link : null;
      return { modified: true, etag, data: response.data as T, link };
    } catch (error) {
      if ((error as { status?: unknown }).status === 304) return { modified: false };
      throw error;
    }
  }
}

/** Whether a `Link` header (`<url>; rel="next", <url>; rel="last"`) names a next page. */
export function hasNextPage(link: string | null): boolean {
  if (link === null) return false;
  // Parsed by hand, not by one regex: the header comes from the network.
  return link.split(',').some((entry) =>
    entry
      .split(';')
      .slice(1)
      .some((param) => {
        const p = param.trim();
        if (!p.toLowerCase().startsWith('rel=')) return false;
        const value = p.slice(4).trim().replace(/^"/, '').replace(/"$/, '');
        return value.split(' ').includes('next');
      }),
  );
}
