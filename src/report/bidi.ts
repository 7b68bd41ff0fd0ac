/**
 * Bidirectional formatting characters from the agent are shown, never applied. An embedding,
 * override or isolate (U+202A–U+202E, U+2066–U+2069) reorders what follows it when GitHub or a
 * log viewer renders the text: `rm -rf \u202E/ tsil` reads as `rm -rf list /`, a file
 * `gnp\u202E.exe` as an image (the "Trojan Source" trick, CVE-2021-42574). Each one becomes a
 * visible `‹U+202E›` instead. The marks (LRM, RLM, ALM) stay: they cannot reorder a run of text
 * and are used in right-to-left prose.
 *
 * Apply AFTER redaction: a secret split by one of these is still recognized by the redactor
 * (redact-disguise.ts takes format characters out), but split by the visible marker it would not.
 */

const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;
const HAS_BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;

export function revealBidi(s: string): string {
  if (!HAS_BIDI_CONTROL.test(s)) return s;
  return s.replace(BIDI_CONTROLS, (c) => `‹U+${c.charCodeAt(0).toString(16).toUpperCase()}›`);
}
