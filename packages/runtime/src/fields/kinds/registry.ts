import type { FieldKind, FieldType } from '@specrun/model';
import { booleanKind } from './boolean.ts';
import { dateKind } from './date.ts';
import { datetimeKind } from './datetime.ts';
import { emailKind } from './email.ts';
import { enumKind } from './enum.ts';
import { integerKind } from './integer.ts';
import { listKind } from './list.ts';
import { longtextKind } from './longtext.ts';
import { moneyKind } from './money.ts';
import { numberKind } from './number.ts';
import { passwordKind } from './password.ts';
import { phoneKind } from './phone.ts';
import { refKind } from './ref.ts';
import { stateKind } from './state.ts';
import { textKind } from './text.ts';
import type { FieldKindBehaviour, TypeOf } from './types.ts';
import { unknownKind } from './unknown.ts';
import { urlKind } from './url.ts';

/**
 * Every kind of field, each declared in its own module: shared code looks a field's kind up here
 * (`kindOf`) and reads its properties, never switching on kinds. `unknown` accepts whatever was
 * stored, so nothing is lost.
 */
export const FIELD_KINDS: { readonly [K in FieldKind]: FieldKindBehaviour<TypeOf<K>> } = {
  text: textKind,
  longtext: longtextKind,
  number: numberKind,
  integer: integerKind,
  money: moneyKind,
  boolean: booleanKind,
  date: dateKind,
  datetime: datetimeKind,
  email: emailKind,
  url: urlKind,
  phone: phoneKind,
  password: passwordKind,
  enum: enumKind,
  ref: refKind,
  list: listKind((type) => kindOf(type)),
  state: stateKind,
  unknown: unknownKind,
};

/** The kind of a field of `type`. */
export function kindOf(type: FieldType): FieldKindBehaviour {
  return FIELD_KINDS[type.kind];
}
