import { Anchor, Text } from '@mantine/core';
import {
  displayValue,
  isLoaded,
  kindOf,
  NOT_LOADED_MARK,
  pathTo,
  referenceLabel,
  referenceTarget,
  type FieldValue,
  type LabelIndex,
} from '@specrun/runtime';
import type { Field } from '@specrun/model';
import { Fragment } from 'react';
import { Link } from 'wouter';
import { useSession } from '../SessionContext.ts';
import { useRunHref } from '../useRunHref.ts';

interface FieldValueViewProps {
  field: Field;
  value: FieldValue | undefined;
  labels: LabelIndex;
}

/**
 * A field's value for people: references by the name of what they point at, as links to it when
 * the app has a screen for it; web links as links; long text with its line breaks; otherwise
 * `displayValue`. Always text, never markup.
 */
export function FieldValueView({ field, value, labels }: FieldValueViewProps) {
  if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0))
    return <Text span>(empty)</Text>;
  const target = referenceTarget(field.type);
  if (target !== undefined) {
    const ids = (Array.isArray(value) ? value : [value]).map(String);
    return (
      <>
        {ids.map((id, index) => (
          <Fragment key={`${id}:${index}`}>
            {index > 0 && ', '}
            <Reference
              entity={target}
              id={id}
              label={referenceLabel(labels, target, id)}
              loaded={isLoaded(labels, target)}
            />
          </Fragment>
        ))}
      </>
    );
  }
  const text = displayValue(value, field);
  if (kindOf(field.type).link && /^https?:\/\//i.test(text)) {
    return (
      <Anchor
        href={text}
        target="_blank"
        rel="noopener noreferrer"
        style={{ overflowWrap: 'anywhere' }}
      >
        {text}
      </Anchor>
    );
  }
  return (
    <Text span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {text}
    </Text>
  );
}

/**
 * One reference: a link to the record's screen, its name alone, its id when it is gone, or its id
 * marked not loaded when its entity's records could not be listed (it may well exist).
 */
function Reference({
  entity,
  id,
  label,
  loaded,
}: {
  entity: string;
  id: string;
  label: string | undefined;
  loaded: boolean;
}) {
  const { app } = useSession();
  const href = useRunHref();
  if (!loaded) return <Text span>{`${id} ${NOT_LOADED_MARK}`}</Text>;
  if (label === undefined) return <Text span>{`${id} (no such ${entity})`}</Text>;
  const path = pathTo(app, 'detail', entity, id) ?? pathTo(app, 'edit', entity, id);
  if (!path) return <Text span>{label}</Text>;
  return (
    <Anchor component={Link} href={href(path)}>
      {label}
    </Anchor>
  );
}
