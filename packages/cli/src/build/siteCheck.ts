import { readFile } from 'node:fs/promises';
import { decodeSpecBytes, readAndCheckSpec, type Diagnostic, type Spec } from '@specrun/model';
import { sortByPosition } from '../check/checkFile.ts';

/**
 * What checking the published spec found, as `specrun.json` carries it (`check`): the web app
 * shows these diagnostics instead of loading the checker before its first screen, when `hash` is
 * that of the text it fetched.
 */
export interface SiteCheck {
  /** `hashSpecText` of the text that was checked. */
  hash: string;
  /** The reader's and checker's diagnostics, in source order. */
  diagnostics: Diagnostic[];
  /** The model the reader made of the text: the app runs it without loading the reader. */
  model: Spec;
}

/**
 * The FNV-1a hash (32 bits, over the text's UTF-16 code units) of a spec's text, as 8 lower-case
 * hex digits; the web app computes the same (apps/web/src/features/site/readSiteCheck.ts).
 */
export function hashSpecText(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * Checks a spec's text as the web app would check the spec published as `specName`: in the
 * format its extension names (`publishedSpecName` makes it name one). `found` is what decoding
 * the file found (`decodeSpecBytes`), reported with the rest; by default nothing. `undefined`
 * when the checker fails, which leaves the checking to the app.
 */
export function checkForSite(
  text: string,
  specName: string,
  found: readonly Diagnostic[] = [],
): SiteCheck | undefined {
  try {
    const format = /\.ya?ml$/i.test(specName) ? 'yaml' : 'markdown';
    const checked = readAndCheckSpec(text, { format });
    return siteCheckOf(text, sortByPosition([...found, ...checked.diagnostics]), checked.spec);
  } catch {
    return undefined;
  }
}

/** The site's check of a text already read and checked: its diagnostics in source order, its model. */
export function siteCheckOf(text: string, diagnostics: Diagnostic[], model: Spec): SiteCheck {
  return { hash: hashSpecText(text), diagnostics, model };
}

/**
 * Reads the spec file as the web app reads it (`decodeSpecBytes`: UTF-8 or UTF-16, bad bytes as
 * U+FFFD) and checks it with `checkForSite`; `undefined` when it cannot be read.
 */
export async function checkFileForSite(
  file: string,
  specName: string,
): Promise<SiteCheck | undefined> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(file);
  } catch {
    return undefined;
  }
  const decoded = decodeSpecBytes(bytes);
  return checkForSite(decoded.text, specName, decoded.diagnostics);
}
