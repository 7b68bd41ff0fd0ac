// `node scripts/release-notes.mjs VERSION`: prints CHANGELOG.md's section for VERSION (the text
// under `## VERSION` up to the next `## ` heading), the body of that version's GitHub release.
// Exits 1, saying why, when the tag is not a version, package.json names another version, or the
// changelog has no such section or an empty one: the release workflow stops before publishing.
// Plain JS (no build needed), run by .github/workflows/release.yml.
import { readFileSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** `v1.2.3` or `1.2.3` -> `1.2.3`; anything else -> null. */
export function versionOfTag(tag) {
  const match = /^v?(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)$/.exec(tag.trim());
  return match ? match[1] : null;
}

/** The text of `## VERSION` in a changelog, trimmed; null when there is no such heading. */
export function sectionOf(changelog, version) {
  const lines = changelog.split('\n');
  const escaped = version.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const heading = new RegExp(`^## \\[?v?${escaped}\\]?(?:\\s|$)`);
  const start = lines.findIndex((line) => heading.test(line));
  if (start === -1) return null;
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => /^## /.test(line));
  return (end === -1 ? rest : rest.slice(0, end)).join('\n').trim();
}

/** The release body for a tag, or the reason there is none. */
export function releaseNotes(tag, changelog, packageVersion) {
  const version = versionOfTag(tag);
  if (version === null) return { error: `'${tag}' is not a version tag (v1.2.3)` };
  if (packageVersion !== version) {
    return {
      error: `package.json says ${packageVersion}, the tag says ${version}: set the same version in both`,
    };
  }
  const section = sectionOf(changelog, version);
  if (section === null) return { error: `CHANGELOG.md has no '## ${version}' section` };
  if (section === '') return { error: `CHANGELOG.md's '## ${version}' section is empty` };
  return { version, notes: section };
}

function main(args) {
  const tag = args[0];
  if (tag === undefined) {
    console.error('usage: node scripts/release-notes.mjs VERSION');
    return 2;
  }
  const changelog = readFileSync(join(REPO_ROOT, 'CHANGELOG.md'), 'utf8');
  const { version } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8'));
  const result = releaseNotes(tag, changelog, version);
  if ('error' in result) {
    console.error(result.error);
    return 1;
  }
  process.stdout.write(`${result.notes}\n`);
  return 0;
}

function isProgram() {
  try {
    return (
      process.argv[1] !== undefined && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href
    );
  } catch {
    return false;
  }
}

if (isProgram()) process.exitCode = main(process.argv.slice(2));
