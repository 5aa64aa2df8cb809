import { Group } from '@mantine/core';
import { inputOf, type ScreenBehaviour, type StoredRecord } from '@specrun/runtime';
import type { Entity } from '@specrun/model';
import { useMemo, useState, type ReactNode } from 'react';
import { useSession } from '../../SessionContext.ts';
import type { Editing } from './InlineEdit.tsx';
import {
  LazyInlineEditInput as InlineEditInput,
  LazyInlineEditText as InlineEditText,
  LazyRowControl as RowControl,
} from './lazyBehaviours.ts';
import type { ListWrites } from './useListWrites.ts';

/** A column of controls that a list's behaviours add to its table. */
export interface RowColumn {
  id: string;
  header: string;
  /** Its width, in rem. */
  width: number;
  render: (record: StoredRecord) => ReactNode;
}

/** What a list's row behaviours add to its table: columns before and after, and edits in place. */
export interface RowParts {
  before: RowColumn[];
  after: RowColumn[];
  /** A field's cell when a behaviour edits it in place; undefined for the cell's plain text. */
  cell: (record: StoredRecord, field: string, text: string) => ReactNode | undefined;
}

/**
 * The row controls of a list (its `toggle`, `edit`, `action` and `delete` behaviours) as parts
 * of its table: a column per toggle before the record's columns, one of buttons after them, and
 * the text of an edited field. While a row is edited, its other controls are hidden, as TodoMVC's
 * are. Undefined when the list has no row behaviours.
 */
export function useRowParts(
  entity: Entity,
  rows: readonly ScreenBehaviour[],
  writes: ListWrites,
): RowParts | undefined {
  const { access } = useSession();
  const [editing, setEditing] = useState<Editing | undefined>();
  const [refocus, setRefocus] = useState<string | undefined>();

  return useMemo(() => {
    if (rows.length === 0) return undefined;
    const editingRow = (record: StoredRecord) => editing?.id === record.id;
    const control = (behaviour: ScreenBehaviour) => (record: StoredRecord) =>
      editingRow(record) ? null : (
        <RowControl entity={entity} control={behaviour} record={record} writes={writes} />
      );
    const before = rows
      .filter((b) => b.kind === 'toggle')
      .map((b, i): RowColumn => ({
        id: `toggle ${i}`,
        header: b.label,
        width: 5,
        render: control(b),
      }));
    const buttons = rows.filter((b) => b.kind === 'action' || b.kind === 'delete');
    const after: RowColumn[] =
      buttons.length === 0
        ? []
        : [
            {
              id: 'controls',
              header: 'Actions',
              width: 3 + 6 * buttons.length,
              render: (record) =>
                editingRow(record) ? null : (
                  <Group gap={4} wrap="nowrap">
                    {buttons.map((b, i) => (
                      <RowControl
                        key={i}
                        entity={entity}
                        control={b}
                        record={record}
                        writes={writes}
                      />
                    ))}
                  </Group>
                ),
            },
          ];
    const edits = new Map(rows.filter((b) => b.kind === 'edit').map((b) => [b.behaviour.field, b]));
    const cell = (record: StoredRecord, field: string, text: string) => {
      const edit = edits.get(field);
      const declared = entity.fields.find((f) => f.name === field);
      if (!edit || !declared || !access.editableFields(entity.name, record).includes(field))
        return undefined;
      const key = `${record.id} ${field}`;
      if (editing?.id === record.id && editing.field === field) {
        return (
          <InlineEditInput
            edit={edit}
            field={declared}
            record={record}
            start={editing.input ?? inputOf(record.values[field], declared.type)}
            writes={writes}
            onEnd={(byKey) => {
              setEditing(undefined);
              setRefocus(byKey ? key : undefined);
            }}
            onRefused={(typed) => setEditing({ id: record.id, field, input: typed })}
          />
        );
      }
      return (
        <InlineEditText
          edit={edit}
          text={text}
          focus={refocus === key}
          onFocused={() => setRefocus(undefined)}
          onEdit={() => setEditing({ id: record.id, field })}
        />
      );
    };
    return { before, after, cell };
  }, [rows, entity, writes, access, editing, refocus]);
}
