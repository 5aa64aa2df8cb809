import type { InputElement } from '@specrun/runtime';
import type { ComponentType } from 'react';
import { BooleanFieldInput } from './inputs/BooleanFieldInput.tsx';
import { EnumFieldInput } from './inputs/EnumFieldInput.tsx';
import type { FieldInputProps } from './inputs/FieldInputProps.ts';
import { ListFieldInput } from './inputs/ListFieldInput.tsx';
import { LongTextFieldInput } from './inputs/LongTextFieldInput.tsx';
import { NumberFieldInput } from './inputs/NumberFieldInput.tsx';
import { RefFieldInput } from './inputs/RefFieldInput.tsx';
import { StateFieldInput } from './inputs/StateFieldInput.tsx';
import { TextFieldInput } from './inputs/TextFieldInput.tsx';
import { UnknownFieldInput } from './inputs/UnknownFieldInput.tsx';

type Control = InputElement['control'];

/**
 * The component of every input element, by the element's `control`. Which element edits a field
 * (and with which attributes), what it holds, how a stored value is shown in it and how what was
 * entered becomes a value are the field kind's, in the runtime (`inputElementOf`, `inputOf`,
 * `readInput`); shared code looks an element up here and never switches on kinds.
 */
export const FIELD_INPUTS: {
  readonly [C in Control]: ComponentType<FieldInputProps<Extract<InputElement, { control: C }>>>;
} = {
  line: TextFieldInput,
  plain: UnknownFieldInput,
  lines: LongTextFieldInput,
  number: NumberFieldInput,
  checkbox: BooleanFieldInput,
  select: EnumFieldInput,
  multiselect: ListFieldInput,
  record: RefFieldInput,
  records: ListFieldInput,
  tags: ListFieldInput,
  readonly: StateFieldInput,
};
