// An esbuild plugin that bundles postgres.js with Specrun's queue (packages/server/src/sql/
// postgresQueue.ts) in place of its own src/queue.js, which grows by a slot a query under steady
// load and is searched whole on every query. Used by the CLI's bundle and by the serve bench's
// bare handler, so that both run the same driver.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const QUEUE = fileURLToPath(new URL('../server/src/sql/postgresQueue.ts', import.meta.url));
const POSTGRES_QUEUE = /[\\/]node_modules[\\/]postgres[\\/]src[\\/]queue\.js$/;

/**
 * The plugin, and `replaced()`: how many of postgres.js's imports of its queue it redirected.
 * A build that bundles postgres.js should check that it is more than 0, so that a release of
 * postgres.js that moves its queue is noticed.
 */
export function postgresQueuePlugin() {
  let replaced = 0;
  return {
    replaced: () => replaced,
    plugin: {
      name: 'postgres-queue',
      setup(build) {
        build.onResolve({ filter: /^\.\/queue\.js$/ }, (args) => {
          if (!POSTGRES_QUEUE.test(join(args.resolveDir, args.path))) return undefined;
          replaced += 1;
          return { path: QUEUE };
        });
      },
    },
  };
}
