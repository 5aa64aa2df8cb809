import { resolve } from 'node:path';

/** The port the built app is served on for the end-to-end tests. */
export const E2E_PORT = Number(process.env['SPECRUN_E2E_PORT'] ?? 4391);

/**
 * Where the end-to-end tests build the app: `dist` on the default port, and a folder of its own
 * for any other port, so that test runs on two ports never rebuild the folder the other serves.
 */
export const E2E_DIST = resolve(
  import.meta.dirname,
  '..',
  process.env['SPECRUN_E2E_PORT'] === undefined ? 'dist' : `dist-e2e-${E2E_PORT}`,
);
