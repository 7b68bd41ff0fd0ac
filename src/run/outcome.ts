/**
 * The outcome rules (docs/architecture.md), applied once, on the `exit` event:
 *
 * 1. Our own stop decides first: our wall-clock or idle timeout -> timed_out; the runner cancelling
 *    the job -> cancelled. (Even after a result: if we had to stop the process, the run did not end
 *    on its own, e.g. a background task kept it alive past the limit.)
 * 2. A terminal frame decides when there is one; the LAST one wins. Its outcome was mapped by the
 *    dialect (Claude: is_error true is a failure whatever the subtype). Exit 0 with an interrupted
 *    result (Claude SIGINT) is therefore decided by the result: cancelled, not success.
 *    A success needs the agent's process to agree: a success frame followed by a non-zero exit or
 *    a killing signal is an error that says so ("the agent reported success but exited with code
 *    1"). The agent's stdout is a file that any process its tools left behind can append to, so a
 *    frame alone proves nothing the process contradicts; every real CLI exits 0 after its success
 *    result (test/run/capture-verdicts.test.ts pins every capture's verdict). A stream read from a
 *    file with no word on how the process ended keeps its success: there is nothing to disagree;
 *    nor does an ACP agent's, which Narrator itself ends once its turn is over (its exit status is
 *    Narrator's doing: DialectDefinition.endedByClientAfterResult).
 *    Two more guards act before this point, in the fold: a frame naming another session than the
 *    run's is never parsed (src/stream/frames.ts), and a success result right behind an error
 *    result, with no new turn of the agent between them, is not believed (src/run/reducer.ts).
 * 3. No terminal frame: the exit code and signal decide. A signal or 130/143 -> cancelled; anything
 *    else (0 included) -> error "the agent stopped without a result (exit N)", with the stderr line
 *    that says why.
 * 4. Nothing is ever success by default; an empty stream is an error.
 *
 * Before all of these: a run whose setup failed (nothing was launched) is an error whose reason is
 * the setup's own message, never "the agent printed nothing": no agent ran.
 */
import type { ExitCodeTable } from '../stream/dialect.js';
import type { ExitEvent, Outcome, ResultEvent } from '../stream/events.js';
import { stopRequestText } from './stop-request.js';
import type { OutcomeSource } from './summary.js';

/** How the reason of a run whose output had no frame at all begins (failure-kind.ts reads it). */
export const NOT_A_STREAM = 'No line of the output was a stream-json frame';
const STREAM_FLAG_HINT =
  'Was the agent run without its stream flag? Claude Code needs `--output-format stream-json --verbose`, ' +
  'Gemini CLI `--output-format stream-json`, Codex `exec --json`, Cursor `--output-format stream-json`, opencode `run --format json`.';

export interface OutcomeDecision {
  outcome: Outcome;
  outcomeSource: OutcomeSource;
  errorMessage: string | null;
  /** The terminal frame's own flag when it decided; otherwise true for any outcome but success. */
  isError: boolean;
  subtype: string | null;
}

export interface OutcomeInput {
  /** The last terminal frame of the stream, if any. */
  lastResult: ResultEvent | null;
  exit: ExitEvent;
  /** Whether the agent printed anything at all (any event before exit). */
  sawOutput: boolean;
  /**
   * How many lines were read when not one of them was a frame (plain text, binary, the agent run
   * without its stream-json flag); null when some line was a frame or none was read.
   */
  notAStream?: number | null | undefined;
  /** What the agent's own exit codes mean (Gemini 53 = turn limit...), for rule 3. */
  exitCodes?: ExitCodeTable | undefined;
  /** Narrator ends the process after the terminal frame (ACP): its exit says nothing of the run. */
  endedByClientAfterResult?: boolean | undefined;
}

export function decideOutcome({
  lastResult,
  exit,
  sawOutput,
  notAStream,
  exitCodes,
  endedByClientAfterResult,
}: OutcomeInput): OutcomeDecision {
  const subtype = lastResult?.subtype ?? null;

  if (exit.stoppedBy === 'wall_timeout' || exit.stoppedBy === 'idle_timeout') {
    const limit = exit.limitMs != null ? formatLimit(exit.limitMs) : null;
    const errorMessage =
      exit.stoppedBy === 'idle_timeout'
        ? `The agent was stopped: no output for ${limit ?? 'too long'}.`
        : `The agent was stopped: it ran longer than the ${limit ? `${limit} ` : ''}limit.`;
    return { outcome: 'timed_out', outcomeSource: 'inferred', errorMessage, isError: true, subtype };
  }
  if (exit.stoppedBy === 'not_started') {
    return {
      outcome: 'error',
      outcomeSource: 'inferred',
      errorMessage: exit.stderrTail?.trim() || 'The agent could not be started.',
      isError: true,
      subtype,
    };
  }
  if (exit.stoppedBy === 'requested') {
    return {
      outcome: 'cancelled',
      outcomeSource: 'inferred',
      errorMessage: exit.stopRequest
        ? stopRequestText(exit.stopRequest)
        : 'The agent was stopped on request while it was running.',
      isError: true,
      subtype,
    };
  }
  if (exit.stoppedBy === 'cancelled') {
    return {
      outcome: 'cancelled',
      outcomeSource: 'inferred',
      errorMessage: 'The job was cancelled while the agent was running.',
      isError: true,
      subtype,
    };
  }

  if (lastResult) {
    // Defence in depth: a frame that says it is an error is never a success.
    const outcome: Outcome =
      lastResult.isError && lastResult.outcome === 'success' ? 'error' : lastResult.outcome;
    if (outcome === 'success' && endedByClientAfterResult !== true) {
      const disagreement = processDisagreement(exit);
      if (disagreement !== null) {
        const reason = stderrReason(exit.stderrTail);
        return {
          outcome: 'error',
          outcomeSource: 'exit_code',
          errorMessage: `The agent reported success but ${disagreement}${reason ? `: ${reason}` : '.'}`,
          isError: true,
          subtype,
        };
      }
    }
    const errorMessage =
      outcome === 'success'
        ? null
        : (lastResult.errorMessage ?? lastResult.text ?? `The agent reported ${outcome.replace('_', ' ')}.`);
    return { outcome, outcomeSource: 'terminal_frame', errorMessage, isError: lastResult.isError, subtype };
  }

  const reason = stderrReason(exit.stderrTail);
  const withReason = (s: string) => (reason ? `${s}: ${reason}` : `${s}.`);
  const { exitCode, signal } = exit;

  if (signal !== null || exitCode === 130 || exitCode === 143) {
    const name = signal ?? (exitCode === 130 ? 'SIGINT' : 'SIGTERM');
    const code = exitCode !== null ? ` (exit ${exitCode})` : '';
    return {
      outcome: 'cancelled',
      outcomeSource: 'exit_code',
      errorMessage: withReason(`The agent was stopped by ${name}${code} before it reported a result`),
      isError: true,
      subtype: null,
    };
  }
  // "Ended without a result" would send a person to a stderr that says nothing when the output was
  // never a stream, most often because the agent ran without its stream-json flag. (A signal or an
  // exit code the agent's table knows says more, and decides first.)
  const notAStreamText =
    notAStream != null && notAStream > 0
      ? `${NOT_A_STREAM} (${notAStream === 1 ? '1 unreadable line' : `${notAStream} unreadable lines`}).\n${STREAM_FLAG_HINT}${reason ? `\nstderr: ${reason}` : ''}`
      : null;
  if (exitCode === null) {
    // A stream read from a file without --exit-code: we cannot know how the process ended.
    return {
      outcome: 'error',
      outcomeSource: 'inferred',
      errorMessage:
        notAStreamText ??
        withReason(
          sawOutput
            ? 'The stream ended without a result'
            : 'The agent printed nothing and reported no result',
        ),
      isError: true,
      subtype: null,
    };
  }
  // The agent's own table, after signals: caliban's 137 means budget exceeded only when no
  // signal was reported (the same number as a SIGKILL).
  const known = exitCodes?.[exitCode];
  if (known !== undefined) {
    return {
      outcome: known.outcome,
      outcomeSource: 'exit_code',
      errorMessage: withReason(`The agent stopped without a result (exit ${exitCode}: ${known.meaning})`),
      isError: known.outcome !== 'success',
      subtype: null,
    };
  }
  return {
    outcome: 'error',
    outcomeSource: 'exit_code',
    errorMessage:
      notAStreamText ??
      withReason(
        sawOutput
          ? `The agent stopped without a result (exit ${exitCode})`
          : `The agent printed nothing and exited with code ${exitCode}`,
      ),
    isError: true,
    subtype: null,
  };
}

/**
 * How the process contradicts a success frame, in words ("exited with code 1", "was killed by
 * SIGKILL"), or null when it does not (exit 0, or an exit nobody recorded).
 */
function processDisagreement(exit: ExitEvent): string | null {
  if (exit.signal !== null) return `was killed by ${exit.signal}`;
  if (exit.exitCode !== null && exit.exitCode !== 0) return `exited with code ${exit.exitCode}`;
  return null;
}

/** "30 min", "90 s", "1 h 30 min" — for messages. */
export function formatLimit(ms: number): string {
  const totalS = Math.round(ms / 1000);
  if (totalS < 120) return `${totalS} s`;
  const totalMin = Math.round(totalS / 60);
  if (totalMin < 120) return `${totalMin} min`;
  const h = Math.floor(totalMin / 60);
  const m = totalMin % 60;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

const MAX_REASON_CHARS = 500;

/**
 * The stderr line that says why: the last line that looks like an error, else the last non-empty
 * line (a stack trace's `at …` lines are skipped), cut to a readable length.
 */
export function stderrReason(tail: string | null): string | null {
  if (!tail) return null;
  const lines = tail
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('at '));
  if (lines.length === 0) return null;
  let pick = lines[lines.length - 1]!;
  for (let i = lines.length - 1; i >= 0; i--) {
    if (/error|fatal|cannot|refused|denied|invalid/i.test(lines[i]!)) {
      pick = lines[i]!;
      break;
    }
  }
  return pick.length > MAX_REASON_CHARS ? `${pick.slice(0, MAX_REASON_CHARS - 1)}…` : pick;
}
