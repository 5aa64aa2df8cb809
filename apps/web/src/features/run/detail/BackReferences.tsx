import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import {
  entityNoun,
  pathTo,
  recordLabel,
  referringEntities,
  type ReferringGroup,
} from '@specrun/runtime';
import type { Entity } from '@specrun/model';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { LoadErrorState } from '../../../shared/ui/LoadErrorState.tsx';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { useSession } from '../SessionContext.ts';
import { useRunHref } from '../useRunHref.ts';
import { AddChildForm } from './AddChildForm.tsx';
import { useReferringRecords } from './useReferringRecords.ts';

/** At most this many referring records are listed per field; the rest are counted. */
const SHOWN = 50;

interface BackReferencesProps {
  entity: Entity;
  id: string;
  onRetry: () => void;
}

/** The records of other entities (or this one) that point at this record, as links, kept live. */
export function BackReferences({ entity, id, onRetry }: BackReferencesProps) {
  const { spec } = useSession();
  const referring = useMemo(() => referringEntities(spec, entity.name), [spec, entity]);
  const groups = useReferringRecords(entity.name, id);
  if (referring.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="referenced-heading">
      <Title order={2} id="referenced-heading">
        Referenced by
      </Title>
      {groups.status === 'loading' && <LoadingState label="Looking for records that point here…" />}
      {groups.status === 'error' && (
        <LoadErrorState
          title="The records that point here could not be loaded"
          error={groups.error}
          onRetry={onRetry}
        />
      )}
      {groups.status === 'ready' &&
        groups.value.map((group) => (
          <Group
            key={`${group.entity.name}.${group.field.name}`}
            group={group}
            parent={entity.name}
            parentId={id}
          />
        ))}
    </Stack>
  );
}

interface GroupProps {
  group: ReferringGroup;
  /** The entity and id of the record shown, which the group's records point at. */
  parent: string;
  parentId: string;
}

function Group({ group, parent, parentId }: GroupProps) {
  const { app } = useSession();
  const href = useRunHref();
  const noun = entityNoun(group.entity);
  const heading = `${group.entity.name} (${group.field.name})`;
  const rest = group.records.length - SHOWN;
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {heading}
      </Title>
      {group.records.length === 0 ? (
        <Text size="sm">No {noun.many} point here.</Text>
      ) : (
        <List size="sm" spacing={2} aria-label={heading}>
          {group.records.slice(0, SHOWN).map((record) => {
            const label = recordLabel(group.entity, record);
            const path =
              pathTo(app, 'detail', group.entity.name, record.id) ??
              pathTo(app, 'edit', group.entity.name, record.id);
            return (
              <List.Item key={record.id}>
                {path ? (
                  <Anchor component={Link} href={href(path)}>
                    {label}
                  </Anchor>
                ) : (
                  label
                )}
              </List.Item>
            );
          })}
        </List>
      )}
      {rest > 0 && <Text size="sm">and {rest} more</Text>}
      {group.field.deletedWith === parent && (
        <AddChildForm child={group.entity} via={group.field} parentId={parentId} />
      )}
    </Stack>
  );
}
