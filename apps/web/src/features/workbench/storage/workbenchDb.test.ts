import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  createSpec,
  deleteSpec,
  listSpecs,
  listVersions,
  loadSpec,
  renameSpec,
  saveSpec,
} from './workbenchDb.ts';

const start = {
  name: 'Notes',
  format: 'markdown' as const,
  text: '# Specification: Notes\n',
  note: 'New',
};

describe('the workbench database', () => {
  it('keeps specs under names of their own, newest first', async () => {
    const a = await createSpec(start, new Date('2026-01-01'));
    const b = await createSpec(start, new Date('2026-01-02'));
    expect(b.name).toBe('Notes (2)');
    const listed = (await listSpecs()).map((s) => s.id);
    expect(listed.indexOf(b.id)).toBeLessThan(listed.indexOf(a.id));
  });

  it('makes a version of every save that changes the text, and none of one that does not', async () => {
    const spec = await createSpec(start);
    expect(await saveSpec(spec.id, start.text, 'markdown', 'Saved')).toEqual({ saved: false });
    const second = await saveSpec(spec.id, `${start.text}\nMore.\n`, 'markdown', 'Saved');
    expect(second.saved).toBe(true);
    expect((await saveSpec(spec.id, start.text, 'markdown', 'Restored')).saved).toBe(true);
    const versions = await listVersions(spec.id);
    expect(versions.map((v) => v.note)).toEqual(['Restored', 'Saved', 'New']);
    expect((await loadSpec(spec.id))?.text).toBe(start.text);
  });

  it('forgets a spec with its versions', async () => {
    const spec = await createSpec(start);
    await deleteSpec(spec.id);
    expect(await loadSpec(spec.id)).toBeUndefined();
    expect(await listVersions(spec.id)).toEqual([]);
    await expect(saveSpec(spec.id, 'x', 'markdown', 'Saved')).rejects.toThrow(/deleted/);
  });

  it('keeps the title a spec was made with, and names it after a new title, unique in the list', async () => {
    const spec = await createSpec({ ...start, name: 'New spec' });
    expect(spec).toMatchObject({ name: expect.stringMatching(/^New spec/), title: 'Notes' });
    const other = await createSpec({ ...start, name: 'Library' });
    expect(await renameSpec(spec.id, 'Library')).toBe('Library (2)');
    expect(await loadSpec(spec.id)).toMatchObject({
      name: 'Library (2)',
      title: 'Library',
      updatedAt: spec.updatedAt,
    });
    expect(await renameSpec(other.id, 'Library')).toBe('Library');
    await expect(renameSpec('gone', 'X')).rejects.toThrow(/deleted/);
  });
});
