/**
 * @actions/core as the Action uses it — every module of the Action imports it from HERE, never
 * from '@actions/core' (test/security/workflow-commands.test.ts checks) — so that every text that
 * reaches the job log passes ONE sanitizer (src/report/workflow-commands.ts) on its way out.
 *
 * Why each function:
 * - info() prints its text as is: a line break inside it starts a new line for the runner, so agent
 *   text could start one with `::error …` (after any .NET white space, U+0085 included) or hold a
 *   legacy `##[…]`. This is the one that matters.
 * - warning/error/notice/debug/startGroup/setFailed issue ONE command whose data @actions/core
 *   escapes (%, \r, \n), so they cannot start a second command. The runner writes their message
 *   into the job log unescaped, though, where a `##[error]` line would be drawn as an error line;
 *   they pass the sanitizer too, for the log to read true.
 * Everything else is re-exported unchanged (inputs, state, outputs, masks write no log text).
 */
import * as actionsCore from '@actions/core';
import { neutralizeCommands } from '../report/workflow-commands.js';

export type { AnnotationProperties } from '@actions/core';
export { getInput, getState, saveState, setOutput, setSecret } from '@actions/core';

function logText(message: string | Error): string {
  return neutralizeCommands(message instanceof Error ? message.toString() : message);
}

export function info(message: string): void {
  actionsCore.info(logText(message));
}

export function debug(message: string): void {
  actionsCore.debug(logText(message));
}

export function notice(message: string | Error, properties?: actionsCore.AnnotationProperties): void {
  actionsCore.notice(logText(message), properties);
}

export function warning(message: string | Error, properties?: actionsCore.AnnotationProperties): void {
  actionsCore.warning(logText(message), properties);
}

export function error(message: string | Error, properties?: actionsCore.AnnotationProperties): void {
  actionsCore.error(logText(message), properties);
}

export function setFailed(message: string | Error): void {
  actionsCore.setFailed(logText(message));
}

export function startGroup(name: string): void {
  actionsCore.startGroup(logText(name));
}

export function endGroup(): void {
  actionsCore.endGroup();
}
