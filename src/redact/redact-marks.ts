/**
 * The two marks redaction relies on, in a module of their own so both redactors
 * (src/redact/redact.ts and the stream one, src/redact/redact-stream.ts) share them without
 * importing each other.
 */

/** What a hidden secret becomes: the mask GitHub uses in job logs, so a reader sees one convention. */
export const REDACTED = '***';

/**
 * The mark every cut of text ends with (src/run/preview.ts, markdown truncate, stream/lines.ts
 * samples). The redactor hides the head of a secret found right before it.
 */
export const CUT_MARK = '…';
