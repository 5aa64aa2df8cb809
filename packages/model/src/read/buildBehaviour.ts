import type { ListBehaviour } from '../model/ListBehaviour.ts';
import type { Position } from '../model/Spec.ts';
import type { RowCells } from './rowCells.ts';

/**
 * Builds a list behaviour from a row of the behaviours table: its list and kind are required; its
 * `does` is kept as written, with where it starts, for the checker and the app to read by the
 * kind (`readBehaviour`).
 */
export function behaviour(row: RowCells, at: Position): ListBehaviour | undefined {
  const list = row.required('list');
  const kind = row.required('behaviour');
  if (!list || !kind) return undefined;
  const does = row.cell('does');
  const element: ListBehaviour = { list: list.text, behaviour: kind.text, does: does?.text ?? '' };
  if (does) element.doesAt = does.at;
  const when = row.expression('when');
  if (when) element.when = when;
  const label = row.text('label');
  if (label !== '') element.label = label;
  element.at = at;
  return element;
}
