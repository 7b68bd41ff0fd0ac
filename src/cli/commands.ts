/**
 * The modules of the commands other than `summarize` (and `run`, which brings the process runner
 * along: src/cli/run.ts), imported together when one of them runs. One module, so the bundle keeps
 * them in one chunk and `summarize` loads as few files as possible (start-up time: src/cli.ts).
 */
export { renderBoardSummary, renderBoardText } from '../board/board.js';
export { decide } from '../board/gate.js';
export { assembleLegs } from '../board/legs.js';
export { LegRecordError } from '../board/record.js';
export { renderHtmlPage } from '../report/html/page.js';
export { Transcript } from '../report/html/transcript.js';
export { renderStepSummary } from '../report/step-summary.js';
export { eventLines, renderText } from '../report/terminal.js';
export { readCapture, readTiming, replayLines, stderrTail } from '../run/replay.js';
export { readLegFiles } from './leg-files.js';
export { watchStream } from './watch.js';
