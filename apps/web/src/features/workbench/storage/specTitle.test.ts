import { describe, expect, it } from 'vitest';
import { specTitle } from './specTitle.ts';

describe('specTitle', () => {
  it('finds the title of the Markdown form', () => {
    expect(specTitle('# Specification: Library\n\nText.\n', 'markdown')).toBe('Library');
    expect(specTitle('<!-- x -->\n#   Specification:  Lending   library  #\n', 'markdown')).toBe(
      'Lending library',
    );
    expect(specTitle('# Library\n', 'markdown')).toBe('Library');
    expect(specTitle('```\n# Not this\n```\n# Specification: This\n', 'markdown')).toBe('This');
  });

  it('finds none where there is no title, or an empty one', () => {
    expect(specTitle('## 1. Purpose\n# Late title\n', 'markdown')).toBeUndefined();
    expect(specTitle('# Specification:\n', 'markdown')).toBeUndefined();
    expect(specTitle('', 'markdown')).toBeUndefined();
    expect(specTitle('intro: x\n', 'yaml')).toBeUndefined();
  });

  it('finds the title of the YAML form, plain or quoted', () => {
    expect(specTitle('specification: Library\nintro: x\n', 'yaml')).toBe('Library');
    expect(specTitle('# c\nspecification: Library # a comment\n', 'yaml')).toBe('Library');
    expect(specTitle('specification: "Caf\\u00e9: bar"\n', 'yaml')).toBe('Café: bar');
    expect(specTitle("specification: 'It''s'\n", 'yaml')).toBe("It's");
  });
});
