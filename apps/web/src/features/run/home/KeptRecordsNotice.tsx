import type { MigrationReport } from '@specrun/runtime';
import { useEffect, useState } from 'react';
import { lazyComponent } from '../../../shared/loading/lazyComponent.tsx';
import { useSession } from '../SessionContext.ts';

// The notice's code loads only for a store that keeps such records: the home's first screen
// of a new place has none to tell.
const KeptRecordsAlert = lazyComponent(() =>
  import('./KeptRecordsAlert.tsx').then((m) => m.KeptRecordsAlert),
);

/**
 * Tells that the store keeps records of entities the spec no longer has (renamed or removed
 * since they were written), as the migration that opened the store counted them; nothing when
 * there are none.
 */
export function KeptRecordsNotice() {
  const { migration } = useSession();
  const [orphaned, setOrphaned] = useState<MigrationReport['orphaned']>([]);
  useEffect(() => {
    let current = true;
    migration.then(
      (report) => {
        if (current) setOrphaned(report.orphaned.filter(({ count }) => count > 0));
      },
      () => undefined, // A failed migration is shown by every read that waited for it.
    );
    return () => {
      current = false;
    };
  }, [migration]);
  if (orphaned.length === 0) return null;
  return <KeptRecordsAlert orphaned={orphaned} />;
}
