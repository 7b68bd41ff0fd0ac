/**
 * The dialect registry: every dialect file is listed here once. To add one, import its definition
 * and add it to DIALECT_LIST; DIALECT_DEFINITIONS (by name) follows from the list.
 */
import type { DialectDefinition } from '../dialect.js';
import type { Dialect } from '../events.js';
import { acp } from './acp.js';
import { caliban } from './caliban.js';
import { claudeCode } from './claude-code.js';
import { codex } from './codex.js';
import { cursor } from './cursor.js';
import { gemini } from './gemini.js';
import { opencode } from './opencode.js';

export const DIALECT_LIST: readonly DialectDefinition[] = [
  claudeCode,
  caliban,
  cursor,
  gemini,
  codex,
  opencode,
  acp,
];

/** The definition of each dialect, `undefined` while a dialect is not implemented yet. */
export const DIALECT_DEFINITIONS: Readonly<Record<Dialect, DialectDefinition | undefined>> = {
  'claude-code': undefined,
  caliban: undefined,
  cursor: undefined,
  gemini: undefined,
  codex: undefined,
  opencode: undefined,
  acp: undefined,
  ...Object.fromEntries(DIALECT_LIST.map((d) => [d.name, d])),
};

export function dialectDefinition(name: Dialect): DialectDefinition | undefined {
  return DIALECT_DEFINITIONS[name];
}
