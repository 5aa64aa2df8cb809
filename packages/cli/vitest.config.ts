import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The tests run the built binary; build it from the current source first.
    globalSetup: ['test/buildBinary.ts'],
    testTimeout: 30_000,
  },
});
