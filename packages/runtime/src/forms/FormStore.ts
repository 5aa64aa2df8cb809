import type { AppError } from '../errors/AppError.ts';
import type { InputValue } from './formInputs.ts';
import type { FormInputs } from './formValues.ts';
import type { FormErrors } from './sortFormErrors.ts';

type Listener = () => void;

const NO_ERRORS: readonly AppError[] = Object.freeze([]);

/**
 * The state of one open form: what each input holds and the errors shown beside each field and
 * at the top. Listeners subscribe to one field's input or errors (or to the form's own errors)
 * and hear only of changes to it, so a keystroke in one input re-renders that input alone,
 * however many fields the form has, and only when its messages change. Every read returns the
 * same object until that part changes.
 */
export class FormStore {
  private readonly inputs: Map<string, InputValue>;
  private readonly fieldErrors = new Map<string, readonly AppError[]>();
  private topErrors: readonly AppError[] = NO_ERRORS;
  private readonly inputListeners = new Map<string, Set<Listener>>();
  private readonly errorListeners = new Map<string, Set<Listener>>();
  private readonly formListeners = new Set<Listener>();

  constructor(initial: FormInputs) {
    this.inputs = new Map(Object.entries(initial));
  }

  /** What the input of a field holds (an empty text for a field the form did not start with). */
  input(name: string): InputValue {
    return this.inputs.get(name) ?? '';
  }

  /** Every input, as a plain object to build the values from. */
  snapshot(): FormInputs {
    return Object.fromEntries(this.inputs);
  }

  /**
   * Sets what a field's input holds. Its errors stay until `setErrors` replaces them: the live
   * check that follows each input (`LiveForm`) gives them again, and a message that did not
   * change then keeps its array, so a field in error does not re-render on every keystroke.
   */
  setInput(name: string, value: InputValue): void {
    if (this.inputs.get(name) === value) return;
    this.inputs.set(name, value);
    notify(this.inputListeners, name);
  }

  /** The errors shown beside a field. */
  errors(name: string): readonly AppError[] {
    return this.fieldErrors.get(name) ?? NO_ERRORS;
  }

  /** The errors shown at the top of the form. */
  formErrors(): readonly AppError[] {
    return this.topErrors;
  }

  /** Replaces every error; only fields whose errors change (and the top, when it does) hear of it. */
  setErrors(placed: FormErrors): void {
    const touched = new Set([...this.fieldErrors.keys(), ...Object.keys(placed.fields)]);
    for (const name of touched) {
      const next = placed.fields[name] ?? [];
      if (sameErrors(this.errors(name), next)) continue;
      if (next.length === 0) this.fieldErrors.delete(name);
      else this.fieldErrors.set(name, Object.freeze([...next]));
      notify(this.errorListeners, name);
    }
    if (!sameErrors(this.topErrors, placed.form)) {
      this.topErrors = placed.form.length === 0 ? NO_ERRORS : Object.freeze([...placed.form]);
      for (const listener of [...this.formListeners]) listener();
    }
  }

  /** Names of the fields that show an error now. */
  fieldsWithErrors(): string[] {
    return [...this.fieldErrors.keys()];
  }

  /** Calls `listener` after each change of one field's input. */
  subscribeInput(name: string, listener: Listener): () => void {
    return listen(this.inputListeners, name, listener);
  }

  /** Calls `listener` after each change of one field's errors. */
  subscribeErrors(name: string, listener: Listener): () => void {
    return listen(this.errorListeners, name, listener);
  }

  /** Calls `listener` after each change of one field's input or errors. */
  subscribe(name: string, listener: Listener): () => void {
    const stopInput = this.subscribeInput(name, listener);
    const stopErrors = this.subscribeErrors(name, listener);
    return () => {
      stopInput();
      stopErrors();
    };
  }

  /** Calls `listener` after each change of the errors at the top of the form. */
  subscribeForm(listener: Listener): () => void {
    this.formListeners.add(listener);
    return () => {
      this.formListeners.delete(listener);
    };
  }
}

function listen(all: Map<string, Set<Listener>>, name: string, listener: Listener): () => void {
  let listeners = all.get(name);
  if (!listeners) all.set(name, (listeners = new Set()));
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function notify(all: Map<string, Set<Listener>>, name: string): void {
  const listeners = all.get(name);
  if (listeners) for (const listener of [...listeners]) listener();
}

function sameErrors(a: readonly AppError[], b: readonly AppError[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (e, i) => e.code === b[i]?.code && e.message === b[i]?.message && e.field === b[i]?.field,
    )
  );
}
