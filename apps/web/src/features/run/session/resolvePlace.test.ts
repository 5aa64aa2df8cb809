import { describe, expect, it } from 'vitest';
import type { OpenedSpec } from '../../../shared/session/OpenedSpec.ts';
import { keepPageSpec } from '../../../shared/session/pageSpec.ts';
import { resolvePlace } from './resolvePlace.ts';

const own: OpenedSpec = {
  place: 'single-todo',
  text: '# Specification: Todo\n',
  format: 'markdown',
  origin: { kind: 'single', url: 'http://127.0.0.1/todo.md' },
  openedAt: '2026-11-22T10:00:00.000Z',
};

describe('resolvePlace', () => {
  it("resolves the page's own spec from memory, without the library", async () => {
    // No IndexedDB in this environment: a look-up in the library would reject.
    keepPageSpec(own);
    await expect(resolvePlace('single-todo')).resolves.toBe(own);
  });

  it('gives the newest spec the page kept for its place', async () => {
    const changed = { ...own, text: `${own.text}\nChanged.\n` };
    keepPageSpec(own);
    keepPageSpec(changed);
    await expect(resolvePlace('single-todo')).resolves.toBe(changed);
  });

  it("looks any other place up in the library, not in the page's spec", async () => {
    keepPageSpec(own);
    await expect(resolvePlace('single-other')).rejects.toThrow();
  });
});
