import { smallInteger } from './celValues.ts';
import { DEFER } from './celTypes.ts';

// CEL's value model as compiled code handles it: which values it takes, equality, order,
// integers, `in`, `size`, the text functions and map selection. Anything outside it is `DEFER`.

const MAX_INT = 9223372036854775807n;
const MIN_INT = -9223372036854775808n;

/**
 * True for a value the CEL library reads without failing and that compiled code handles:
 * text, numbers, integers, booleans, null, plain lists and plain maps (as `debugType` types them).
 */
export function isCelValue(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
    case 'number':
    case 'bigint':
    case 'boolean':
      return true;
    case 'object': {
      if (value === null) return true;
      const constructor: unknown = (value as { constructor?: unknown }).constructor;
      return constructor === undefined || constructor === Object || constructor === Array;
    }
    default:
      return false;
  }
}

function isPlainMap(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const constructor: unknown = (value as { constructor?: unknown }).constructor;
  return constructor === undefined || constructor === Object;
}

export function isPlainList(value: unknown): value is unknown[] {
  return Array.isArray(value) && (value as { constructor?: unknown }).constructor === Array;
}

/** True when the library's deep typing of a list or map (by its first element) cannot fail. */
export function isDeepCelValue(value: unknown, depth = 0): boolean {
  if (!isCelValue(value)) return false;
  if (depth > 50) return false;
  if (isPlainList(value)) return value.length === 0 || isDeepCelValue(value[0], depth + 1);
  if (value !== null && typeof value === 'object') {
    for (const key in value)
      return isDeepCelValue((value as Record<string, unknown>)[key], depth + 1);
  }
  return true;
}

const HIGH_SURROGATE = /[\uD800-\uDBFF]/;

/** The text `codePoints` counted last, and its count: a rule often asks twice (`size(t) >= 3 && size(t) <= 80`). */
let countedText = '';
let countedPoints = 0;

/** The number of code points of a text, as CEL's `size` counts them. */
export function codePoints(text: string): number {
  if (text === countedText) return countedPoints;
  countedText = text;
  countedPoints = countCodePoints(text);
  return countedPoints;
}

function countCodePoints(text: string): number {
  // Most texts have no surrogate pair: the regular expression finds that faster than a loop.
  if (!HIGH_SURROGATE.test(text)) return text.length;
  let pairs = 0;
  const last = text.length - 1;
  for (let i = 0; i < last; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        pairs++;
        i++;
      }
    }
  }
  return text.length - pairs;
}

const regexps = new Map<string, RegExp | null>();

function regexpOf(pattern: string): RegExp | null {
  let regexp = regexps.get(pattern);
  if (regexp === undefined) {
    try {
      regexp = new RegExp(pattern);
    } catch {
      regexp = null;
    }
    if (regexps.size >= 500) regexps.clear();
    regexps.set(pattern, regexp);
  }
  return regexp;
}

/** CEL's `==` on two values, or DEFER when one of them is a list or a map. */
export function equals(a: unknown, b: unknown): unknown {
  if (a === DEFER || b === DEFER) return DEFER;
  const ta = typeof a;
  const tb = typeof b;
  if (ta === 'object' && a !== null) return DEFER;
  if (tb === 'object' && b !== null) return DEFER;
  if (ta === tb) return a === b;
  if ((ta === 'bigint' && tb === 'number') || (ta === 'number' && tb === 'bigint'))
    // CEL compares an int and a double by value.
    return a == b;
  return false;
}

/** The order of two values for `<`, `<=`, `>`, `>=`: a comparison JavaScript makes as CEL does. */
export function comparable(a: unknown, b: unknown): boolean {
  const ta = typeof a;
  const tb = typeof b;
  if (ta === 'number' || ta === 'bigint') return tb === 'number' || tb === 'bigint';
  return (ta === 'string' || ta === 'boolean') && ta === tb;
}

export function int(value: bigint): unknown {
  return value <= MAX_INT && value >= MIN_INT ? value : DEFER;
}

/** CEL's `in` over a list: the first element equal to the value, in order. */
export function includes(value: unknown, list: readonly unknown[]): unknown {
  if (value === DEFER || (typeof value === 'object' && value !== null)) return DEFER;
  for (const element of list) {
    if (element === value) return true;
    if (value === null) {
      if (typeof element === 'object' && element !== null) return DEFER;
      continue;
    }
    if (
      (typeof value === 'bigint' && typeof element === 'number') ||
      (typeof value === 'number' && typeof element === 'bigint')
    ) {
      // CEL compares an int and a double by value.
      if (value == element) return true;
    }
  }
  return false;
}

export function size(value: unknown): unknown {
  if (typeof value === 'string') return smallInteger(codePoints(value));
  if (isPlainList(value)) return isDeepCelValue(value) ? BigInt(value.length) : DEFER;
  if (isPlainMap(value)) return isDeepCelValue(value) ? BigInt(Object.keys(value).length) : DEFER;
  return DEFER;
}

export function textMethod(name: string): ((a: string, b: string) => unknown) | undefined {
  switch (name) {
    case 'startsWith':
      return (a, b) => a.startsWith(b);
    case 'endsWith':
      return (a, b) => a.endsWith(b);
    case 'contains':
      return (a, b) => a.includes(b);
    case 'matches':
      return (a, b) => regexpOf(b)?.test(a) ?? DEFER;
    default:
      return undefined;
  }
}

/** `value.key` on a plain map, as the library selects a field; anything else defers. */
export function selectKey(value: unknown, key: string): unknown {
  if (!isPlainMap(value) || !Object.hasOwn(value, key)) return DEFER;
  const field = value[key];
  return field !== undefined && isCelValue(field) ? field : DEFER;
}

/** `has(value.key)` on a plain map, as the library answers it; anything else defers. */
export function hasKey(value: unknown, key: string): unknown {
  if (!isPlainMap(value)) return DEFER;
  const field = Object.hasOwn(value, key) ? value[key] : undefined;
  if (field === undefined) return false;
  return isCelValue(field) ? true : DEFER;
}
