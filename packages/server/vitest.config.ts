import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One PGlite per test process: it takes seconds to start on a loaded 2-core machine, and the
    // PostgreSQL suite starts a server of its own. Speed is measured in bench/.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
