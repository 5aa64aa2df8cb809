import { errorText, recordLabel, type BoardTarget, type StoredRecord } from '@specrun/runtime';
import type { Entity, Field } from '@specrun/model';
import { actionLabel } from '../lifecycle/actionLabel.ts';
import { nounFor } from './nouns.ts';

/**
 * What a column says of the card being dragged: the action a drop takes, or why it takes no card
 * ("No action moves a task from todo to done."), with the refusals' codes.
 */
export function dropNote(
  entity: Entity,
  record: StoredRecord,
  field: Field,
  target: BoardTarget,
): string {
  const action = target.actions[0];
  if (action !== undefined) return `Drop to ${action} “${recordLabel(entity, record)}”.`;
  const block = target.block;
  if (block?.kind === 'here') return 'The card is here now.';
  if (block?.kind === 'refused')
    return block.refused
      .map(
        (move) =>
          `${actionLabel(move.action)} is refused: ${move.refusals.map((r) => errorText(r.error)).join('; ')}.`,
      )
      .join(' ');
  const from = record.values[field.name];
  const state = typeof from === 'string' && from !== '' ? from : 'no state';
  return target.column === undefined
    ? 'No action takes a card here.'
    : `No action moves a ${nounFor(entity, 1)} from ${state} to ${target.column}.`;
}
