import type { Entity, Field, FieldType, Value } from '../model/Spec.ts';
import type { CheckContext } from './CheckContext.ts';
import { BUILT_IN_NAMES } from './expression/checkExpression.ts';
import { entityNames, isEntityName, USER_ENTITY } from './SpecIndex.ts';
import { didYouMean } from './suggest.ts';

/**
 * Checks point 3: references to other entities, enum values, defaults that fit their type, one
 * state field at most, field names that would hide a name expressions use, and the list columns;
 * notes that a declared `User` extends the built-in one.
 */
export function checkEntities(ctx: CheckContext): void {
  ctx.spec.entities.forEach((entity, i) => {
    if (entity.name === USER_ENTITY) {
      const message =
        'User is built in: its records are the sample users of point 6, with id, name and roles; the fields declared here are added to them.';
      ctx.report('user-entity-extended', message, entity.at, ['entities', i]);
    }
    let stateField: Field | undefined;
    entity.fields.forEach((field, j) => {
      checkFieldType(ctx, field, field.type, i, j);
      checkDefault(ctx, field, i, j);
      checkShadowing(ctx, field, i, j);
      if (field.type.kind !== 'state') return;
      if (stateField === undefined) stateField = field;
      else {
        ctx.report(
          'duplicate-state-field',
          `${entity.name} has a second state field, "${field.name}"; an entity has one lifecycle.`,
          field.at,
          fieldPath(i, j),
          `keep "${stateField.name}" as the state and give "${field.name}" another type (enum?)`,
          field.name,
        );
      }
    });
    checkListColumns(ctx, entity, i);
  });
}

/** The path of the j-th field of the i-th entity, made when a diagnostic needs it. */
function fieldPath(i: number, j: number): (string | number)[] {
  return ['entities', i, 'fields', j];
}

function checkFieldType(
  ctx: CheckContext,
  field: Field,
  type: FieldType,
  i: number,
  j: number,
): void {
  if (type.kind === 'list') return checkFieldType(ctx, field, type.of, i, j);
  if (type.kind === 'ref' && !isEntityName(ctx.index, type.entity)) {
    const hint =
      didYouMean(type.entity, entityNames(ctx.index)) ??
      'declare it under point 3, or refer to User';
    ctx.report(
      'unknown-entity',
      `The field "${field.name}" refers to ${type.entity}, which is not an entity.`,
      field.at,
      fieldPath(i, j),
      hint,
      type.entity,
    );
  }
  // An enum without values does not get this far: its type does not read (the reader's unknown-field-type).
  if (type.kind !== 'enum') return;
  const seen = new Set<string>();
  for (const value of type.values) {
    if (seen.has(value)) {
      ctx.report(
        'duplicate-enum-value',
        `The enum field "${field.name}" lists "${value}" twice.`,
        field.at,
        fieldPath(i, j),
      );
    }
    seen.add(value);
  }
}

function checkDefault(ctx: CheckContext, field: Field, i: number, j: number): void {
  if (field.default === undefined) return;
  const problem = defaultProblem(field.type, field.default);
  if (problem === undefined) return;
  const message = `Field "${field.name}": the default ${problem}.`;
  // At the value in the notes (`default maybe`), where the row holds it once.
  ctx.report(
    'invalid-default',
    message,
    field.at,
    fieldPath(i, j),
    undefined,
    String(field.default),
  );
}

function defaultProblem(type: FieldType, value: Value): string | undefined {
  switch (type.kind) {
    case 'number':
    case 'money':
      return typeof value === 'number' ? undefined : `"${String(value)}" is not a number`;
    case 'integer':
      return Number.isInteger(value) ? undefined : `"${String(value)}" is not a whole number`;
    case 'boolean':
      return typeof value === 'boolean' ? undefined : `"${String(value)}" is not true or false`;
    case 'enum':
      return type.values.includes(String(value))
        ? undefined
        : `"${String(value)}" is not one of ${type.values.join(', ')}`;
    default:
      return undefined;
  }
}

function checkShadowing(ctx: CheckContext, field: Field, i: number, j: number): void {
  const name = field.name;
  let hidden: string | undefined;
  if ((BUILT_IN_NAMES as readonly string[]).includes(name)) hidden = `the built-in ${name}`;
  else if (ctx.index.constants.has(name)) hidden = `the constant ${name}`;
  else if (isEntityName(ctx.index, name)) hidden = `the records of ${name}`;
  if (hidden === undefined) return;
  ctx.report(
    'shadowed-name',
    `In expressions, "${name}" names this field and hides ${hidden}.`,
    field.at,
    fieldPath(i, j),
    'rename the field',
    name,
  );
}

function checkListColumns(ctx: CheckContext, entity: Entity, i: number): void {
  const columns = entity.list?.columns ?? [];
  const fields = ctx.index.fieldMaps.get(entity.name);
  if (fields === undefined || ctx.index.entities.get(entity.name) !== entity) return;
  for (const column of columns) {
    if (fields.has(column)) continue;
    ctx.report(
      'unknown-field',
      `The list of ${entity.name} shows "${column}", which is not one of its fields.`,
      entity.list?.at ?? entity.at,
      ['entities', i, 'list'],
      didYouMean(column, fields.keys()),
      column,
    );
  }
}
