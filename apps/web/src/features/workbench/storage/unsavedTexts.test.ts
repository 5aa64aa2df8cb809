import { describe, expect, it } from 'vitest';
import { memoryStorage } from './memoryStorage.ts';
import { recoverableText, storageUnsavedTexts } from './unsavedTexts.ts';
import type { WorkbenchSpec } from './WorkbenchSpec.ts';

const spec: WorkbenchSpec = {
  id: 'a',
  name: 'Notes',
  format: 'markdown',
  text: 'saved',
  updatedAt: '2026-01-01T00:00:10.000Z',
};
const at = (iso: string) => Date.parse(iso);

describe('the unsaved texts in a Storage', () => {
  it('keeps one text per spec, and forgets it only when it is the text given', () => {
    const storage = memoryStorage();
    const unsaved = storageUnsavedTexts(
      () => storage,
      () => 42,
    );
    expect(unsaved.keep('a', 'one', 'markdown')).toBe(true);
    expect(unsaved.keep('b', 'other', 'yaml')).toBe(true);
    expect(unsaved.read('a')).toEqual({ text: 'one', format: 'markdown', at: 42 });
    unsaved.forget('a', 'older', 'markdown');
    unsaved.forget('a', 'one', 'yaml');
    expect(unsaved.read('a')?.text).toBe('one');
    unsaved.forget('a', 'one', 'markdown');
    expect(unsaved.read('a')).toBeUndefined();
    unsaved.forget('b');
    expect(unsaved.read('b')).toBeUndefined();
  });

  it('reads nothing from an entry that is not its own', () => {
    const storage = memoryStorage();
    storage.setItem('specrun:workbench:unsaved:a', '{not json');
    storage.setItem('specrun:workbench:unsaved:b', '{"text":1,"format":"markdown","at":1}');
    const unsaved = storageUnsavedTexts(() => storage);
    expect(unsaved.read('a')).toBeUndefined();
    expect(unsaved.read('b')).toBeUndefined();
  });

  it('says so, without throwing, when storage is full', () => {
    const unsaved = storageUnsavedTexts(() => memoryStorage(true));
    expect(unsaved.keep('a', 'x', 'markdown')).toBe(false);
  });
});

describe('recoverableText', () => {
  it('restores a different text typed after the save, and nothing else', () => {
    const later = { text: 'typed', format: 'markdown' as const, at: at('2026-01-01T00:00:11Z') };
    expect(recoverableText(spec, later)).toBe(later);
    expect(recoverableText(spec, { ...later, at: at('2026-01-01T00:00:09Z') })).toBeUndefined();
    expect(recoverableText(spec, { ...later, text: 'saved' })).toBeUndefined();
    const converted = { ...later, text: 'saved', format: 'yaml' as const };
    expect(recoverableText(spec, converted)).toBe(converted);
    expect(recoverableText(spec, undefined)).toBeUndefined();
  });
});
