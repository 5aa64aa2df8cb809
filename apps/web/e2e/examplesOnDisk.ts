import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The repository's `examples/` folder, which the app loads at build time. */
export const EXAMPLES_DIR = resolve(import.meta.dirname, '../../../examples');

/** A Markdown example as the tests know it from disk, independently of the app. */
export interface ExampleOnDisk {
  fileName: string;
  /** The file name without its extension: the slug of its URL. */
  stem: string;
  /** The name after `# Specification:`. */
  name: string;
}

/** Every Markdown example in `examples/`, with the name its title line gives. */
export function readExamplesOnDisk(): ExampleOnDisk[] {
  return readdirSync(EXAMPLES_DIR)
    .filter((fileName) => fileName.endsWith('.md'))
    .sort()
    .map((fileName) => {
      const text = readFileSync(join(EXAMPLES_DIR, fileName), 'utf8');
      const title = /^# Specification:[ \t]*(.+?)[ \t]*$/m.exec(text);
      if (!title?.[1])
        throw new Error(`examples/${fileName} has no "# Specification:" title line.`);
      return { fileName, stem: fileName.replace(/\.md$/, ''), name: title[1] };
    });
}

/** The example called `name`; fails when the folder has none, so that a renamed file is noticed. */
export function exampleNamed(stem: string): ExampleOnDisk {
  const found = readExamplesOnDisk().find((example) => example.stem === stem);
  if (!found) throw new Error(`examples/${stem}.md is missing.`);
  return found;
}
