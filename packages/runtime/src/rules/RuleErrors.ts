import { findPlaceholders, type Entity, type ErrorEntry, type Field } from '@specrun/model';
import {
  BUILTIN_ERRORS,
  fillMessage,
  type AppError,
  type MessageValues,
} from '../errors/AppError.ts';
import { formatFieldValue, isFieldValue } from '../fields/fieldKinds.ts';
import { isMissing } from './celValues.ts';

interface Template {
  message: string;
  status?: number;
  /** The names of its placeholders. */
  names: string[];
}

/**
 * Makes the errors of checks as `appError` makes them, with what stays the same from check to
 * check found once per code: the catalogue's entry and the placeholders of its message. A rule's
 * message is filled from the constants and the record's fields (as text), but only the names its
 * placeholders use are looked up.
 */
export class RuleErrors {
  private readonly templates = new Map<string, Template>();
  private readonly constants = new Map<string, string | number | boolean>();

  constructor(
    private readonly catalogue: readonly ErrorEntry[],
    constants: readonly { name: string; value: unknown }[],
  ) {
    for (const { name, value } of constants)
      if (
        !this.constants.has(name) &&
        (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      )
        this.constants.set(name, value);
  }

  /** The error of `code` with `values` in its placeholders, shown beside `field` when given. */
  make(code: string, values: MessageValues, field?: string): AppError {
    const template = this.template(code);
    const error: AppError = {
      code,
      message:
        template.names.length === 0 ? template.message : fillMessage(template.message, values),
    };
    if (template.status !== undefined) error.status = template.status;
    if (field !== undefined) error.field = field;
    return error;
  }

  /**
   * The error of a rule's code: its message filled from the constants and `values` (each field
   * as text, "" when empty), then `extra` (a `RULE_ERROR`'s `error` and `detail`).
   */
  makeForRecord(
    code: string,
    entity: Entity,
    values: Readonly<Record<string, unknown>>,
    field: string | undefined,
    extra?: MessageValues,
  ): AppError {
    const template = this.template(code);
    const filled: MessageValues = {};
    for (const name of template.names) {
      const value = this.recordValue(name, entity.fields, values);
      if (value !== undefined) filled[name] = value;
    }
    if (extra) Object.assign(filled, extra);
    return this.make(code, filled, field);
  }

  /** The names of the placeholders of the message of `code`. */
  placeholders(code: string): readonly string[] {
    return this.template(code).names;
  }

  private recordValue(
    name: string,
    fields: readonly Field[],
    values: Readonly<Record<string, unknown>>,
  ): string | number | boolean | undefined {
    let out = this.constants.get(name);
    for (const field of fields) {
      if (field.name !== name) continue;
      const value = values[name];
      if (isMissing(value)) out = '';
      else if (isFieldValue(value, field.type)) out = formatFieldValue(value, field.type);
    }
    return out;
  }

  private template(code: string): Template {
    let template = this.templates.get(code);
    if (template === undefined) {
      const entry = this.catalogue.find((e) => e.code === code);
      const builtin = BUILTIN_ERRORS[code];
      const message = entry?.message ?? builtin?.message ?? code;
      template = { message, names: [...new Set(findPlaceholders(message).map((p) => p.name))] };
      const status = entry ? entry.status : builtin?.status;
      if (status !== undefined) template.status = status;
      this.templates.set(code, template);
    }
    return template;
  }
}
