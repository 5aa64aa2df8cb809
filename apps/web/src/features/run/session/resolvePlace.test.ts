import { describe, expect, it, vi } from 'vitest';
import type { OpenedSpec } from '../../../shared/session/OpenedSpec.ts';
import { keepPageSpec } from '../../../shared/session/pageSpec.ts';
import { resolvePlace } from './resolvePlace.ts';

const library = vi.hoisted(() => ({ loadOpenedSpec: vi.fn() }));
vi.mock('../../../shared/session/specLibrary.ts', () => library);

const own: OpenedSpec = {
  place: 'single-todo',
  text: '# Specification: Todo\n',
  format: 'markdown',
  origin: { kind: 'single', url: 'http://127.0.0.1/todo.md' },
  openedAt: '2026-11-22T10:00:00.000Z',
};

describe('resolvePlace', () => {
  it("resolves the page's own spec from memory, without the library", async () => {
    keepPageSpec(own);
    await expect(resolvePlace('single-todo')).resolves.toBe(own);
    expect(library.loadOpenedSpec).not.toHaveBeenCalled();
  });

  it('gives the newest spec the page kept for its place', async () => {
    const changed = { ...own, text: `${own.text}\nChanged.\n` };
    keepPageSpec(own);
    keepPageSpec(changed);
    await expect(resolvePlace('single-todo')).resolves.toBe(changed);
  });

  it("looks any other place up in the library, not in the page's spec", async () => {
    const kept = { ...own, place: 'file-notes' };
    library.loadOpenedSpec.mockResolvedValueOnce(kept);
    keepPageSpec(own);
    await expect(resolvePlace('file-notes')).resolves.toBe(kept);
    expect(library.loadOpenedSpec).toHaveBeenCalledWith('file-notes');
  });
});
