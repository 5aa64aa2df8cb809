import type { InputElement, InputValue } from '@specrun/runtime';
import type { Field } from '@specrun/model';
import type { ReactNode, Ref } from 'react';

/** What every input of a form shares: its label, whether it is required, its note and errors. */
export interface CommonInputProps {
  /** The field's name as the spec writes it (`spentOn`): tests and people find the input by it. */
  label: string;
  required: boolean;
  description?: ReactNode;
  error?: ReactNode;
  name: string;
}

/**
 * The props of one element's input: its field, the element its field's kind asks for (with its
 * attributes), what it holds, and how to change that.
 */
export interface FieldInputProps<E extends InputElement = InputElement> {
  field: Field;
  element: E;
  input: InputValue;
  onChange: (input: InputValue) => void;
  common: CommonInputProps;
  /** Where a value the user does not edit comes from (a state field's actions), if not the default. */
  hint?: string;
  /**
   * Given to the inputs that keep what is typed themselves (`keepsText`): `input` is then
   * only the text to start with, the element reports typing itself (`useTypedElement`: the
   * input must not pass `onChange` to React too) and the form writes any later change into it.
   */
  inputRef?: Ref<HTMLInputElement>;
}

/** The text an input holds, whatever its kind stored (a list is joined, a checkbox's state written). */
export function textOf(input: InputValue): string {
  return typeof input === 'string'
    ? input
    : Array.isArray(input)
      ? input.join(', ')
      : String(input);
}

/** The items a list input holds. */
export function itemsOf(input: InputValue): string[] {
  if (Array.isArray(input)) return input;
  return typeof input === 'string' && input !== '' ? [input] : [];
}
