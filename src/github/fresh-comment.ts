/**
 * A listed issue comment as something a person said during this run, or null: not of a comment's
 * shape, one of Narrator's own (its hidden marker), written before the run, or edited since it was
 * written (an edit cannot turn old words into a command or an answer). The stop listener and the
 * conversation read the PR's comments through it alike.
 */
export interface FreshComment {
  id: number;
  body: string;
  login: string;
  isBot: boolean;
}

export function freshComment(raw: unknown, fromMs: number): FreshComment | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const c = raw as Record<string, unknown>;
  const user = (typeof c['user'] === 'object' && c['user'] !== null ? c['user'] : {}) as Record<
    string,
    unknown
  >;
  const login = user['login'];
  if (typeof c['id'] !== 'number' || typeof c['body'] !== 'string' || typeof login !== 'string') return null;
  if (c['body'].includes('<!-- narrator:')) return null;
  const created = typeof c['created_at'] === 'string' ? c['created_at'] : '';
  if (!(Date.parse(created) >= fromMs)) return null;
  if (c['updated_at'] !== created) return null;
  return { id: c['id'], body: c['body'], login, isBot: user['type'] === 'Bot' || /\[bot\]$/i.test(login) };
}
