/**
 * The line every view shows when a stored session was not continued after all (the store did not
 * open, or the agent refused it): the same words in the comment, summary.json, the step summary and
 * the log.
 */
export function contextResetNote(why: string): string {
  return `context reset: the previous session could not be restored (${why})`;
}
