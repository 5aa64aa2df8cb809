import { describe, expect, it } from 'vitest';
import { sharedStart } from './sharedStart.ts';

describe('sharedStart', () => {
  it("names a shared copy after its title, not the sender's name for it", () => {
    const text = '# Specification: Library\n';
    expect(sharedStart({ name: 'New spec', format: 'markdown', text })).toEqual({
      name: 'Library',
      format: 'markdown',
      text,
      note: 'Opened from a share link',
      title: 'Library',
    });
  });

  it("keeps the sender's name for a text with no title", () => {
    expect(sharedStart({ name: 'Notes', format: 'yaml', text: 'intro: x\n' }).name).toBe('Notes');
  });
});
