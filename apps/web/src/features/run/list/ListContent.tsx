import { Button, EmptyState } from '@mantine/core';
import type { EntityNoun, ListSort, StoredRecord } from '@specrun/runtime';
import type { Entity } from '@specrun/model';
import { lazyComponent } from '../../../shared/loading/lazyComponent.tsx';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import type { ListView } from './useListView.ts';
import { WhoMayAdd } from '../acting/WhoMayAdd.tsx';
import type { RowParts } from './behaviours/useRowParts.tsx';

// The table (TanStack Table and Virtual, with Mantine's scroll area) is code only a list with
// records to show needs: it loads with the first records, or once the page is idle
// (`preloadRecordTable`), and never holds back an empty list's first screen.
const RecordTable = lazyComponent(() =>
  import('./RecordTable.tsx').then((module) => module.RecordTable),
);

/** Starts loading the record table's code (once). */
export function preloadRecordTable(): void {
  void RecordTable.preload();
}

interface ListContentProps {
  title: string;
  entity: Entity;
  noun: EntityNoun;
  view: Extract<ListView, { status: 'ready' }>;
  sort: ListSort | undefined;
  onSort: (field: string) => void;
  hrefOf: ((record: StoredRecord) => string) | undefined;
  /** Where a new record is made, when the app has a form for it. */
  newHref: string | undefined;
  /** True when the screen's `where` keeps only some of the entity's records. */
  narrowed: boolean;
  /** Clears the search and the filters. */
  onClear: () => void;
  /** The controls the list's row behaviours add to its table. */
  parts?: RowParts | undefined;
  /** The label of the list's `add` input, when it has one. */
  addLabel?: string | undefined;
}

/** The records of a list, or why there are none: none yet, or none that match. */
export function ListContent({
  title,
  entity,
  noun,
  view,
  sort,
  onSort,
  hrefOf,
  newHref,
  narrowed,
  onClear,
  parts,
  addLabel,
}: ListContentProps) {
  if (view.total === 0) {
    return (
      <EmptyState
        title={narrowed ? `No ${noun.many} here yet` : `No ${noun.many} yet`}
        description={
          narrowed
            ? `None of the ${noun.many} is one this list shows.`
            : addLabel !== undefined
              ? `Add the first ${noun.one}: type it in “${addLabel}” and press Enter.`
              : newHref && `Add the first ${noun.one} with “New ${entity.name}”.`
        }
      >
        {!narrowed && (
          <EmptyState.Actions>
            <WhoMayAdd entity={entity} />
          </EmptyState.Actions>
        )}
      </EmptyState>
    );
  }
  if (view.shown.length === 0) {
    return (
      <EmptyState
        title={`No ${noun.many} match`}
        description="Nothing matches the search and filters."
      >
        <EmptyState.Actions>
          <Button variant="default" onClick={onClear}>
            Clear search and filters
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  }
  return (
    <RecordTable
      label={title}
      entity={entity}
      records={view.shown}
      labels={view.labels}
      sort={sort}
      onSort={onSort}
      hrefOf={hrefOf}
      parts={parts}
      fallback={<LoadingState label={`Loading the ${noun.many}…`} />}
    />
  );
}
