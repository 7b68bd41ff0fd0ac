/**
 * Narrator's answer to an ACP agent's `session/request_permission`, from the `permission-mode`
 * input. Options are chosen by their `kind`, never by `optionId` (agents name them as they like:
 * Gemini `proceed_once`/`cancel`, opencode `once`/`reject`), and a one-time option is preferred to
 * an "always" one: `allow_always` changes the agent's own mode for the rest of the session (Gemini
 * switches to auto-edit and says so as message text), and a later request deserves its own answer.
 *
 * - `bypassPermissions`: allow.
 * - `plan`: reject.
 * - `acceptEdits` (and no mode at all: the portable default lets the agent edit its workspace):
 *   allow reading, editing and searching; reject executing, deleting, moving, fetching and anything
 *   else. The request's call may name a kind that differs from the kind the call was announced
 *   with (opencode): then BOTH must be allowed kinds, so a call cannot pass as an edit that was
 *   announced as a command, or the other way round.
 */

export type PermissionDecision = { outcome: 'selected'; optionId: string } | { outcome: 'cancelled' };

export interface OfferedOption {
  optionId: string;
  kind: string;
}

/** Tool kinds `acceptEdits` allows. */
const EDIT_KINDS = new Set(['read', 'edit', 'search']);

/** The permission modes an ACP run takes (the portable ones). */
export const ACP_PERMISSION_MODES = ['plan', 'acceptEdits', 'bypassPermissions'] as const;

/** Whether `mode` lets a call of these kinds run (`kinds`: the request's and the announced one's). */
export function allows(mode: string | null, kinds: readonly (string | null)[]): boolean {
  if (mode === 'bypassPermissions') return true;
  if (mode === 'plan') return false;
  const known = kinds.filter((k): k is string => k !== null);
  // A call of no kind at all is `other`: not an edit.
  if (known.length === 0) return false;
  return known.every((k) => EDIT_KINDS.has(k));
}

/**
 * The option to select: the wanted side's one-time option, else its "always" option. When the
 * agent offers nothing on the wanted side, a refusal is answered `cancelled` (nothing allowed by
 * mistake), and an allowance with nothing to allow is cancelled too.
 */
export function choosePermission(
  mode: string | null,
  kinds: readonly (string | null)[],
  options: readonly OfferedOption[],
): PermissionDecision {
  const side = allows(mode, kinds) ? 'allow' : 'reject';
  const pick =
    options.find((o) => o.kind === `${side}_once`) ?? options.find((o) => o.kind === `${side}_always`);
  return pick === undefined ? { outcome: 'cancelled' } : { outcome: 'selected', optionId: pick.optionId };
}
