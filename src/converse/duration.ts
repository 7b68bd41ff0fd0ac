/** Durations as workflows write them: `90s`, `10m`, `1h`, `1h30m`, or plain seconds. Pure. */

export function parseDuration(raw: string): number {
  // Spaces removed first (`1h 30m`): one pattern with optional spaces between optional parts
  // backtracks polynomially on a long run of them.
  const s = raw.trim().toLowerCase().replace(/\s+/g, '');
  if (/^\d+(\.\d+)?$/.test(s)) return Math.round(Number(s) * 1000);
  const m = /^(?:(\d+(?:\.\d+)?)h)?(?:(\d+(?:\.\d+)?)m)?(?:(\d+(?:\.\d+)?)s)?$/.exec(s);
  if (!m || s === '' || (m[1] === undefined && m[2] === undefined && m[3] === undefined)) {
    throw new Error(`${JSON.stringify(raw.slice(0, 40))} is not a duration (e.g. 90s, 10m, 1h)`);
  }
  const ms = (Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0)) * 1000;
  return Math.round(ms);
}

/** `10m`, `90s`, `1h 5m`: a duration as the card and the agent are told it. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const sec = total % 60;
  if (h > 0) return m > 0 ? `${h}h ${m}m` : `${h}h`;
  if (m > 0) return sec > 0 ? `${m}m ${sec}s` : `${m}m`;
  return `${sec}s`;
}
