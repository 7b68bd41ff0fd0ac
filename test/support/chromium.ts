/**
 * Debian's Chromium, driven by playwright-core, for tests that look at rendered HTML the way a
 * person would. When /usr/bin/chromium is missing it is installed with apt-get (CI runs as root),
 * so `npm test` works on a fresh machine; when that fails the test fails with the reason.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';

export const CHROMIUM = process.env['NARRATOR_CHROMIUM'] || '/usr/bin/chromium';
/** Without a color emoji font the comment's ✅ ❌ ⏳ show as empty boxes in the screenshots. */
const EMOJI_FONT = '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf';
const PACKAGES = ['chromium', 'fonts-noto-color-emoji'];

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function apt(args: string[]): void {
  execFileSync('apt-get', args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    timeout: 600_000,
  });
}

/** Makes sure Chromium (and an emoji font) is installed; throws with what apt-get said when it cannot be. */
export function ensureChromium(): string {
  if (existsSync(CHROMIUM) && (existsSync(EMOJI_FONT) || process.env['NARRATOR_CHROMIUM'])) return CHROMIUM;
  try {
    try {
      apt(['install', '-y', '-q', ...PACKAGES]);
    } catch {
      apt(['update', '-q']); // a fresh image has no package lists yet
      apt(['install', '-y', '-q', ...PACKAGES]);
    }
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim().slice(-2_000) ?? '';
    throw new Error(
      `Chromium is needed for the comment preview tests and ${CHROMIUM} is missing; ` +
        `"apt-get install -y ${PACKAGES.join(' ')}" failed (run it as root, or set NARRATOR_CHROMIUM): ${stderr}`,
      { cause: error },
    );
  }
  if (!existsSync(CHROMIUM)) throw new Error(`apt-get installed chromium but ${CHROMIUM} is still missing`);
  return CHROMIUM;
}

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** A headless Chromium with a fresh profile, at a 1000 px wide viewport. */
export async function launchChromium(): Promise<Browser> {
  const executablePath = ensureChromium();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'narrator-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    args: ARGS,
    headless: true,
    viewport: { width: 1000, height: 800 },
    // Nothing on a preview page may reach the network.
    offline: true,
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
