import type { Entity } from '@specrun/spec';
import type { ParseResult } from '@marcbachmann/cel-js';
import { celValue, isMissing } from './celValues.ts';
import { compileCel, DEFER, isCelValue, type CelCode, type CelNames } from './compileCel.ts';

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
    readonly id: string | undefined,
    readonly base: Readonly<Record<string, unknown>>,
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
  const fieldRead =
    (slot: number): CelCode<RuleFrame> =>
    (f) => {
      const value = f.slots[slot];
      return isCelValue(value) ? value : DEFER;
    };
  const names: CelNames<RuleFrame> = {
    resolve(name) {
      const variable = variables.indexOf(name);
      if (variable >= 0) return (f) => f.vars[variable];
      const slot = slotOf.get(name);
      if (slot !== undefined) return fieldRead(slot);
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
        return (f) => {
          const value = f.base[name];
          return value !== undefined && isCelValue(value) ? value : DEFER;
        };
      }
      const value = baseValue(name, constants);
      return value === DEFER ? undefined : () => value;
    },
    member(name, key) {
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

function baseValue(name: string, constants: Readonly<Record<string, unknown>>): unknown {
  if (!Object.hasOwn(constants, name)) return DEFER;
  const value = constants[name];
  return isCelValue(value) && (typeof value !== 'object' || value === null) ? value : DEFER;
}
