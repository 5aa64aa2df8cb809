import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Property tests run hundreds of generated specs; on a loaded 2-core machine they can take
    // well over Vitest's 5 s default without anything being wrong. Speed is measured in bench/.
    testTimeout: 60_000,
  },
});
