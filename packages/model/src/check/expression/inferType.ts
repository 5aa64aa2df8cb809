import type { ASTNode } from '@marcbachmann/cel-js';
import type { Constant } from '../../model/Spec.ts';
import type { CelType, FieldMap, SpecIndex } from '../SpecIndex.ts';
import { CEL_NAMES } from './celNames.ts';

/** What names stand for while inferring: the record's fields, and the variables of macros. */
export interface TypeScope {
  index: SpecIndex;
  /** The spec's constants, which `index.constants` gives the positions of. */
  constants: readonly Constant[];
  record?: FieldMap;
  /** Variables bound by enclosing macros, with the fields of the records they run over. */
  locals: ReadonlyMap<string, FieldMap | undefined>;
}

const RESULT_OF_FUNCTION: Record<string, CelType> = {
  size: 'int',
  int: 'int',
  uint: 'int',
  double: 'double',
  string: 'string',
  bytes: 'bytes',
  bool: 'bool',
  type: 'type',
  has: 'bool',
  unique: 'bool',
  slug: 'string',
};

const RESULT_OF_METHOD: Record<string, CelType> = {
  contains: 'bool',
  startsWith: 'bool',
  endsWith: 'bool',
  matches: 'bool',
  all: 'bool',
  exists: 'bool',
  exists_one: 'bool',
  size: 'int',
  indexOf: 'int',
  lastIndexOf: 'int',
  lowerAscii: 'string',
  upperAscii: 'string',
  trim: 'string',
  substring: 'string',
  join: 'string',
  json: 'string',
  hex: 'string',
  string: 'string',
  base64: 'string',
  split: 'list',
  filter: 'list',
  map: 'list',
};

/**
 * The CEL type an expression gives, where it can be told without evaluating it: a comparison
 * is a bool, `amount + 1.0` a double, a field its field's type; `undefined` when it depends on
 * values (`dyn`, an index, a macro variable). Used to tell a condition that is not one.
 */
export function inferType(node: ASTNode, scope: TypeScope): CelType | undefined {
  switch (node.op) {
    case 'value':
      return literalType(node.args);
    case 'id':
      return nameType(node.args, scope);
    case '.':
    case '.?':
      return selectType(node.args[0], node.args[1], scope);
    case 'call':
      return RESULT_OF_FUNCTION[node.args[0]];
    case 'rcall':
      if (node.args[0] === 'bind') return undefined;
      if (node.args[0].startsWith('get'))
        return CEL_NAMES.methods.has(node.args[0]) ? 'int' : undefined;
      return RESULT_OF_METHOD[node.args[0]];
    case 'list':
      return 'list';
    case 'map':
      return 'map';
    case '?:': {
      const yes = inferType(node.args[1], scope);
      return yes !== undefined && yes === inferType(node.args[2], scope) ? yes : undefined;
    }
    case '!_':
    case '&&':
    case '||':
    case '==':
    case '!=':
    case '<':
    case '<=':
    case '>':
    case '>=':
    case 'in':
      return 'bool';
    case '-_':
      return numeric(inferType(node.args, scope));
    case '+': {
      const left = inferType(node.args[0], scope);
      const right = inferType(node.args[1], scope);
      return left === right ? left : mixedNumbers(left, right);
    }
    case '-':
    case '*':
    case '/':
    case '%': {
      const left = numeric(inferType(node.args[0], scope));
      const right = numeric(inferType(node.args[1], scope));
      return left === right ? left : mixedNumbers(left, right);
    }
    default:
      return undefined;
  }
}

/**
 * Arithmetic on a whole number and a number (`amount - 1`, `amount * MAX_COUNT`) gives a number
 * where it gives anything: CEL itself has no such overload, so the rule fails when it runs, but
 * either way the result is never true or false.
 */
function mixedNumbers(left: CelType | undefined, right: CelType | undefined): CelType | undefined {
  return numeric(left) !== undefined && numeric(right) !== undefined ? 'double' : undefined;
}

function numeric(type: CelType | undefined): CelType | undefined {
  return type === 'int' || type === 'double' ? type : undefined;
}

function literalType(value: unknown): CelType | undefined {
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'bigint') return 'int';
  if (typeof value === 'number') return 'double';
  if (typeof value === 'string') return 'string';
  if (value === null) return 'null';
  if (value instanceof Uint8Array) return 'bytes';
  return undefined;
}

// The order in which names hide one another (docs/diagnostics.md, "The scope of an expression").
function nameType(name: string, scope: TypeScope): CelType | undefined {
  if (scope.locals.has(name)) return undefined;
  const field = scope.record?.get(name);
  if (field !== undefined) return field.cel;
  if (name === 'record' || name === 'user') return 'map';
  if (name === 'now' || name === 'today') return 'string';
  const i = scope.index.constants.get(name);
  const constant = i === undefined ? undefined : scope.constants[i];
  if (constant !== undefined) {
    const value = constant.value;
    if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'double';
    return typeof value === 'boolean' ? 'bool' : 'string';
  }
  if (scope.index.fieldMaps.has(name)) return 'list';
  return CEL_NAMES.types.has(name) ? 'type' : undefined;
}

function selectType(operand: ASTNode, field: string, scope: TypeScope): CelType | undefined {
  if (operand.op !== 'id') return undefined;
  const name = operand.args;
  let fields: FieldMap | undefined;
  if (scope.locals.has(name)) fields = scope.locals.get(name);
  else if (scope.record?.has(name)) return undefined;
  else if (name === 'record') fields = scope.record;
  else if (name === 'user') fields = scope.index.fieldMaps.get('User');
  return fields?.get(field)?.cel;
}
