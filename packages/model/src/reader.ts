// The spec readers for a page (`@specrun/model/reader`), and the reader and checker in one call:
// they import no YAML parser, and read the YAML form and a Markdown spec's fenced YAML blocks with
// the YAML reader they are given. A page asks `needsYamlReader` whether a text needs it, and loads
// it only then (`loadYamlReader`), so that a Markdown spec without YAML blocks opens without the
// parser's bytes. The package's main entry gives the same readers with the YAML reader imported
// (read/withYamlPackage.ts).

export { detectFormat, readSpec } from './read/readSpec.ts';
export type { SpecFormat } from './read/readSpec.ts';
export { readMarkdown } from './read/readMarkdown.ts';
export { loadYamlReader, needsYamlReader } from './read/loadYamlReader.ts';
export type { YamlReader } from './read/YamlReader.ts';
export { readAndCheckSpec } from './check/readAndCheckSpec.ts';
