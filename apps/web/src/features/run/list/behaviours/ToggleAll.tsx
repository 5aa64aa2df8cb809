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
    const changing = records.filter((r) => writes.stepOf(control.behaviour, r, on) !== undefined);
    void bulk.run(
      { doing: control.label, did: (n) => `${control.label}: ${n.toLocaleString('en')} changed` },
      changing,
      (record) => writes.toggle(control.behaviour, record, on),
    );
  };
  return <Checkbox label={control.label} checked={checked} disabled={running} onChange={flip} />;
}
