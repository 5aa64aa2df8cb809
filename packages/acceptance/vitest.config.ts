import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The suites against `specrun serve` start PGlite in a new folder per example, which takes
    // seconds, and far more on a loaded machine. Speed is measured in bench/.
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
