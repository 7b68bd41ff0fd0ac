// Narrator's answers to session/request_permission, by permission-mode: chosen by the options'
// kinds (never their ids), one-time options first, and the stricter reading when the request's
// kind and the call's announced kind differ.
import { describe, expect, test } from 'vitest';
import { allows, choosePermission } from '../../../src/agent/acp/permissions.js';

/** Gemini CLI 0.61's options (ids as it names them), listed "always" first as it sends them. */
const GEMINI = [
  { optionId: 'proceed_always', kind: 'allow_always' },
  { optionId: 'proceed_once', kind: 'allow_once' },
  { optionId: 'cancel', kind: 'reject_once' },
];
/** opencode 1.18's. */
const OPENCODE = [
  { optionId: 'once', kind: 'allow_once' },
  { optionId: 'always', kind: 'allow_always' },
  { optionId: 'reject', kind: 'reject_once' },
];

describe('permission answers', () => {
  test('bypassPermissions allows once, whatever the kind', () => {
    expect(choosePermission('bypassPermissions', ['execute'], GEMINI)).toEqual({
      outcome: 'selected',
      optionId: 'proceed_once',
    });
    expect(choosePermission('bypassPermissions', ['delete', null], OPENCODE)).toEqual({
      outcome: 'selected',
      optionId: 'once',
    });
  });

  test('plan rejects, even a read', () => {
    expect(choosePermission('plan', ['read'], GEMINI)).toEqual({ outcome: 'selected', optionId: 'cancel' });
    expect(choosePermission('plan', ['edit'], OPENCODE)).toEqual({ outcome: 'selected', optionId: 'reject' });
  });

  test('acceptEdits allows read, edit and search; rejects execute, delete, move, fetch, other', () => {
    for (const kind of ['read', 'edit', 'search']) expect(allows('acceptEdits', [kind]), kind).toBe(true);
    for (const kind of ['execute', 'delete', 'move', 'fetch', 'other', 'think', 'switch_mode']) {
      expect(allows('acceptEdits', [kind]), kind).toBe(false);
    }
    expect(choosePermission('acceptEdits', ['edit'], GEMINI)).toEqual({
      outcome: 'selected',
      optionId: 'proceed_once',
    });
    expect(choosePermission('acceptEdits', ['execute'], OPENCODE)).toEqual({
      outcome: 'selected',
      optionId: 'reject',
    });
  });

  test('acceptEdits: a request whose kind differs from the announced one needs both to be allowed', () => {
    expect(allows('acceptEdits', ['edit', 'execute'])).toBe(false);
    expect(allows('acceptEdits', ['execute', 'edit'])).toBe(false);
    expect(allows('acceptEdits', ['edit', 'read'])).toBe(true);
    // Only one known: it decides; none: a call of no kind is `other`.
    expect(allows('acceptEdits', [null, 'edit'])).toBe(true);
    expect(allows('acceptEdits', [null, null])).toBe(false);
  });

  test('no permission-mode behaves as acceptEdits', () => {
    expect(allows(null, ['edit'])).toBe(true);
    expect(allows(null, ['execute'])).toBe(false);
  });

  test('the "always" option only when no one-time option is offered; nothing on the wanted side: cancelled', () => {
    const alwaysOnly = [
      { optionId: 'a', kind: 'allow_always' },
      { optionId: 'r', kind: 'reject_always' },
    ];
    expect(choosePermission('plan', ['edit'], alwaysOnly)).toEqual({ outcome: 'selected', optionId: 'r' });
    expect(choosePermission('bypassPermissions', ['edit'], alwaysOnly)).toEqual({
      outcome: 'selected',
      optionId: 'a',
    });
    const allowOnly = [{ optionId: 'ok', kind: 'allow_once' }];
    expect(choosePermission('plan', ['edit'], allowOnly)).toEqual({ outcome: 'cancelled' });
    expect(choosePermission('bypassPermissions', ['edit'], [])).toEqual({ outcome: 'cancelled' });
  });

  test('an option id that looks like a decision is never read as one', () => {
    const tricky = [
      { optionId: 'reject', kind: 'allow_once' },
      { optionId: 'allow', kind: 'reject_once' },
    ];
    expect(choosePermission('plan', ['edit'], tricky)).toEqual({ outcome: 'selected', optionId: 'allow' });
  });
});
