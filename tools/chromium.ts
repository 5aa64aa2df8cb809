// The one home of how tests and benchmarks start a browser. Test tools cannot download browsers
// here, so they all drive Debian's Chromium (or CHROMIUM_PATH) with the same flags.

/** Debian's Chromium, or the browser CHROMIUM_PATH names. */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** Headless, and quiet: nothing of the browser's own reaches the network or the CPU meanwhile. */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
