import { readSpec, type SpecFormat } from '@specrun/model';

/**
 * The title of a spec's text as the reader reads it (`# Specification: <name>`, the
 * `specification:` key in YAML), spaces folded; undefined when there is none or it is empty. For
 * a spec's name where no reading of the text is at hand yet (a new spec, a shared one).
 */
export function specTitle(text: string, format: SpecFormat): string | undefined {
  const title = readSpec(text, { format }).spec.name.trim().replace(/\s+/g, ' ');
  return title === '' ? undefined : title;
}
