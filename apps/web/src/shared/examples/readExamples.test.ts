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
  it('reads every file and sorts the examples by name, whatever their case', async () => {
    const examples = await readExamples([
      { path: '/examples/zeta.md', text: spec('Zeta') },
      { path: '/examples/alpha.md', text: spec('alpha') },
      { path: '/examples/mid.md', text: spec('Middle') },
    ]);
    expect(examples.map((example) => example.name)).toEqual(['alpha', 'Middle', 'Zeta']);
    expect(examples.map((example) => example.slug)).toEqual(['alpha', 'mid', 'zeta']);
  });

  it('gives two files with the same stem distinct slugs', async () => {
    const examples = await readExamples([
      { path: '/examples/same.yaml', text: 'product:\n  name: B\n' },
      { path: '/examples/same.md', text: spec('A') },
    ]);
    expect(findExample(examples, 'same')?.fileName).toBe('same.md');
    expect(findExample(examples, 'same-yaml')?.fileName).toBe('same.yaml');
  });

  it('reads YAML blocks of a Markdown example, the parser loaded for them', async () => {
    const text = `${spec('Blocks')}\n## 3. Entities\n\n### Claim\n\n\`\`\`yaml\n- field: title\n  type: text\n  required: yes\n\`\`\`\n`;
    const [example] = await readExamples([{ path: '/examples/blocks.md', text }]);
    expect(example?.spec.entities[0]?.fields.map((field) => field.name)).toEqual(['title']);
    expect(example?.counts.error).toBe(0);
  });
});

describe('findExample', () => {
  it('finds an example by slug, and nothing for an unknown one', async () => {
    const examples = await readExamples([{ path: '/examples/one.md', text: spec('One') }]);
    expect(findExample(examples, 'one')?.name).toBe('One');
    expect(findExample(examples, 'two')).toBeUndefined();
  });
});
