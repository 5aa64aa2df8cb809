import { filterWhere, summarizeRecords } from '@specrun/runtime';
import type { Entity, Expression } from '@specrun/model';
import { useMemo } from 'react';
import { LoadErrorState } from '../../../shared/ui/LoadErrorState.tsx';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { useSession } from '../SessionContext.ts';
import { useRecords } from '../useRecords.ts';
import { useScopeBase } from '../useScopeBase.ts';
import { EntityCounts } from './EntityCounts.tsx';
import { manyTitle } from './nouns.ts';
import { WhereProblem } from './WhereProblem.tsx';

interface EntityDashboardProps {
  entity: Entity;
  where: Expression | undefined;
  onRetry: () => void;
}

/** The counts of one entity's records (the screen's `where` applied), kept live. */
export function EntityDashboard({ entity, where, onRetry }: EntityDashboardProps) {
  const { spec } = useSession();
  const records = useRecords(entity.name);
  const base = useScopeBase();
  const outcome = useMemo(
    () =>
      records.status === 'ready' ? filterWhere(records.value, entity, where, base) : undefined,
    [records, entity, where, base],
  );
  if (records.status === 'error')
    return (
      <LoadErrorState
        title={`The ${manyTitle(entity).toLowerCase()} could not be loaded`}
        error={records.error}
        onRetry={onRetry}
      />
    );
  if (records.status === 'loading' || !outcome)
    return <LoadingState label={`Counting the ${manyTitle(entity).toLowerCase()}…`} />;
  if (!outcome.ok && where) return <WhereProblem where={where} problem={outcome.problem} />;
  return (
    <EntityCounts
      standalone
      where={where}
      summary={summarizeRecords(spec, entity, outcome.ok ? outcome.records : [])}
    />
  );
}
