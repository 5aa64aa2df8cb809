import { chromium, type Browser } from 'playwright-core';

/**
 * Starts Debian's Chromium headless through playwright-core, with the flags of the web app's
 * Playwright config (no browser is downloaded here). `CHROMIUM_PATH` may point elsewhere.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
