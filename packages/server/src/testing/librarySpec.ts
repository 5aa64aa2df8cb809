import { readFileSync } from 'node:fs';
import { readMarkdown, type Spec } from '@specrun/model';

/** The path of the server tests' spec: a library with every column type, a unique rule and calls. */
export const LIBRARY_SPEC = new URL('../../test/fixtures/library.md', import.meta.url).pathname;

/** The server tests' spec, read. */
export function librarySpec(): Spec {
  return readMarkdown(readFileSync(LIBRARY_SPEC, 'utf8')).spec;
}

/** The library spec with Book's `isbn` (and its unique rule) gone and a field `edition` new. */
export function libraryWithoutIsbn(): Spec {
  const text = readFileSync(LIBRARY_SPEC, 'utf8')
    .replace('| isbn | text | yes | |', '| edition | text | no | |')
    .replace('| Book | unique(isbn) | save | ISBN_TAKEN |\n', '');
  return readMarkdown(text).spec;
}
