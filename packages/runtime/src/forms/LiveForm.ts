import { formatFieldType, type Entity, type ErrorEntry, type Field } from '@specrun/model';
import { appError, type AppError } from '../errors/AppError.ts';
import { formFields } from './formFields.ts';
import { fieldLabel } from '../labels/fieldLabel.ts';
import type { FormValidation } from '../rules/RuleBook.ts';
import type { InputValue } from './formInputs.ts';
import { readInput } from './formInputs.ts';
import type { FormStore } from './FormStore.ts';
import type { FormErrors } from './sortFormErrors.ts';

/** What a live form asks of the rules: `FormValidator.check` (re-checks what `changed` touches). */
export interface LiveValidator {
  validate(values: Readonly<Record<string, unknown>>, changed?: string): FormValidation;
}

const NONE: readonly AppError[] = Object.freeze([]);

/**
 * Messages that follow the user's typing: after each keystroke the field's value is read, the
 * rules that read it are checked again (`LiveValidator`), and the form's store shows the errors of
 * the fields the user has touched — every field's after a save was refused (`revealAll`). A form
 * starts quiet: an empty required field is not an error until the user has been there or saved.
 * Errors of several fields or of other records (the top of the form) show once the user has
 * touched a field they read. Input that is not a value of its field's type gives INVALID_VALUE,
 * and the rules that read that field are not shown until it holds a value (docs/errors.md).
 */
export class LiveForm {
  private readonly values: Record<string, unknown> = {};
  private readonly invalid = new Map<string, AppError>();
  private readonly touched = new Set<string>();
  /** Fields edited since the last refused save: its errors about them are out of date. */
  private readonly editedSinceSave = new Set<string>();
  private readonly byName = new Map<string, Field>();
  private all = false;
  private validator: LiveValidator | undefined;
  private result: FormValidation = { fields: {}, form: [], complete: false };
  /** Errors the last save was refused with that no rule gives (CONFLICT, NOT_ALLOWED…). */
  private refused: readonly AppError[] = NONE;

  /** `validator` may come later (`attach`): the rules load when a form first opens. */
  constructor(
    entity: Entity,
    private readonly store: FormStore,
    validator: LiveValidator | undefined,
    private readonly catalogue: readonly ErrorEntry[] = [],
  ) {
    const inputs = store.snapshot();
    for (const field of formFields(entity)) {
      this.byName.set(field.name, field);
      this.read(field, inputs[field.name] ?? '');
    }
    if (validator) this.attach(validator);
  }

  /**
   * Starts checking the rules (loaded after the form opened): what was typed is checked now, and
   * errors that read no field (the user's open claims) show at once, as `refresh` shows them.
   */
  attach(validator: LiveValidator): void {
    this.validator = validator;
    this.result = validator.validate(this.values);
    this.publish();
  }

  /** The user changed a field's input: store it, check what it touches, show the errors. */
  input(name: string, value: InputValue): void {
    this.store.setInput(name, value);
    const field = this.byName.get(name);
    if (!field) return;
    // What is shown changes only with the check's result, the field's being shown or edited, or
    // its input's being a value: most keystrokes change none of them, and publish nothing.
    const shownAlready = this.touched.has(name) && this.editedSinceSave.has(name);
    const wasInvalid = this.invalid.has(name);
    this.touched.add(name);
    this.editedSinceSave.add(name);
    this.read(field, value);
    const result = this.validator ? this.validator.validate(this.values, name) : this.result;
    // INVALID_VALUE says only the field and its type: the same whatever was typed.
    if (shownAlready && result === this.result && wasInvalid === this.invalid.has(name)) return;
    this.result = result;
    this.publish();
  }

  /**
   * Puts `inputs` in every field, as the record now holds them (an action taken from the form
   * moved it on, see `rebaseForm`), without counting them as the user's edits; checks again.
   */
  replaceInputs(inputs: Readonly<Record<string, InputValue>>): void {
    for (const field of this.byName.values()) {
      const value = inputs[field.name] ?? '';
      this.store.setInput(field.name, value);
      this.read(field, value);
    }
    if (this.validator) this.result = this.validator.validate(this.values);
    this.publish();
  }

  /**
   * A save was refused: from now on every field shows its errors, and `errors` that no rule of
   * the live check gives (a conflict, a permission) stay at the top until the next save.
   */
  revealAll(errors: readonly AppError[]): void {
    this.all = true;
    this.editedSinceSave.clear();
    const live = new Set<string>();
    for (const list of Object.values(this.result.fields)) for (const e of list) live.add(e.code);
    for (const e of this.result.form) live.add(e.code);
    for (const e of this.invalid.values()) live.add(e.code);
    this.refused = errors.filter((e) => !live.has(e.code));
    this.publish();
  }

  /**
   * Checks everything again with the records as they are now (an index of other records has
   * loaded, or another tab changed them) and shows what changed. Touches no field.
   */
  refresh(): void {
    if (!this.validator) return;
    const next = this.validator.validate(this.values);
    if (next === this.result) return;
    this.result = next;
    this.publish();
  }

  /**
   * The errors a save would surely be refused with, by what the form alone holds: fields
   * (touched or not) that are required and empty, or hold no value of their type. Rules are left
   * to the save: those over other records may have changed since the form last heard (another
   * tab deleted a claim), and the save's answer is the one that counts.
   */
  knownRefusal(): AppError[] {
    const errors: AppError[] = [];
    for (const field of this.byName.keys()) {
      const invalid = this.invalid.get(field);
      if (invalid !== undefined) errors.push(invalid);
      else
        for (const error of this.result.fields[field] ?? [])
          if (error.code === 'REQUIRED') errors.push(error);
    }
    return errors;
  }

  /** Whether every rule could be checked (indexes of other records may still be loading). */
  get complete(): boolean {
    return this.result.complete;
  }

  private read(field: Field, input: InputValue): void {
    const reading = readInput(input, field.type);
    this.invalid.delete(field.name);
    if (reading.status === 'value') this.values[field.name] = reading.value;
    else {
      this.values[field.name] = null;
      if (reading.status === 'invalid') {
        const type = formatFieldType(field.type);
        this.invalid.set(
          field.name,
          appError('INVALID_VALUE', this.catalogue, { field: fieldLabel(field), type }, field.name),
        );
      }
    }
  }

  private publish(): void {
    const placed: FormErrors = { fields: {}, form: [] };
    const shown = (name: string) => this.all || this.touched.has(name);
    for (const [name, errors] of Object.entries(this.result.fields)) {
      if (!shown(name) || this.invalid.has(name)) continue;
      if (errors.length > 0) placed.fields[name] = errors;
    }
    for (const [name, error] of this.invalid) if (shown(name)) placed.fields[name] = [error];
    for (const error of this.result.form) {
      const reads = error.fields ?? [];
      // A field whose input is no value of its type reads as empty to the rules: a rule over it
      // would speak of a missing value the user did type (a receipt that is not a link yet).
      if (reads.some((name) => this.invalid.has(name))) continue;
      if (this.all || reads.length === 0 || reads.some((name) => this.touched.has(name)))
        placed.form.push(error);
    }
    for (const error of this.refused) {
      if (error.field === undefined || !this.byName.has(error.field)) placed.form.push(error);
      else if (!this.editedSinceSave.has(error.field))
        placed.fields[error.field] = [...(placed.fields[error.field] ?? []), error];
    }
    this.store.setErrors(placed);
  }
}
