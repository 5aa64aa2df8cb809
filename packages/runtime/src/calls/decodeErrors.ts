import type { CallBinding, Entity, Spec } from '@specrun/model';
import { appError, type AppError, type MessageValues } from '../errors/AppError.ts';
import { codeForStatus } from './codeForStatus.ts';
import { readErrorBody, type ErrorBodyShape } from './readErrorBody.ts';
import { ruleTarget } from './ruleTarget.ts';

/** What an error answer is about: its call, its entity, and the verb or action the user took. */
export interface ErrorContext {
  spec: Spec;
  binding?: CallBinding;
  entity?: string;
  /** `read`, `create`, `update`, `delete` or the lifecycle action, for `{action}` in messages. */
  action?: string;
}

/**
 * The errors the user sees for an error answer: 401 is UNAUTHENTICATED (the sign-in prompt), but
 * to a sign-in or sign-up the code the call lists for it (`401 SIGN_IN_FAILED`); otherwise each error of the body (in any shape `readErrorBody` reads) with its code's
 * catalogue message — the server's own message is not shown — and the field the body names, else,
 * for a rule's code, the field the rule is shown beside (`ruleTarget`), with the rule's fields and
 * index. An error without a code gets the status's (`codeForStatus`).
 */
export function decodeErrors(
  body: unknown,
  status: number,
  context: ErrorContext,
): { errors: AppError[]; shape: ErrorBodyShape } {
  const { spec, binding } = context;
  const entity = spec.entities.find((e) => e.name === context.entity);
  const read = readErrorBody(body);
  if (status === 401)
    return {
      errors: [appError(codeForStatus(spec, binding, 401), spec.errors, baseValues(context))],
      shape: read.shape,
    };
  const errors = read.errors.map((raw) => {
    const code = raw.code ?? codeForStatus(spec, binding, status);
    const target = entity ? ruleTarget(spec, entity.name, code) : undefined;
    const field = raw.field ?? target?.field;
    const error = appError(code, spec.errors, valuesFor(context, entity, field), field);
    if (target) {
      error.fields = target.fields;
      error.rule = target.rule;
    }
    return error;
  });
  return { errors, shape: read.shape };
}

/** The error shown when a call got no answer: the catalogue's NETWORK, else Specrun's. */
export function networkError(spec: Spec): AppError {
  return appError('NETWORK', spec.errors, constantValues(spec));
}

/** The values a message's placeholders may name: the constants, the entity and the action. */
function baseValues(context: ErrorContext): MessageValues {
  const values = constantValues(context.spec);
  if (context.entity !== undefined) values.entity = context.entity;
  if (context.action !== undefined) values.action = context.action;
  return values;
}

function valuesFor(
  context: ErrorContext,
  entity: Entity | undefined,
  field?: string,
): MessageValues {
  const values = baseValues(context);
  if (field === undefined) return values;
  values.field = field;
  const type = entity?.fields.find((f) => f.name === field)?.type;
  if (type !== undefined)
    values.type = type.kind === 'ref' ? `reference to ${type.entity}` : type.kind;
  return values;
}

function constantValues(spec: Spec): MessageValues {
  const values: MessageValues = {};
  for (const { name, value } of spec.constants) if (!(name in values)) values[name] = value;
  return values;
}
