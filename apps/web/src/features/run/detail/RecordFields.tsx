import { DataList, Stack, Text, Title } from '@mantine/core';
import { displayValue, fieldLabel, type LabelIndex, type StoredRecord } from '@specrun/runtime';
import type { Entity, Field } from '@specrun/model';
import { FieldValueView } from './FieldValueView.tsx';

const STAMP: Field = {
  name: '',
  type: { kind: 'datetime' },
  required: false,
  unique: false,
  notes: '',
};

interface RecordFieldsProps {
  entity: Entity;
  record: StoredRecord;
  labels: LabelIndex;
  /** Fields the server's answer leaves out (`useUnansweredFields`): said so, not shown empty. */
  unanswered: ReadonlySet<string>;
}

/** Whether a field of the entity already says the time of this event (`set on create: now`). */
function statesStamp(entity: Entity, on: 'create' | 'save'): boolean {
  return entity.fields.some(
    (f) =>
      f.type.kind === 'datetime' && f.set?.on === on && f.set.expression.source.trim() === 'now',
  );
}

/**
 * Every field of a record with its value, then when it was created and last changed, unless a
 * field of its own says so (`createdAt`, `set on create: now`).
 */
export function RecordFields({ entity, record, labels, unanswered }: RecordFieldsProps) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="fields-heading">
      <Title order={2} id="fields-heading">
        Fields
      </Title>
      <DataList withDivider labelWidth="10rem">
        {entity.fields.map((field) => (
          <DataList.Item key={field.name}>
            <DataList.ItemLabel>{fieldLabel(field)}</DataList.ItemLabel>
            <DataList.ItemValue>
              {record.values[field.name] === undefined && unanswered.has(field.name) ? (
                <Text span>(not in the server’s answer)</Text>
              ) : (
                <FieldValueView field={field} value={record.values[field.name]} labels={labels} />
              )}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
        {!statesStamp(entity, 'create') && (
          <DataList.Item>
            <DataList.ItemLabel>Created</DataList.ItemLabel>
            <DataList.ItemValue>
              <Text span>{displayValue(record.createdAt, STAMP)}</Text>
            </DataList.ItemValue>
          </DataList.Item>
        )}
        {!statesStamp(entity, 'save') && (
          <DataList.Item>
            <DataList.ItemLabel>Last changed</DataList.ItemLabel>
            <DataList.ItemValue>
              <Text span>{displayValue(record.updatedAt, STAMP)}</Text>
            </DataList.ItemValue>
          </DataList.Item>
        )}
      </DataList>
    </Stack>
  );
}
