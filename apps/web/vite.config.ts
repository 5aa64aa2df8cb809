import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// `base: './'` and hash routes (src/shared/routing) let the built app work from any folder of any
// static file host, with no server rewrite rules.
export default defineConfig({
  base: './',
  plugins: [react()],
  build: { target: 'es2022' },
  test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'node', testTimeout: 60_000 },
});
