import { Checkbox } from '@mantine/core';
import { allToggled, type ScreenBehaviour, type StoredRecord } from '@specrun/runtime';
import type { Entity } from '@specrun/model';
import { useSession } from '../../SessionContext.ts';
import type { Bulk } from './useBulk.ts';
import type { ListWrites } from './useListWrites.ts';

interface ToggleAllProps {
  entity: Entity;
  control: ScreenBehaviour;
  /** The records it acts on: the entity's, or the screen's. */
  records: readonly StoredRecord[];
  writes: ListWrites;
  bulk: Bulk;
}

/**
 * A checkbox over the list (`toggle all`), checked when every record is toggled on: a click turns
 * every record on, or every one off when all are on, one write after the other.
 */
export function ToggleAll({ entity, control, records, writes, bulk }: ToggleAllProps) {
  const { lifecycles } = useSession();
  const lifecycle = lifecycles.get(entity.name);
  const checked = allToggled(control.behaviour, records, lifecycle);
  const running = bulk.state.status === 'running';
  const flip = () => {
    const on = !checked;
    const steps = records.flatMap((record) => {
      const step = writes.stepOf(control.behaviour, record, on);
      return step ? [{ record, step }] : [];
    });
    const words = {
      doing: control.label,
      did: (n: number) => `${control.label}: ${n.toLocaleString('en')} changed`,
    };
    // A field's toggle writes in batches where the source can; actions go one by one.
    const updates = steps.flatMap(({ record, step }) =>
      step.kind === 'update' ? [{ record, values: step.values }] : [],
    );
    const updateMany = writes.updateMany;
    if (updateMany && updates.length === steps.length)
      void bulk.runMany(words, updates.length, (options) => updateMany(updates, options));
    else
      void bulk.run(
        words,
        steps.map((s) => s.record),
        (record) => writes.toggle(control.behaviour, record, on),
      );
  };
  return <Checkbox label={control.label} checked={checked} disabled={running} onChange={flip} />;
}
