import { loadYamlReader, needsYamlReader, readSpec, type SpecFormat } from '@specrun/model/reader';

// The spec reader, loaded apart from the first screen: a site made by `specrun build` sends the
// model the CLI read (openSession's readOpened), and the gallery reads a spec only when one is
// opened. Imported dynamically by name, never `import('@specrun/model')`, which would make every
// module of the package part of whatever imports it. The reader comes from the package's reader
// entry, which imports no YAML parser: the `yaml` package loads only for a text that needs it.
export { detectFormat } from '@specrun/model/reader';

/**
 * Reads a spec in either form, after loading the YAML reader (and its parser) when the text needs it (the YAML
 * form, or a Markdown spec with a fenced YAML block). Never throws for what the text holds.
 */
export async function readSpecText(
  text: string,
  format: SpecFormat,
): Promise<ReturnType<typeof readSpec>> {
  const yaml = needsYamlReader(text, format) ? await loadYamlReader() : undefined;
  return readSpec(text, yaml === undefined ? { format } : { format, yaml });
}
