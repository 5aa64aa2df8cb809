import { useEffect, useState } from 'react';
import type { Loadable } from '../../shared/loading/createResource.ts';
import { LoadErrorState } from '../../shared/ui/LoadErrorState.tsx';
import { LoadingState } from '../../shared/ui/LoadingState.tsx';
import { NotFoundScreen } from '../../shared/ui/NotFoundScreen.tsx';
import { loadSpec } from './storage/workbenchDb.ts';
import type { WorkbenchSpec } from './storage/WorkbenchSpec.ts';
import { Workbench } from './Workbench.tsx';

const toError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** `#/workbench/<id>`: the workbench of one kept spec. */
export function WorkbenchScreen({ id }: { id: string }) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{
    key: string;
    state: Loadable<WorkbenchSpec | undefined>;
  }>();
  const key = `${id}#${attempt}`;
  useEffect(() => {
    let current = true;
    loadSpec(id).then(
      (value) => current && setLoaded({ key, state: { status: 'ready', value } }),
      (error: unknown) =>
        current && setLoaded({ key, state: { status: 'error', error: toError(error) } }),
    );
    return () => {
      current = false;
    };
  }, [id, key]);
  const spec: Loadable<WorkbenchSpec | undefined> =
    loaded?.key === key ? loaded.state : { status: 'loading' };
  if (spec.status === 'loading') return <LoadingState label="Opening the spec…" />;
  if (spec.status === 'error')
    return (
      <LoadErrorState
        title="The spec could not be opened"
        error={spec.error}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );
  if (spec.value === undefined) return <NotFoundScreen what={`spec “${id}” in the workbench`} />;
  return <Workbench key={spec.value.id} spec={spec.value} />;
}
