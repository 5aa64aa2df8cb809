import { describe, expect, it } from 'vitest';
import { findExample } from './Example.ts';
import { loadExampleFiles } from './loadExampleFiles.ts';
import { readExamples } from './readExamples.ts';

const spec = (name: string): string => `# Specification: ${name}\n\nAn intro.\n`;

describe('loadExampleFiles', () => {
  it('loads every source in path order', async () => {
    const files = await loadExampleFiles({
      '/examples/b.md': () => Promise.resolve('B'),
      '/examples/a.md': () => Promise.resolve('A'),
    });
    expect(files).toEqual([
      { path: '/examples/a.md', text: 'A' },
      { path: '/examples/b.md', text: 'B' },
    ]);
  });

  it('gives an empty list for no sources, and fails when a source cannot be loaded', async () => {
    expect(await loadExampleFiles({})).toEqual([]);
    await expect(
      loadExampleFiles({ '/examples/gone.md': () => Promise.reject(new Error('404')) }),
    ).rejects.toThrow('404');
  });
});

describe('readExamples', () => {
  it('reads every file and sorts the examples by name, whatever their case', () => {
    const examples = readExamples([
      { path: '/examples/zeta.md', text: spec('Zeta') },
      { path: '/examples/alpha.md', text: spec('alpha') },
      { path: '/examples/mid.md', text: spec('Middle') },
    ]);
    expect(examples.map((example) => example.name)).toEqual(['alpha', 'Middle', 'Zeta']);
    expect(examples.map((example) => example.slug)).toEqual(['alpha', 'mid', 'zeta']);
  });

  it('gives two files with the same stem distinct slugs', () => {
    const examples = readExamples([
      { path: '/examples/same.yaml', text: 'product:\n  name: B\n' },
      { path: '/examples/same.md', text: spec('A') },
    ]);
    expect(findExample(examples, 'same')?.fileName).toBe('same.md');
    expect(findExample(examples, 'same-yaml')?.fileName).toBe('same.yaml');
  });
});

describe('findExample', () => {
  it('finds an example by slug, and nothing for an unknown one', () => {
    const examples = readExamples([{ path: '/examples/one.md', text: spec('One') }]);
    expect(findExample(examples, 'one')?.name).toBe('One');
    expect(findExample(examples, 'two')).toBeUndefined();
  });
});
