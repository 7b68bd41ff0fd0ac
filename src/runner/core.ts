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
 * Everything else is passed on unchanged (inputs, state, outputs, masks write no log text).
 *
 * Batched: the lines of the live narration (info and groups, one or more per event) are held and
 * written to stdout in ONE write per task — a chunk of the agent's output folded, a timer — instead
 * of one per line (a write per line cost more than the fold itself on a run of 10k tool
 * calls). The bytes are the same as @actions/core writes. Anything else that may write to stdout
 * (annotations, debug, masks, a failure; state and outputs without their files) writes the held
 * lines first, so the order never changes; `flushLog` writes them at once (before an exit).
 */
import { EOL } from 'node:os';
import * as actionsCore from '@actions/core';
import { revealBidi } from '../report/bidi.js';
import { neutralizeCommands } from '../report/workflow-commands.js';

export type { AnnotationProperties } from '@actions/core';
export { getInput, getState } from '@actions/core';

/** Job-log text held for the next write (see above). */
let held: string[] = [];
let flushQueued = false;

function hold(text: string): void {
  held.push(text);
  if (!flushQueued) {
    flushQueued = true;
    queueMicrotask(flushLog);
  }
}

/** Writes the held job-log lines now (a no-op when none are held). */
export function flushLog(): void {
  flushQueued = false;
  if (held.length === 0) return;
  const text = held.length === 1 ? held[0]! : held.join('');
  held = [];
  // Every held piece ends with a line break, which actionsCore.info adds back: one write of `text`.
  actionsCore.info(text.slice(0, -EOL.length));
}

/** @actions/core's escaping of a command's data (its `escapeData`, for a string). */
function commandData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function logText(message: string | Error): string {
  // Every text reaches here redacted; a bidi control in it is shown, not applied (report/bidi.ts).
  return neutralizeCommands(revealBidi(message instanceof Error ? message.toString() : message));
}

/**
 * The title shows the agent's words too (a tool's name). `file` is left as it is: it must name the
 * real file for GitHub to place the annotation.
 */
function annotationProperties(
  properties: actionsCore.AnnotationProperties | undefined,
): actionsCore.AnnotationProperties | undefined {
  if (properties?.title === undefined) return properties;
  return { ...properties, title: revealBidi(properties.title) };
}

export function info(message: string): void {
  // actionsCore.info: the message and a line break.
  hold(logText(message) + EOL);
}

export function debug(message: string): void {
  flushLog();
  actionsCore.debug(logText(message));
}

export function notice(message: string | Error, properties?: actionsCore.AnnotationProperties): void {
  flushLog();
  actionsCore.notice(logText(message), annotationProperties(properties));
}

export function warning(message: string | Error, properties?: actionsCore.AnnotationProperties): void {
  flushLog();
  actionsCore.warning(logText(message), annotationProperties(properties));
}

export function error(message: string | Error, properties?: actionsCore.AnnotationProperties): void {
  flushLog();
  actionsCore.error(logText(message), annotationProperties(properties));
}

export function setFailed(message: string | Error): void {
  flushLog();
  actionsCore.setFailed(logText(message));
}

export function startGroup(name: string): void {
  // actionsCore.startGroup: the `group` command with the name as its data.
  hold(`::group::${commandData(logText(name))}${EOL}`);
}

export function endGroup(): void {
  hold(`::endgroup::${EOL}`);
}

export function setSecret(secret: string): void {
  flushLog();
  actionsCore.setSecret(secret);
}

export function saveState(name: string, value: unknown): void {
  flushLog();
  actionsCore.saveState(name, value);
}

export function setOutput(name: string, value: unknown): void {
  flushLog();
  actionsCore.setOutput(name, value);
}
