import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { workbenchPath } from '../../../shared/routing/paths.ts';
import type { WorkbenchSpec } from '../storage/WorkbenchSpec.ts';

/** Making a spec from a key (a link's payload, an example's slug): once, however often asked. */
const made = new Map<string, Promise<WorkbenchSpec | { refused: string }>>();

/**
 * Makes a spec once per key, however often the effect runs (React runs effects twice in
 * development), and replaces the address with its workbench; or says why it was refused.
 */
export function useCreateOnce(
  key: string,
  make: () => Promise<WorkbenchSpec | { refused: string }>,
): string | undefined {
  const [, navigate] = useLocation();
  const [refused, setRefused] = useState<string>();
  useEffect(() => {
    let current = true;
    let pending = made.get(key);
    if (pending === undefined) {
      pending = make().catch((error: unknown) => ({
        refused: error instanceof Error ? error.message : String(error),
      }));
      made.set(key, pending);
    }
    void pending.then((result) => {
      if (!current) return;
      if ('refused' in result) {
        made.delete(key);
        setRefused(result.refused);
      } else {
        made.delete(key);
        navigate(workbenchPath(result.id), { replace: true });
      }
    });
    return () => {
      current = false;
    };
    // `make` is a new function at each render; the key says what it makes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, navigate]);
  return refused;
}
