// Bundles the CLI, with the packages it uses and their dependencies, into one executable file.
import { chmod, copyFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { postgresQueuePlugin } from './postgresQueuePlugin.mjs';

// Paths are the package's own, so that the launcher (bin/specrun.js) may build from any folder.
const outfile = fileURLToPath(new URL('dist/specrun.js', import.meta.url));
const serverDir = fileURLToPath(new URL('../server/', import.meta.url));

const queue = postgresQueuePlugin();
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
  plugins: [queue.plugin],
  logLevel: 'warning',
});
if (queue.replaced() === 0)
  throw new Error("postgres.js's src/queue.js was not found in the bundle to be replaced");
await chmod(outfile, 0o755);

// PGlite loads its WebAssembly and its file system image beside its own module at run time
// (`new URL('pglite.wasm', import.meta.url)`): in the bundle, that is beside dist/specrun.js.
const require = createRequire(import.meta.url);
const pglite = dirname(require.resolve('@electric-sql/pglite', { paths: [serverDir] }));
for (const file of ['pglite.wasm', 'pglite.data', 'initdb.wasm'])
  await copyFile(join(pglite, file), join(dirname(outfile), file));
