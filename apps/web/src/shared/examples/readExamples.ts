import type { Example } from './Example.ts';
import type { ExampleFile } from './loadExampleFiles.ts';
import { readExample } from './readExample.ts';

/**
 * Reads, checks and reports on every example file, sorted by name. Two files whose names give the
 * same slug (`a.md`, `a.yaml`) keep distinct URLs: the later one gets its extension appended.
 */
export function readExamples(files: readonly ExampleFile[]): Example[] {
  const taken = new Set<string>();
  const examples = [...files]
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map(({ path, text }) => {
      const example = readExample(path, text);
      if (taken.has(example.slug)) {
        const extension = example.fileName.split('.').pop() ?? 'copy';
        example.slug = `${example.slug}-${extension}`;
      }
      taken.add(example.slug);
      return example;
    });
  return examples.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}
