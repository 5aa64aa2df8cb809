import { constantOf } from './celCode.ts';
import { compareWithConstant, MIRRORED } from './celFastPaths.ts';
import { DEFER, type CelCode } from './celTypes.ts';
import { comparable, equals, includes, int, isDeepCelValue, isPlainList } from './celValueModel.ts';

type Code<F> = CelCode<F>;

/** The code of a binary operator over two compiled operands, or `undefined` outside the subset. */
export function binary<F>(op: string, l: Code<F>, r: Code<F>): Code<F> | undefined {
  const right = constantOf(r);
  const left = constantOf(l);
  if (right) {
    const code = compareWithConstant(op, l, right.value);
    if (code) return code;
  } else if (left) {
    const mirrored = MIRRORED[op];
    const code = mirrored && compareWithConstant(mirrored, r, left.value);
    if (code) return code;
  }
  switch (op) {
    case '==':
      return (f) => equals(l(f), r(f));
    case '!=':
      return (f) => {
        const equal = equals(l(f), r(f));
        return equal === DEFER ? DEFER : !equal;
      };
    case '<':
      return (f) => {
        const a = l(f) as number;
        const b = r(f) as number;
        return comparable(a, b) ? a < b : DEFER;
      };
    case '<=':
      return (f) => {
        const a = l(f) as number;
        const b = r(f) as number;
        return comparable(a, b) ? a <= b : DEFER;
      };
    case '>':
      return (f) => {
        const a = l(f) as number;
        const b = r(f) as number;
        return comparable(a, b) ? a > b : DEFER;
      };
    case '>=':
      return (f) => {
        const a = l(f) as number;
        const b = r(f) as number;
        return comparable(a, b) ? a >= b : DEFER;
      };
    case '+':
      return (f) => {
        const a = l(f);
        const b = r(f);
        if (typeof a === 'bigint' && typeof b === 'bigint') return int(a + b);
        if (typeof a === 'number' && typeof b === 'number') return a + b;
        if (typeof a === 'string' && typeof b === 'string') return a + b;
        return DEFER;
      };
    case '-':
      return (f) => {
        const a = l(f);
        const b = r(f);
        if (typeof a === 'bigint' && typeof b === 'bigint') return int(a - b);
        if (typeof a === 'number' && typeof b === 'number') return a - b;
        return DEFER;
      };
    case '*':
      return (f) => {
        const a = l(f);
        const b = r(f);
        if (typeof a === 'bigint' && typeof b === 'bigint') return int(a * b);
        if (typeof a === 'number' && typeof b === 'number') return a * b;
        return DEFER;
      };
    case '/':
      return (f) => {
        const a = l(f);
        const b = r(f);
        if (typeof a === 'bigint' && typeof b === 'bigint') return b === 0n ? DEFER : a / b;
        if (typeof a === 'number' && typeof b === 'number') return a / b;
        return DEFER;
      };
    case '%':
      return (f) => {
        const a = l(f);
        const b = r(f);
        if (typeof a === 'bigint' && typeof b === 'bigint') return b === 0n ? DEFER : a % b;
        return DEFER;
      };
    case 'in':
      return (f) => {
        const a = l(f);
        const list = r(f);
        if (!isPlainList(list) || !isDeepCelValue(list)) return DEFER;
        return includes(a, list);
      };
    case '&&':
      return (f) => {
        const a = l(f);
        if (a === false) return false;
        if (a !== true) return DEFER;
        const b = r(f);
        return typeof b === 'boolean' ? b : DEFER;
      };
    case '||':
      return (f) => {
        const a = l(f);
        if (a === true) return true;
        if (a !== false) return DEFER;
        const b = r(f);
        return typeof b === 'boolean' ? b : DEFER;
      };
    default:
      return undefined;
  }
}
