import { isUpperName } from '@specrun/model';

/**
 * Names of the nine-point format made from OpenAPI's: schema names, property names, operation
 * ids and response names may hold any character; the format's names are letters, digits and `_`.
 */

const IDENTIFIER = /^[A-Za-z_]\w*$/;

/** CEL's reserved words: a field so named could not be written in a rule. */
const CEL_RESERVED = new Set([
  'true',
  'false',
  'null',
  'in',
  'as',
  'break',
  'const',
  'continue',
  'else',
  'for',
  'function',
  'if',
  'import',
  'let',
  'loop',
  'package',
  'namespace',
  'return',
  'var',
  'void',
  'while',
]);

/** The words of a name: split at anything that is not a letter or digit, and at lower→upper case. */
export function wordsOf(text: string): string[] {
  const ascii = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return ascii
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w !== '');
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function startWithLetter(name: string, fallback: string): string {
  if (name === '') return fallback;
  return /^[0-9]/.test(name) ? `_${name}` : name;
}

/**
 * An entity name: the schema's name when it is one, else its words in PascalCase (`pet-store` →
 * `PetStore`); a name in capitals only as a word (`DNS_RECORD` → `DnsRecord`, `T` → `TSchema`).
 */
export function entityName(text: string): string {
  // A name in capitals only (`URL`, `T`): in a call's answers the format reads it as an error code.
  if (IDENTIFIER.test(text) && !isUpperName(text)) return text;
  const words = isUpperName(text)
    ? wordsOf(text).map((word) => capitalise(word.toLowerCase()))
    : wordsOf(text).map(capitalise);
  const name = startWithLetter(words.join(''), 'Schema');
  return isUpperName(name) ? `${name}Schema` : name;
}

/** A field name: the property's name when it is one (and no CEL word), else camelCase (`created-at` → `createdAt`). */
export function fieldName(text: string): string {
  if (IDENTIFIER.test(text)) return CEL_RESERVED.has(text) ? `${text}_` : text;
  const words = wordsOf(text);
  const name = words
    .map((w, i) => (i === 0 ? w.charAt(0).toLowerCase() + w.slice(1) : capitalise(w)))
    .join('');
  const named = startWithLetter(name, 'field');
  return CEL_RESERVED.has(named) ? `${named}_` : named;
}

/** An error code: upper-case words joined by `_` (`NotFound` → `NOT_FOUND`). */
export function errorCode(text: string): string {
  if (/^[A-Z][A-Z0-9_]*$/.test(text)) return text;
  const code = wordsOf(text)
    .map((w) => w.toUpperCase())
    .join('_');
  if (code === '') return 'ERROR';
  return /^[0-9]/.test(code) ? `E_${code}` : code;
}

/** PascalCase words of any text, for names made of several parts (`list pets` → `ListPets`). */
export function pascalWords(text: string): string {
  return wordsOf(text).map(capitalise).join('');
}

/**
 * Hands out names that are unique within one namespace: a name taken before gets `_2`, `_3`…
 * Names are compared as written.
 */
export class NameRegistry {
  private readonly taken = new Set<string>();

  constructor(reserved: Iterable<string> = []) {
    for (const name of reserved) this.taken.add(name);
  }

  /** The name itself when free, else the first free `name_N`; either way it is taken from now on. */
  claim(name: string): string {
    let candidate = name;
    for (let n = 2; this.taken.has(candidate); n++) candidate = `${name}_${n}`;
    this.taken.add(candidate);
    return candidate;
  }

  has(name: string): boolean {
    return this.taken.has(name);
  }
}
