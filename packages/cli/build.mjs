// Bundles the CLI, with @specrun/model and its dependencies, into one executable file.
import { chmod } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

// Paths are the package's own, so that the launcher (bin/specrun.js) may build from any folder.
const outfile = fileURLToPath(new URL('dist/specrun.js', import.meta.url));

await build({
  entryPoints: [fileURLToPath(new URL('src/main.ts', import.meta.url))],
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
