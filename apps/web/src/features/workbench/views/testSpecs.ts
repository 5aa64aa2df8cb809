import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readMarkdown, type Spec } from '@specrun/model';

const EXAMPLES = resolve(import.meta.dirname, '../../../../../../examples');

/** A spec of the examples folder, read (for the views' tests). */
export function readExampleSpec(fileName: string): Spec {
  return readMarkdown(readFileSync(resolve(EXAMPLES, fileName), 'utf8')).spec;
}

/** A spec read from Markdown text (for the views' tests). */
export function specOf(text: string): Spec {
  return readMarkdown(text).spec;
}

/**
 * A spec of `count` entities, each referring to its parent in a binary tree (E0 to itself) and to
 * User (for the views' tests).
 */
export function largeSpec(count: number): Spec {
  const entities = Array.from({ length: count }, (_, i) => {
    const next = `E${Math.floor(i / 2)}`;
    return [
      `### E${i}`,
      '',
      '| field | type | required | notes |',
      '| --- | --- | --- | --- |',
      '| title | text | yes | |',
      '| amount | money EUR | no | |',
      `| next | ref ${next} | no | |`,
      '| owner | ref User | no | |',
      '',
    ].join('\n');
  });
  return specOf(
    `# Specification: Large\n\n## 3. Entities and their fields\n\n${entities.join('\n')}`,
  );
}
