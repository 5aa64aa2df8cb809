import type { Entity } from '@specrun/model';
import type { ParseResult } from '@marcbachmann/cel-js';
import { celValue, isMissing } from './celValues.ts';
import { constantCode, slotCode } from './celCode.ts';
import { DEFER, type CelCode, type CelNames } from './celTypes.ts';
import { hasKey, isCelValue, selectKey } from './celValueModel.ts';
import { compileCel } from './compileCel.ts';

/**
 * One record as its compiled rules read it, made once per check: each field's CEL value by the
 * field's position (`null` when it holds nothing), its id, the shared scope (constants, `user`,
 * `now`, `today`), and the values a rule's indexes answered (`vars`, by the rule's variables).
 */
export class RuleFrame {
  /** The values of the rule being evaluated: its `unique` and count variables, in plan order. */
  vars: unknown[] = [];
  private map: Record<string, unknown> | undefined;

  constructor(
    readonly entity: Entity,
    readonly slots: unknown[],
    public id: string | undefined,
    public base: Readonly<Record<string, unknown>>,
  ) {}

  /** A frame of a record's values, each converted once (`celValue`). */
  static of(
    entity: Entity,
    values: Readonly<Record<string, unknown>>,
    id: string | undefined,
    base: Readonly<Record<string, unknown>>,
  ): RuleFrame {
    const fields = entity.fields;
    const slots: unknown[] = new Array(fields.length);
    for (let i = 0; i < fields.length; i++) {
      const field = fields[i];
      if (field === undefined) continue;
      const value = values[field.name];
      slots[i] = isMissing(value) ? null : celValue(value, field.type);
    }
    return new RuleFrame(entity, slots, id, base);
  }

  /** Sets one field's value (an edit in a form), converted as `of` converts it. */
  set(slot: number, value: unknown): void {
    const field = this.entity.fields[slot];
    if (field === undefined) return;
    this.slots[slot] = isMissing(value) ? null : celValue(value, field.type);
    this.map = undefined;
  }

  /** A present value of the field at `slot` as rules see it (`celValue`), without storing it. */
  convert(slot: number, value: unknown): unknown {
    const field = this.entity.fields[slot];
    return field === undefined ? value : celValue(value, field.type);
  }

  /**
   * Makes a frame reused from check to check (`RecordValidator`) hold another record, once its
   * slots have been written: its id and scope, and no cached `record` or variables.
   */
  reset(id: string | undefined, base: Readonly<Record<string, unknown>>): void {
    this.id = id;
    this.base = base;
    this.vars = NO_VARS;
    this.map = undefined;
  }

  /** `record`: the id and each field that holds a value, as `celRecord` makes it. */
  record(): Record<string, unknown> {
    if (this.map) return this.map;
    const out: Record<string, unknown> = {};
    if (this.id !== undefined) out.id = this.id;
    const fields = this.entity.fields;
    for (let i = 0; i < fields.length; i++) {
      const value = this.slots[i];
      const field = fields[i];
      if (value !== null && field !== undefined) out[field.name] = value;
    }
    return (this.map = out);
  }

  /**
   * The scope the CEL library evaluates a rule in: the shared names, then `record`, then the
   * fields by name, then `id`, so that names hide one another in the documented order.
   */
  scope(): Record<string, unknown> {
    const scope: Record<string, unknown> = Object.assign({}, this.base);
    const record = this.record();
    scope.record = record;
    const fields = this.entity.fields;
    for (let i = 0; i < fields.length; i++) {
      const field = fields[i];
      if (field !== undefined) scope[field.name] = this.slots[i] ?? null;
    }
    if (record.id !== undefined && !fields.some((f) => f.name === 'id')) scope.id = record.id;
    return scope;
  }
}

/** What compiling a rule's expression found out about what it reads. */
export interface FrameCode {
  code: CelCode<RuleFrame>;
  /** It reads `record` whole (so any field may change its result). */
  readsRecord: boolean;
  /** It reads `user`, `now` or `today`. */
  readsBase: boolean;
}

const NO_VARS: unknown[] = [];

const BASE_NAMES = new Set(['user', 'now', 'today']);

/**
 * Compiles an expression about a record (a rule, a count's key) to closures over a `RuleFrame`
 * (`compileCel`), after the CEL library has parsed and type-checked it. Undefined when the
 * library rejects it or it is outside the subset: the library then evaluates it every time.
 */
export function compileFrameCode(
  parsed: ParseResult,
  entity: Entity,
  constants: Readonly<Record<string, unknown>>,
  variables: readonly string[] = [],
): FrameCode | undefined {
  if (!parsed.check().valid) return undefined;
  const slotOf = new Map<string, number>();
  // A name declared twice reads the later field's value, as the scope does.
  entity.fields.forEach((f, i) => slotOf.set(f.name, i));
  const hasIdField = slotOf.has('id');
  const found = { readsRecord: false, readsBase: false };
  const names: CelNames<RuleFrame> = {
    resolve(name) {
      const variable = variables.indexOf(name);
      if (variable >= 0) return (f) => f.vars[variable];
      const slot = slotOf.get(name);
      if (slot !== undefined) return slotCode<RuleFrame>(slot);
      if (name === 'id') {
        const fallback = baseValue(name, constants);
        return (f) => f.id ?? fallback;
      }
      if (name === 'record') {
        found.readsRecord = true;
        return (f) => f.record();
      }
      if (BASE_NAMES.has(name)) {
        found.readsBase = true;
        return baseRead((base) => baseName(base, name));
      }
      const value = baseValue(name, constants);
      return value === DEFER ? undefined : constantCode(value);
    },
    member(name, key) {
      if (BASE_NAMES.has(name) && !slotOf.has(name) && !variables.includes(name)) {
        found.readsBase = true;
        return {
          get: baseRead((base) => selectKey(baseName(base, name), key)),
          has: baseRead((base) => hasKey(baseName(base, name), key)),
        };
      }
      if (name !== 'record' || slotOf.has('record') || hasIdField) return undefined;
      if (variables.includes('record')) return undefined;
      if (key === 'id') return { get: (f) => f.id ?? DEFER, has: (f) => f.id !== undefined };
      const slot = slotOf.get(key);
      if (slot === undefined) return { get: () => DEFER, has: () => false };
      return {
        get: (f) => {
          const value = f.slots[slot];
          return value !== null && isCelValue(value) ? value : DEFER;
        },
        has: (f) => {
          const value = f.slots[slot];
          return value === null ? false : isCelValue(value) ? true : DEFER;
        },
      };
    },
  };
  const code = compileCel(parsed.ast, names);
  return code && { code, ...found };
}

/** `user`, `now` or `today` as the library reads it from the shared scope. */
function baseName(base: Readonly<Record<string, unknown>>, name: string): unknown {
  const value = base[name];
  return value !== undefined && isCelValue(value) ? value : DEFER;
}

/**
 * Code reading the shared scope, worked out again only when the frame's scope is another: the
 * scope (`RuleBook`'s, made again when the user or the clock changes) is never changed once made.
 */
function baseRead(read: (base: Readonly<Record<string, unknown>>) => unknown): CelCode<RuleFrame> {
  let seen: Readonly<Record<string, unknown>> | undefined;
  let value: unknown;
  return (f) => {
    if (f.base !== seen) {
      value = read(f.base);
      seen = f.base;
    }
    return value;
  };
}

function baseValue(name: string, constants: Readonly<Record<string, unknown>>): unknown {
  if (!Object.hasOwn(constants, name)) return DEFER;
  const value = constants[name];
  return isCelValue(value) && (typeof value !== 'object' || value === null) ? value : DEFER;
}
