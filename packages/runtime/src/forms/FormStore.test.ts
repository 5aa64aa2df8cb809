import { describe, expect, it } from 'vitest';
import { FormStore } from './FormStore.ts';

const required = { code: 'REQUIRED', message: 'title is required.', field: 'title' };

describe('FormStore', () => {
  it('holds inputs and tells only the field that changed', () => {
    const store = new FormStore({ title: '', amount: '' });
    const heard: string[] = [];
    store.subscribe('title', () => heard.push('title'));
    store.subscribe('amount', () => heard.push('amount'));
    store.setInput('title', 'Taxi');
    store.setInput('title', 'Taxi');
    expect(heard).toEqual(['title']);
    expect(store.input('title')).toBe('Taxi');
    expect(store.snapshot()).toEqual({ title: 'Taxi', amount: '' });
  });

  it('keeps a read stable until its part changes', () => {
    const store = new FormStore({ tags: ['a'] });
    expect(store.input('tags')).toBe(store.input('tags'));
    expect(store.errors('tags')).toBe(store.errors('tags'));
    expect(store.formErrors()).toBe(store.formErrors());
  });

  it('places errors, tells the fields they concern, and keeps them until they are replaced', () => {
    const store = new FormStore({ title: '', amount: '' });
    const heard: string[] = [];
    store.subscribe('title', () => heard.push('title'));
    store.subscribe('amount', () => heard.push('amount'));
    store.subscribeForm(() => heard.push('form'));
    const conflict = { code: 'CONFLICT', message: 'Reload.' };
    store.setErrors({ fields: { title: [required] }, form: [conflict] });
    expect(heard).toEqual(['title', 'form']);
    expect(store.errors('title')).toEqual([required]);
    expect(store.fieldsWithErrors()).toEqual(['title']);

    heard.length = 0;
    store.setErrors({ fields: { title: [{ ...required }] }, form: [conflict] });
    expect(heard).toEqual([]);

    // A new input does not clear them: the check that follows it replaces them, and the same
    // messages keep the same array (the field does not re-render).
    const shown = store.errors('title');
    store.setInput('title', 'T');
    expect(store.errors('title')).toBe(shown);
    store.setErrors({ fields: { title: [{ ...required }] }, form: [conflict] });
    expect(store.errors('title')).toBe(shown);
    store.setErrors({ fields: {}, form: [] });
    expect(store.errors('title')).toEqual([]);
    expect(store.formErrors()).toEqual([]);
  });

  it('tells a field’s input and errors listeners each of their own changes only', () => {
    const store = new FormStore({ title: '' });
    const heard: string[] = [];
    store.subscribeInput('title', () => heard.push('input'));
    store.subscribeErrors('title', () => heard.push('errors'));
    store.setInput('title', 'T');
    store.setErrors({ fields: { title: [required] }, form: [] });
    store.setInput('title', 'Ta');
    store.setErrors({ fields: { title: [{ ...required }] }, form: [] });
    expect(heard).toEqual(['input', 'errors', 'input']);
  });

  it('stops telling a listener once it unsubscribes', () => {
    const store = new FormStore({ title: '' });
    let calls = 0;
    const stop = store.subscribe('title', () => (calls += 1));
    stop();
    store.setInput('title', 'x');
    expect(calls).toBe(0);
  });

  it('tells only the typed field’s listener of each keystroke, in a form of 200 fields', () => {
    const names = Array.from({ length: 200 }, (_, i) => `field${i}`);
    const store = new FormStore(Object.fromEntries(names.map((n) => [n, ''])));
    const calls = new Map(names.map((n) => [n, 0]));
    for (const name of names) store.subscribe(name, () => calls.set(name, calls.get(name)! + 1));
    let text = '';
    for (let i = 0; i < 1000; i++) store.setInput('field100', (text += 'x'));
    expect(calls.get('field100')).toBe(1000);
    expect([...calls.values()].reduce((a, b) => a + b, 0)).toBe(1000);
  });
});
