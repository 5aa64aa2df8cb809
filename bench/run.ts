// Runs the benchmarks: every bench/*.bench.ts in name order, or those whose file name contains the
// first argument (`npm run bench -- read`). Each module's default export prints its own figures.
import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2];
const files = (await readdir(here))
  .filter((name) => name.endsWith('.bench.ts') && (filter === undefined || name.includes(filter)))
  .sort();

if (files.length === 0) {
  console.error(`No benchmark in bench/ matches "${filter ?? ''}".`);
  process.exitCode = 1;
}
for (const file of files) {
  console.log(`\n== ${file}`);
  const module = (await import(pathToFileURL(join(here, file)).href)) as { default?: unknown };
  if (typeof module.default !== 'function')
    throw new Error(`${file} must export default an async function`);
  await (module.default as () => Promise<void>)();
}
