// Bundles the CLI, with @specrun/model and its dependencies, into one executable file.
import { chmod } from 'node:fs/promises';
import { build } from 'esbuild';

const outfile = 'dist/specrun.js';

await build({
  entryPoints: ['src/main.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  banner: {
    // The bundle is ESM; a CommonJS dependency that calls require() needs one to exist.
    js: "#!/usr/bin/env node\nimport { createRequire as __specrunCreateRequire } from 'node:module';\nconst require = __specrunCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
await chmod(outfile, 0o755);
