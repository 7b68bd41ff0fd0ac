export function versionOfTag(tag: string): string | null;
export function sectionOf(changelog: string, version: string): string | null;
export function releaseNotes(
  tag: string,
  changelog: string,
  packageVersion: string,
): { version: string; notes: string } | { error: string };
