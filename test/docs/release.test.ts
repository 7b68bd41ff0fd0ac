/**
 * The release workflow publishes CHANGELOG.md's section of the tagged version and refuses a tag
 * whose version package.json or the changelog does not have (scripts/release-notes.mjs), so a
 * release never goes out with empty or another version's notes.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT } from '../../scripts/docs.mjs';
import { releaseNotes, sectionOf, versionOfTag } from '../../scripts/release-notes.mjs';
import { NARRATOR_VERSION } from '../../src/runner/github-env.js';

const changelog = readFileSync(join(REPO_ROOT, 'CHANGELOG.md'), 'utf8');
const packageVersion = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')).version as string;

describe('release notes from the changelog', () => {
  test('tags name versions; anything else is refused', () => {
    expect(versionOfTag('v1.2.3')).toBe('1.2.3');
    expect(versionOfTag('1.0.0-rc.1')).toBe('1.0.0-rc.1');
    expect(versionOfTag('v1')).toBeNull();
    expect(versionOfTag('latest')).toBeNull();
  });

  test("a version's section ends at the next version's heading", () => {
    const text = '# Changelog\n\n## 1.1.0\n\n### Added\n- b\n\n## 1.0.0\n\n- a\n';
    expect(sectionOf(text, '1.1.0')).toBe('### Added\n- b');
    expect(sectionOf(text, '1.0.0')).toBe('- a');
    expect(sectionOf(text, '1.0')).toBeNull();
    expect(sectionOf(text, '2.0.0')).toBeNull();
  });

  test('a tag that package.json or the changelog does not know is refused, saying why', () => {
    expect(releaseNotes('v9.9.9', changelog, packageVersion)).toEqual({
      error: expect.stringContaining('package.json says'),
    });
    expect(releaseNotes('v9.9.9', changelog, '9.9.9')).toEqual({
      error: "CHANGELOG.md has no '## 9.9.9' section",
    });
  });

  test('the current package version has a section in the changelog: tagging it would publish that text', () => {
    const result = releaseNotes(`v${packageVersion}`, changelog, packageVersion);
    expect(result).toEqual({ version: packageVersion, notes: expect.stringContaining('###') });
  });

  test("the version Narrator tells GitHub (its user agent) is package.json's", () => {
    expect(NARRATOR_VERSION).toBe(packageVersion);
  });

  test('the script prints the section, and exits 1 on a tag it refuses', () => {
    const script = join(REPO_ROOT, 'scripts', 'release-notes.mjs');
    const out = execFileSync(process.execPath, [script, `v${packageVersion}`], { encoding: 'utf8' });
    expect(out.trim()).toBe(sectionOf(changelog, packageVersion));
    expect(() => execFileSync(process.execPath, [script, 'v0.0.0-nope'], { stdio: 'pipe' })).toThrow();
  });

  test('the workflow runs on version tags, verifies before publishing, and moves the major tag', () => {
    const workflow = parse(readFileSync(join(REPO_ROOT, '.github', 'workflows', 'release.yml'), 'utf8'));
    expect(workflow.on.push.tags).toEqual(['v[0-9]+.[0-9]+.[0-9]+*']);
    expect(workflow.jobs.release.needs).toBe('verify');
    const verify = JSON.stringify(workflow.jobs.verify.steps);
    expect(verify).toContain('git status --porcelain dist');
    expect(verify).toContain('bash .ci/run');
    const release = JSON.stringify(workflow.jobs.release.steps);
    expect(release).toContain('scripts/release-notes.mjs');
    expect(release).toContain('git push --force origin');
  });
});
