import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Vitest global setup: bundles dist/specrun.js so that the tests run the current source. */
export default function buildBinary(): void {
  const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
  execFileSync(process.execPath, ['build.mjs'], { cwd: packageDir, stdio: 'inherit' });
}
