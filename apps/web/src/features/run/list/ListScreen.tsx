import { Alert, Button, Code, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  defaultSort,
  entityNoun,
  pathTo,
  recordLabel,
  type ListSort,
  type ScreenBehaviour,
  type StoredRecord,
} from '@specrun/runtime';
import type { Entity } from '@specrun/model';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { lazyComponent } from '../../../shared/loading/lazyComponent.tsx';
import { LoadErrorState } from '../../../shared/ui/LoadErrorState.tsx';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import type { ScreenProps } from '../ScreenProps.ts';
import { useSession } from '../SessionContext.ts';
import { LabelFailureNotice } from '../LabelFailureNotice.tsx';
import { EntityDataMenu } from '../import-export/EntityDataMenu.tsx';
import { useRunHref } from '../useRunHref.ts';
import { ListContent, preloadRecordTable } from './ListContent.tsx';
import {
  activeFilterCount,
  describeSort,
  filtersOf,
  nextSort,
  type FilterInputs,
} from './listControls.ts';
import { useListView } from './useListView.ts';
import { Titled } from '../../../shared/ui/Titled.tsx';
import { Why } from '../../../shared/ui/Why.tsx';
import {
  LazyListFooter as ListFooter,
  LazyListTop as ListTop,
  preloadBehaviours,
} from './behaviours/lazyBehaviours.ts';
import { useListBehaviours } from './behaviours/useListBehaviours.ts';
import { formatCount } from '../../../shared/format/formatCount.ts';

const FILTERS_ID = 'list-filters';

// The filters' inputs (dates, numbers, choices) load when the filters are first opened, not with
// the list.
const ListFilters = lazyComponent(() =>
  import('./ListFilters.tsx').then((module) => module.ListFilters),
);

/** A screen of kind `list`: the records of its entity that its `where` keeps. */
export function ListScreen({ screen }: ScreenProps) {
  const [attempt, setAttempt] = useState(0);
  if (!screen.entity) {
    return (
      <Titled title={screen.title}>
        <Text>
          Point 2 says this list shows <q>{screen.shows}</q>, which names no entity of point 3, so
          there are no records to list.
        </Text>
      </Titled>
    );
  }
  return (
    <EntityList
      key={attempt}
      title={screen.title}
      route={screen.route}
      entity={screen.entity}
      where={screen.where}
      onRetry={() => setAttempt((n) => n + 1)}
    />
  );
}

interface EntityListProps {
  title: string;
  route: string;
  entity: Entity;
  where: ScreenProps['screen']['where'];
  onRetry: () => void;
}

function EntityList({ title, route, entity, where, onRetry }: EntityListProps) {
  const { app, access } = useSession();
  const href = useRunHref();
  const noun = useMemo(() => entityNoun(entity), [entity]);
  const [search, setSearch] = useState('');
  const [inputs, setInputs] = useState<FilterInputs>({});
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [sort, setSort] = useState<ListSort | undefined>(() => defaultSort(entity));
  // Typing stays quick on 100,000 records: the list follows the search box when it can.
  const deferredSearch = useDeferredValue(search);
  const filters = useMemo(() => filtersOf(entity, inputs), [entity, inputs]);
  const view = useListView(entity, where, deferredSearch, filters, sort);
  // While the list is read again after a change, its rows are the old ones but its count new.
  const narrowed = deferredSearch.trim() !== '' || filters.length > 0;
  // The table's code loads as the list opens, alongside its records, not after them: a new
  // place starts with the spec's sample records, so a list's first screen is usually its table.
  useEffect(() => preloadRecordTable(), []);
  // "New" only for a user point 6 lets create one; the data source refuses the others anyway.
  const newPath = access.canCreate(entity.name) ? pathTo(app, 'new', entity.name) : undefined;
  const hrefOf = useMemo(() => {
    const kind = pathTo(app, 'detail', entity.name, 'x') ? 'detail' : 'edit';
    if (!pathTo(app, kind, entity.name, 'x')) return undefined;
    return (record: StoredRecord) => href(pathTo(app, kind, entity.name, record.id) ?? '/');
  }, [app, entity, href]);
  const active = activeFilterCount(inputs);
  const kit = useListBehaviours(route, entity);
  // Their controls' code comes alongside the records, for a list that has behaviours.
  useEffect(() => {
    if (kit.any) preloadBehaviours();
  }, [kit.any]);
  // The behaviours of the whole list act once every record is read, and only on a list that has
  // some: an entity without records shows its lists' `add` alone.
  const ready = view.status === 'ready' && view.complete ? view : undefined;
  const all = ready?.all;
  const kept = ready?.kept;
  const footerControls = useMemo(
    () => kit.behaviours.list.filter((control) => control.kind !== 'toggle all'),
    [kit.behaviours],
  );
  const recordsOf = useMemo(() => {
    if (!all || !kept || all.length === 0) return undefined;
    return (control: ScreenBehaviour) => (control.over === 'entity' ? all : kept);
  }, [all, kept]);
  // Every list states its order, a column's sort included.
  const sortWords = describeSort(sort);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          {view.status === 'ready' && (
            <Text size="sm" aria-live="polite">
              {!view.complete
                ? `The first ${formatCount(view.shown.length)} ${where ? '' : `of ${formatCount(view.total)} `}${noun.many}; loading the rest…`
                : view.shown.length === view.total || (view.updating && !narrowed)
                  ? `${formatCount(view.total)} ${view.total === 1 ? noun.one : noun.many}`
                  : `${formatCount(view.shown.length)} of ${formatCount(view.total)} ${noun.many}`}
              {`, ${sortWords}`}
              {view.updating && '; reading the changed list…'}
            </Text>
          )}
        </Stack>
        <Group gap="sm">
          <EntityDataMenu entity={entity} />
          {newPath && (
            <Button component={Link} href={href(newPath)}>
              New {entity.name}
            </Button>
          )}
        </Group>
      </Group>
      {kit.any && <ListTop entity={entity} kit={kit} recordsOf={recordsOf} />}
      {where && (
        <Text size="sm">
          Only some of the {noun.many} are listed here.
          <Why
            detail={
              <>
                {' '}
                Point 2 lists those where <Code>{where.source}</Code>.
              </>
            }
          />
        </Text>
      )}
      <Group align="flex-end" gap="sm">
        <TextInput
          label={`Search ${noun.many}`}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: '1 1 16rem' }}
        />
        <Button
          variant={active > 0 ? 'light' : 'default'}
          onClick={() => setFiltersOpen((open) => !open)}
          aria-expanded={filtersOpen}
          {...(filtersOpen ? { 'aria-controls': FILTERS_ID } : {})}
        >
          {active > 0 ? `Filters (${active})` : 'Filters'}
        </Button>
      </Group>
      {filtersOpen && view.status === 'ready' && (
        <ListFilters
          id={FILTERS_ID}
          entity={entity}
          inputs={inputs}
          labels={view.labels}
          onChange={setInputs}
          fallback={<LoadingState label="Loading the filters…" />}
        />
      )}
      {view.status === 'loading' && <LoadingState label={`Loading the ${noun.many}…`} />}
      {view.status === 'error' && (
        <LoadErrorState
          title={`The ${noun.many} could not be loaded`}
          error={view.error}
          onRetry={onRetry}
        />
      )}
      {view.status === 'where-problem' && where && (
        <Alert
          color="red.9"
          variant="outline"
          title="The screen's filter could not be applied"
          role="alert"
        >
          <Text size="sm">
            <Code>{where.source}</Code> fails
            {view.record ? ` on “${recordLabel(entity, view.record)}”` : ''}: {view.problem}. Fix
            the expression in point 2 of the spec; no records are listed until it can be applied.
          </Text>
        </Alert>
      )}
      {view.status === 'ready' && (
        <LabelFailureNotice
          failures={view.labelFailures}
          retrying={view.retryingLabels}
          onRetry={view.retryLabels}
        />
      )}
      {view.status === 'ready' && (
        <ListContent
          title={title}
          entity={entity}
          noun={noun}
          view={view}
          sort={sort}
          onSort={(field) => setSort((current) => nextSort(current, field))}
          hrefOf={hrefOf}
          newHref={newPath && href(newPath)}
          narrowed={where !== undefined}
          onClear={() => {
            setSearch('');
            setInputs({});
          }}
          parts={kit.parts}
          addLabel={kit.behaviours.add?.label}
        />
      )}
      {recordsOf && footerControls.length > 0 && (
        <ListFooter
          entity={entity}
          controls={footerControls}
          recordsOf={recordsOf}
          writes={kit.writes}
          bulk={kit.bulk}
        />
      )}
    </Stack>
  );
}
