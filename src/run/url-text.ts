/**
 * URL text helpers the edges share (the OpenTelemetry endpoint, `narrator follow`'s API base):
 * plain string work, here in the core because both may import it.
 */

/** The URL without its trailing slashes (a loop: `/\/+$/` retries from every slash of a long run). */
export function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url.charCodeAt(end - 1) === 0x2f) end--;
  return url.slice(0, end);
}
