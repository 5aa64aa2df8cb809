import { between } from '../../backend/mulberry32.ts';
import { byNumber, compareNumbers, parseNumber, readNumberText } from './number.ts';
import { formattedTextInput } from './text.ts';
import type { FieldKindBehaviour, FieldValue, TypeOf } from './types.ts';

/**
 * Whether a number is an amount of money: whole cents (at most two decimals, up to the rounding
 * of a binary number), and few enough of them to be exact (fewer than 2^53 cents, about 90
 * trillion): a 60-digit amount would be kept as some other amount and shown as `1.1e+59`.
 */
export function isAmount(value: number): boolean {
  const cents = value * 100;
  const whole = Math.round(cents);
  return Number.isSafeInteger(whole) && Math.abs(cents - whole) <= Math.abs(cents) * 2 ** -48;
}

const isMoney = (value: unknown): boolean => typeof value === 'number' && isAmount(value);
const parse = (text: string): number | undefined => {
  const value = parseNumber(text);
  return value !== undefined && isAmount(value) ? value : undefined;
};
const format = (value: FieldValue): string => String(value);

/**
 * An amount of money in a currency (`money EUR`): whole cents (`isAmount`), the same for a form,
 * an import and any write. It is shown with its cents and its currency (`12.50 EUR`); its input
 * has the currency beside it and shows two decimals once left (12.5 becomes 12.50). Samples are
 * mostly small amounts, some larger: limits in rules tend to sit above the usual.
 */
export const moneyKind: FieldKindBehaviour<TypeOf<'money'>> = {
  test: () => isMoney,
  parse,
  format,
  compare: compareNumbers,
  display: (value, type) => `${Number(value).toFixed(2)} ${type.currency}`,
  ...byNumber(false),
  input: formattedTextInput(
    readNumberText(parse),
    (value) => (isMoney(value) ? (value as number).toFixed(2) : format(value)),
    (type) => ({ control: 'number', integral: false, unit: type.currency, tidy: true }),
  ),
  sample: (_type, _name, { random }) => between(random, 500, random() < 0.7 ? 5_000 : 50_000) / 100,
};
