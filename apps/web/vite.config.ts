import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { contentSecurityPolicy, SECURITY_HEADERS } from './build/contentSecurityPolicy.ts';

// `base: './'` and hash routes (src/shared/routing) let the built app work from any folder of any
// static file host, with no server rewrite rules.
const OWN_PACKAGES = /[\\/]packages[\\/](model|runtime)[\\/]src[\\/]/;

/**
 * Shared chunks smaller than this are copied into the chunks that use them instead of being files
 * of their own (sizes before minification). Rolldown's runtime keeps one instance of each copied
 * module, so state and identities stay single. Without it, the list screen came as 13 files of
 * which 9 were under 1 KB, and a static host's HTTP/1.1 fetches six at a time.
 */
const INLINE_SHARED_CHUNKS_BELOW = 16 * 1024;

/** Chunks holding styles stay files: Vite's CSS plugin emits a chunk's CSS from every copy. */
const STYLES = /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/;

export default defineConfig({
  base: './',
  plugins: [react(), contentSecurityPolicy()],
  // The OpenAPI validator's resolver loads undici to fetch a URL in Node, which the import never
  // does: a stand-in keeps undici and the Node modules it names out of the page's bundle.
  resolve: {
    alias: { undici: fileURLToPath(new URL('./src/shared/openapi/noUndici.ts', import.meta.url)) },
  },
  preview: { headers: { ...SECURITY_HEADERS } },
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
      // Copying shared chunks needs the entry's exports free to drop (the page's entry has none).
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: {
            maxSize: INLINE_SHARED_CHUNKS_BELOW,
            exclude: STYLES,
          },
        },
      },
    },
  },
  test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'node', testTimeout: 60_000 },
});
