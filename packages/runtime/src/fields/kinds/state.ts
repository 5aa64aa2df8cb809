import { statesOf } from '../../lifecycle/statesOf.ts';
import { formattedTextInput, showText, stringValues } from './text.ts';
import type { FieldKindBehaviour, InputElement, TypeOf } from './types.ts';

const values = stringValues<TypeOf<'state'>>((value) => typeof value === 'string' && value !== '');
const READONLY: InputElement = { control: 'readonly' };

/**
 * A record's state: one of its lifecycle's states (point 4), set by the lifecycle's actions, so
 * a form shows it and never reads it back. It is filtered by a choice of the states, the initial
 * one first; a sample is the state a new record starts in.
 */
export const stateKind: FieldKindBehaviour<TypeOf<'state'>> = {
  ...values,
  setByActions: true,
  display: showText,
  filter: {
    kind: 'oneOf',
    choices: (_type, { spec, entity }) =>
      statesOf(spec, entity).map((value) => ({ value, label: value })),
  },
  sortKey: (value) => String(value),
  sortsByNumber: false,
  input: formattedTextInput(values.parse, values.format, () => READONLY),
  sample: (_type, _name, { initialState }) => initialState,
};
