import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../tools/chromium.ts';

/**
 * Starts Debian's Chromium headless through playwright-core, with the flags every test
 * and benchmark uses (tools/chromium.ts).
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
  });
}
