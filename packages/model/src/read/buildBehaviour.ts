import { readBehaviourDoes } from '../grammar/behaviourDoes.ts';
import type { ListBehaviour } from '../model/ListBehaviour.ts';
import type { Position } from '../model/Spec.ts';
import type { RowCells } from './rowCells.ts';
import { advance } from './sourceLines.ts';

/**
 * Builds a list behaviour from a row of the behaviours table: its list and kind are required, its
 * `does` is read by the kind (`readBehaviourDoes`), and a cell that does not fit is reported
 * (`bad-behaviour`) and its parts left out.
 */
export function behaviour(row: RowCells, at: Position): ListBehaviour | undefined {
  const list = row.required('list');
  const kind = row.required('behaviour');
  if (!list || !kind) return undefined;
  const does = row.cell('does') ?? { text: '', at: row.at('does') };
  const element: ListBehaviour = {
    list: list.text,
    behaviour: kind.text,
    does: does.text,
    options: [],
    at,
  };
  const read = readBehaviourDoes(kind.text.toLowerCase().replace(/\s+/g, ' '), does.text);
  if (read.ok) {
    const { field, actions, options, where, whereOffset = 0 } = read.value;
    if (field !== undefined) element.field = field;
    if (actions !== undefined) element.actions = actions;
    element.options = options;
    if (where !== undefined)
      element.where = { source: where, at: advance(does.at, does.text, whereOffset) };
  } else {
    row.report(
      'bad-behaviour',
      `What the ${kind.text} behaviour does cannot be read: ${read.problem}.`,
      does.at,
      'Write a field (title, trimmed), a boolean field or two actions (complete / reopen), an action, or a condition.',
    );
  }
  const when = row.expression('when');
  if (when) element.when = when;
  const label = row.text('label');
  if (label !== '') element.label = label;
  return element;
}
