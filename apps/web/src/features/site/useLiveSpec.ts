import { useEffect, useState } from 'react';
import { reloadSingleSpec, type SingleSpec } from './singleSpecResource.ts';

/**
 * The spec's live state: how many times it was reloaded, why the last reload failed, and whether
 * the spec file is missing on the server's disk (`specrun dev` sends `missing`).
 */
export interface LiveSpec {
  version: number;
  problem: Error | undefined;
  missing: boolean;
}

/**
 * Follows the event stream of `specrun.json` (`specrun dev`): on each `change` event the spec and
 * `specrun.json` (with the changed spec's diagnostics) are fetched again and the spec kept, and
 * `version` grows, so that the caller opens the running app anew; a `missing` event sets
 * `missing` until the next `change` (the file is back). Without an event stream the version stays 0.
 */
export function useLiveSpec(single: SingleSpec): LiveSpec {
  const [live, setLive] = useState<LiveSpec>({
    version: 0,
    problem: undefined,
    missing: false,
  });
  const { config } = single;
  useEffect(() => {
    if (config.liveUrl === undefined) return;
    const source = new EventSource(config.liveUrl);
    let current = true;
    // Changes are applied one at a time, in the order they came.
    let queue = Promise.resolve();
    source.addEventListener('missing', () => {
      queue = queue.then(() => {
        if (current) setLive((s) => ({ ...s, missing: true }));
      });
    });
    source.addEventListener('change', () => {
      queue = queue.then(async () => {
        try {
          await reloadSingleSpec(config);
          if (current)
            setLive((s) => ({ version: s.version + 1, problem: undefined, missing: false }));
        } catch (error) {
          const problem = error instanceof Error ? error : new Error(String(error));
          if (current) setLive((s) => ({ ...s, problem, missing: false }));
        }
      });
    });
    return () => {
      current = false;
      source.close();
    };
  }, [config]);
  return live;
}
