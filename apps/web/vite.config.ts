import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy } from './build/contentSecurityPolicy.ts';

// `base: './'` and hash routes (src/shared/routing) let the built app work from any folder of any
// static file host, with no server rewrite rules.
const OWN_PACKAGES = /[\\/]packages[\\/](spec|runtime)[\\/]src[\\/]/;

export default defineConfig({
  base: './',
  plugins: [react(), contentSecurityPolicy()],
  preview: { headers: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY } },
  build: {
    target: 'es2022',
    // `specrun build` reads which files the running app's screen needs, to name them in the page
    // of a spec's site (packages/cli/src/build/sitePage.ts).
    manifest: true,
    rolldownOptions: {
      // Our own packages are plain modules whose loading changes nothing: a chunk keeps only the
      // modules whose exports it uses, not every module their index files name (the start page
      // needs the spec reader, not the schema; the runtime's compiler, not its CSV import).
      treeshake: { moduleSideEffects: (id) => (OWN_PACKAGES.test(id) ? false : undefined) },
    },
  },
  test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'node', testTimeout: 60_000 },
});
