import { describe, expect, it } from 'vitest';
import { expenseClaims, openApp } from '../rules/expenseClaims.testing.ts';
import { initialInputs } from './formValues.ts';
import { FormStore } from './FormStore.ts';
import { LiveForm } from './LiveForm.ts';

const spec = expenseClaims();
const claim = spec.entities.find((e) => e.name === 'Claim')!;

function openForm() {
  const app = openApp({ spec });
  const store = new FormStore(
    initialInputs(claim, undefined, { initialState: 'draft', userId: 'u1' }),
  );
  const live = new LiveForm(
    claim,
    store,
    app.book.formValidator('Claim', { mode: 'create' }),
    spec.errors,
  );
  const codes = (name: string) => store.errors(name).map((e) => e.code);
  return { store, live, codes };
}

describe('LiveForm', () => {
  it('starts quiet, then shows a field’s errors as it is typed, with the catalogue’s message', () => {
    const { store, live, codes } = openForm();
    expect(store.fieldsWithErrors()).toEqual([]);
    live.input('title', 'ab');
    expect(codes('title')).toEqual(['TITLE_LENGTH']);
    expect(store.errors('title')[0]?.message).toBe('The title must be 3 to 80 characters long.');
    // Other empty required fields stay quiet until touched or a save is refused.
    expect(codes('amount')).toEqual([]);
    live.input('title', 'abc');
    expect(codes('title')).toEqual([]);
  });

  it('keeps a field’s errors, the same array, while what is typed gives the same messages', () => {
    const { store, live } = openForm();
    live.input('title', 'a');
    const shown = store.errors('title');
    let changes = 0;
    store.subscribe('title', () => {
      if (store.errors('title') !== shown) changes += 1;
    });
    live.input('title', 'ab');
    live.input('amount', '12x');
    live.input('amount', '12xy');
    expect(store.errors('title')).toBe(shown);
    expect(changes).toBe(0);
    live.input('title', 'abc');
    expect(store.errors('title')).toEqual([]);
    expect(changes).toBe(1);
  });

  it('checks a number as it is typed: not a number, then over the limit, then fine', () => {
    const { live, codes } = openForm();
    live.input('amount', '12x');
    expect(codes('amount')).toEqual(['INVALID_VALUE']);
    live.input('amount', '6000');
    expect(codes('amount')).toEqual(['CLAIM_LIMIT_EXCEEDED']);
    live.input('amount', '-1');
    expect(codes('amount')).toEqual(['AMOUNT_NOT_POSITIVE']);
    live.input('amount', '20');
    expect(codes('amount')).toEqual([]);
  });

  // Regression: a receipt typed as `not a url` showed both its INVALID_VALUE and, at the top,
  // "Claims above 50 EUR need a receipt", as if no receipt had been given.
  it('does not check a rule over several fields while one of them holds no value of its type', () => {
    const { store, live, codes } = openForm();
    live.input('amount', '60');
    live.input('receipt', 'not a url');
    expect(codes('receipt')).toEqual(['INVALID_VALUE']);
    expect(store.formErrors()).toEqual([]);
    live.revealAll(live.knownRefusal());
    expect(store.formErrors()).toEqual([]);
    live.input('receipt', '');
    expect(store.formErrors().map((e) => e.code)).toEqual(['RECEIPT_REQUIRED']);
    live.input('receipt', 'https://example.org/r/1');
    expect(store.formErrors()).toEqual([]);
  });

  it('knows what a save would be refused with by the form alone: empty required fields, bad values', () => {
    const { live } = openForm();
    expect(live.knownRefusal().map((e) => [e.code, e.field])).toEqual([
      ['REQUIRED', 'title'],
      ['REQUIRED', 'amount'],
      ['REQUIRED', 'category'],
      ['REQUIRED', 'spentOn'],
    ]);
    live.input('title', 'ab');
    live.input('amount', 'twelve');
    // TITLE_LENGTH is a rule: the save decides.
    expect(live.knownRefusal().map((e) => [e.code, e.field])).toEqual([
      ['INVALID_VALUE', 'amount'],
      ['REQUIRED', 'category'],
      ['REQUIRED', 'spentOn'],
    ]);
  });

  it('shows every field’s errors after a refused save, and keeps errors no rule gives until the field changes', () => {
    const { store, live, codes } = openForm();
    live.revealAll([{ code: 'NOT_ALLOWED', message: 'You may not do this.' }]);
    expect(codes('title')).toEqual(['REQUIRED']);
    expect(codes('amount')).toEqual(['REQUIRED']);
    expect(store.formErrors().map((e) => e.code)).toEqual(['NOT_ALLOWED']);
    live.input('title', 'Taxi');
    expect(codes('title')).toEqual([]);
    expect(store.formErrors().map((e) => e.code)).toEqual(['NOT_ALLOWED']);
  });
});

describe('LiveForm.refresh', () => {
  it('shows a rule over other records once they change, without a keystroke', async () => {
    const app = openApp({ spec });
    const category = await app.source.create('Category', { name: 'Travel' });
    if (!category.ok) throw new Error('no category');
    const store = new FormStore(
      initialInputs(claim, undefined, { initialState: 'draft', userId: 'u1' }),
    );
    const live = new LiveForm(
      claim,
      store,
      app.book.formValidator('Claim', { mode: 'create' }),
      spec.errors,
    );
    await createOpenClaims(app, category.value.id, 10);
    await app.book.ready('Claim');
    expect(store.formErrors()).toEqual([]);
    live.refresh();
    expect(store.formErrors().map((e) => e.code)).toEqual(['TOO_MANY_OPEN_CLAIMS']);
  });

  // Regression: a form opened once the records were read (after an import in the same tab)
  // showed "You already have 10 open claims" only once a field was touched; opened before they
  // were read, at once.
  it('shows a rule over other records when it opens, when the records are read already', async () => {
    const app = openApp({ spec });
    const category = await app.source.create('Category', { name: 'Travel' });
    if (!category.ok) throw new Error('no category');
    await createOpenClaims(app, category.value.id, 10);
    await app.book.ready('Claim');
    const store = new FormStore(
      initialInputs(claim, undefined, { initialState: 'draft', userId: 'u1' }),
    );
    new LiveForm(claim, store, app.book.formValidator('Claim', { mode: 'create' }), spec.errors);
    expect(store.formErrors().map((e) => e.code)).toEqual(['TOO_MANY_OPEN_CLAIMS']);
    // Fields stay quiet until touched.
    expect(store.fieldsWithErrors()).toEqual([]);
  });

  it('takes the inputs of a newer version of the record quietly, and checks them', () => {
    const { store, live, codes } = openForm();
    live.replaceInputs({ ...store.snapshot(), title: 'ab', status: 'submitted' });
    expect(store.input('status')).toBe('submitted');
    // Not the user's edit: the short title stays quiet until they touch it.
    expect(codes('title')).toEqual([]);
    live.input('title', 'ab');
    expect(codes('title')).toEqual(['TITLE_LENGTH']);
  });
});

/** Creates `count` draft claims of u1 in `category`: open claims, as TOO_MANY_OPEN_CLAIMS counts. */
async function createOpenClaims(
  app: ReturnType<typeof openApp>,
  category: string,
  count: number,
): Promise<void> {
  for (let i = 0; i < count; i++) {
    const made = await app.source.create('Claim', {
      title: `Claim ${i}`,
      amount: 10,
      category,
      spentOn: '2026-11-01',
      owner: 'u1',
    });
    if (!made.ok) throw new Error(made.errors.map((e) => e.code).join());
  }
}
