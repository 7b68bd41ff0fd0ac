/**
 * The runner cancels a job by signalling our process (SIGINT, then SIGTERM, then SIGKILL a few
 * seconds later). While the agent runs we catch both, stop the agent, and let run() finish the
 * summary and every view within that window. Handlers are removed again afterwards so a second
 * signal during the final writes does not restart anything.
 */
export function installCancelHandler(onCancel: () => void): () => void {
  let fired = false;
  const handler = (): void => {
    if (fired) return;
    fired = true;
    onCancel();
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
  return () => {
    process.off('SIGINT', handler);
    process.off('SIGTERM', handler);
  };
}
