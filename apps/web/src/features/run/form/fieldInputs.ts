import type { FieldKind } from '@specrun/model';
import type { ComponentType } from 'react';
import { BooleanFieldInput } from './inputs/BooleanFieldInput.tsx';
import { EnumFieldInput } from './inputs/EnumFieldInput.tsx';
import type { FieldInputProps } from './inputs/FieldInputProps.ts';
import { ListFieldInput } from './inputs/ListFieldInput.tsx';
import { LongTextFieldInput } from './inputs/LongTextFieldInput.tsx';
import { NumberFieldInput } from './inputs/NumberFieldInput.tsx';
import { RefFieldInput } from './inputs/RefFieldInput.tsx';
import { StateFieldInput } from './inputs/StateFieldInput.tsx';
import { textFieldInput } from './inputs/TextFieldInput.tsx';
import { UnknownFieldInput } from './inputs/UnknownFieldInput.tsx';

/**
 * The input of every field kind, in one place. What each input holds, how a stored value is
 * shown in it and how what was entered becomes a value are the runtime's `FORM_INPUTS`, keyed
 * the same way; shared code looks a kind up here and never switches on it.
 */
export const FIELD_INPUTS: Record<FieldKind, ComponentType<FieldInputProps>> = {
  text: textFieldInput('text'),
  longtext: LongTextFieldInput,
  number: NumberFieldInput,
  integer: NumberFieldInput,
  money: NumberFieldInput,
  boolean: BooleanFieldInput,
  date: textFieldInput('date'),
  datetime: textFieldInput('datetime-local'),
  email: textFieldInput('email'),
  url: textFieldInput('url'),
  phone: textFieldInput('tel'),
  password: textFieldInput('password'),
  enum: EnumFieldInput,
  ref: RefFieldInput,
  list: ListFieldInput,
  state: StateFieldInput,
  unknown: UnknownFieldInput,
};

/**
 * The kinds whose input keeps what is typed in the page's element, so that a keystroke re-renders
 * nothing unless the field's messages change (a 200-field form types without lag); the form
 * writes changes that do not come from typing into the element.
 */
export const KEEPS_ITS_TEXT: ReadonlySet<FieldKind> = new Set(['text', 'email', 'url', 'phone']);
