import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy } from './build/contentSecurityPolicy.ts';

// `base: './'` and hash routes (src/shared/routing) let the built app work from any folder of any
// static file host, with no server rewrite rules.
export default defineConfig({
  base: './',
  plugins: [react(), contentSecurityPolicy()],
  preview: { headers: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY } },
  build: { target: 'es2022' },
  test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'node', testTimeout: 60_000 },
});
