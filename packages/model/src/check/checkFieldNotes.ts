import { TEXT_FIELD_KINDS } from '../model/ListBehaviour.ts';
import type { Entity, Field, FieldType } from '../model/Spec.ts';
import type { CheckContext } from './CheckContext.ts';
import { checkExpression, type ExpressionScope } from './expression/checkExpression.ts';
import { USER_ENTITY } from './SpecIndex.ts';
import { didYouMean } from './suggest.ts';

/**
 * Checks the phrases of each field's notes (docs/format.md, "Notes"): the expressions of
 * computed fields and of fields the backend sets, and that each phrase fits its field's type
 * (`note-not-applicable`): `deleted with its` on a reference to that entity, `added by` and
 * `removed by` on a list of users, `answered as` on a reference, naming fields the referenced
 * entity has, `empty is none` on a text.
 */
export function checkFieldNotes(ctx: CheckContext): void {
  ctx.spec.entities.forEach((entity, i) => {
    if (ctx.index.entities.get(entity.name) !== entity) return;
    entity.fields.forEach((field, j) =>
      checkField(ctx, entity, field, ['entities', i, 'fields', j]),
    );
  });
}

function checkField(ctx: CheckContext, entity: Entity, field: Field, path: (string | number)[]) {
  const misfit = (message: string, hint: string, subject?: string): void => {
    ctx.report('note-not-applicable', message, field.at, path, hint, subject ?? field.name);
  };
  const scope: ExpressionScope = {
    record: ctx.index.fieldMaps.get(entity.name) ?? new Map(),
    recordName: entity.name,
    open: false,
    value: true,
  };
  if (field.computed !== undefined) {
    checkExpression(ctx, field.computed, scope, [...path, 'computed']);
    if (field.set !== undefined)
      misfit(
        `The field "${field.name}" is both computed and set by the backend.`,
        'keep one of "=" and "set on"',
      );
    if (field.required)
      misfit(
        `The computed field "${field.name}" is never stored, so it cannot be required.`,
        'write no in its required cell',
      );
  }
  if (field.set !== undefined) checkExpression(ctx, field.set.expression, scope, [...path, 'set']);
  if (field.type.kind === 'state' && (field.computed ?? field.set) !== undefined)
    misfit(
      `The state field "${field.name}" changes only through its actions; it cannot be computed or set.`,
      'remove the phrase from its notes',
    );
  const target = referenced(field.type);
  if (field.deletedWith !== undefined && target !== field.deletedWith)
    misfit(
      `"deleted with its ${field.deletedWith}" fits a reference to ${field.deletedWith}, and "${field.name}" is none.`,
      target === undefined
        ? 'give the field the type ref ' + field.deletedWith
        : `write "deleted with its ${target}"`,
      field.deletedWith,
    );
  for (const action of [field.addedBy, field.removedBy]) {
    if (action === undefined) continue;
    if (
      field.type.kind === 'list' &&
      field.type.of.kind === 'ref' &&
      field.type.of.entity === USER_ENTITY
    )
      continue;
    misfit(
      `"${action}" adds or removes the acting user, which fits a list of ref User, and "${field.name}" is none.`,
      'give the field the type list of ref User',
      action,
    );
  }
  if (field.answeredAs !== undefined) checkAnsweredAs(ctx, field, target, path, misfit);
  if (field.emptyIsNone === true && !TEXT_FIELD_KINDS.has(field.type.kind))
    misfit(
      `"empty is none" fits a text field, and "${field.name}" is a ${field.type.kind}.`,
      'remove it from the notes',
    );
}

/** The entity a reference (or a list of references) names. */
function referenced(type: FieldType): string | undefined {
  if (type.kind === 'ref') return type.entity;
  if (type.kind === 'list' && type.of.kind === 'ref') return type.of.entity;
  return undefined;
}

function checkAnsweredAs(
  ctx: CheckContext,
  field: Field,
  target: string | undefined,
  path: (string | number)[],
  misfit: (message: string, hint: string, subject?: string) => void,
): void {
  if (target === undefined) {
    misfit(
      `"answered as" fits a reference, and "${field.name}" is none.`,
      'remove it from the notes',
    );
    return;
  }
  const fields = ctx.index.fieldMaps.get(target);
  if (fields === undefined) return;
  for (const name of field.answeredAs ?? []) {
    if (fields.has(name)) continue;
    ctx.report(
      'unknown-field',
      `${target} has no field "${name}" for "${field.name}" to be answered as.`,
      field.at,
      path,
      didYouMean(name, fields.keys()),
      name,
    );
  }
}
