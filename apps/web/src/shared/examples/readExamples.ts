import type { Example } from './Example.ts';
import type { ExampleFile } from './loadExampleFiles.ts';
import { loadYamlReader, needsYamlReader } from '@specrun/model/reader';
import { formatOfExample, readExample } from './readExample.ts';

/**
 * Reads, checks and reports on every example file, sorted by name, after loading the YAML reader
 * when a file needs it (Markdown examples without YAML blocks do not). Two files whose names give
 * the same slug (`a.md`, `a.yaml`) keep distinct URLs: the later one gets its extension appended.
 */
export async function readExamples(files: readonly ExampleFile[]): Promise<Example[]> {
  const needed = files.some(({ path, text }) => needsYamlReader(text, formatOfExample(path)));
  const yaml = needed ? await loadYamlReader() : undefined;
  const taken = new Set<string>();
  const examples = [...files]
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map(({ path, text }) => {
      const example = readExample(path, text, yaml);
      if (taken.has(example.slug)) {
        const extension = example.fileName.split('.').pop() ?? 'copy';
        example.slug = `${example.slug}-${extension}`;
      }
      taken.add(example.slug);
      return example;
    });
  return examples.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}
