import { readFile } from 'node:fs/promises';
import {
  decodeSpecBytes,
  formatOfFileName,
  hashSpecText,
  readAndCheckSpec,
  type Diagnostic,
  type ShippedSpec,
  type Spec,
} from '@specrun/model';
import { sortByPosition } from '../check/checkFile.ts';

/**
 * Checks a spec's text as the web app would check the spec published as `specName`: in the
 * format its extension names (`publishedSpecName` makes it name one). `found` is what decoding
 * the file found (`decodeSpecBytes`), reported with the rest; by default nothing. `undefined`
 * when the checker fails, which leaves the checking to the app.
 */
export function shipSpec(
  text: string,
  specName: string,
  found: readonly Diagnostic[] = [],
): ShippedSpec | undefined {
  try {
    const format = formatOfFileName(specName) ?? 'markdown';
    const checked = readAndCheckSpec(text, { format });
    return shippedSpecOf(text, sortByPosition([...found, ...checked.diagnostics]), checked.spec);
  } catch {
    return undefined;
  }
}

/** The site's check of a text already read and checked: its diagnostics in source order, its model. */
export function shippedSpecOf(text: string, diagnostics: Diagnostic[], model: Spec): ShippedSpec {
  return { hash: hashSpecText(text), diagnostics, model };
}

/**
 * Reads the spec file as the web app reads it (`decodeSpecBytes`: UTF-8 or UTF-16, bad bytes as
 * U+FFFD) and checks it with `shipSpec`; `undefined` when it cannot be read.
 */
export async function shipSpecFile(
  file: string,
  specName: string,
): Promise<ShippedSpec | undefined> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(file);
  } catch {
    return undefined;
  }
  const decoded = decodeSpecBytes(bytes);
  return shipSpec(decoded.text, specName, decoded.diagnostics);
}
