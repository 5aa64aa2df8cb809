import { CORE_SCHEMA, load } from 'js-yaml';
import { LineCounter, parseDocument } from 'yaml';
import type { Position } from '@specrun/model';
import { compactValues } from './compactIndexKeys.ts';
import { jsonLocator } from './jsonLocator.ts';
import type { SourceLocator } from './SourceLocator.ts';
import { yamlLocator } from './yamlLocator.ts';
import { readYamlPieces } from './yamlPieces.ts';

/** A document's text read into a value, with a way back from its values to their positions. */
export interface ParsedSource {
  /** The values read; `undefined` once let go (`reread` reads them again). */
  value: unknown;
  syntax: 'json' | 'yaml';
  locator: SourceLocator;
  /**
   * Reads the same text to the same values again, afresh, so that `value` can be let go between
   * two readers; absent when the values came from the `yaml` package's node tree, which costs
   * more to build again than the values cost to keep.
   */
  reread?: () => unknown;
}

/** Why a text could not be read: a message and where. */
export interface SourceProblem {
  code: 'not-yaml-or-json' | 'too-deep' | 'duplicate-key';
  message: string;
  at: Position;
}

/**
 * Reads a text as JSON (when it starts with `{` or `[` and `JSON.parse` takes it: fast) or else as
 * YAML with the `yaml` package, which also reads the YAML that js-yaml refuses. Never throws: a
 * text that is neither gives problems with line and column. Duplicate keys are problems that do
 * not stop the reading (the last one counts).
 */
export function parseSource(text: string): { parsed?: ParsedSource; problems: SourceProblem[] } {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const first = /\S/.exec(body)?.[0];
  if (first === '{' || first === '[') {
    try {
      const reread = () => JSON.parse(body) as unknown;
      return {
        parsed: { value: reread(), syntax: 'json', locator: jsonLocator(body), reread },
        problems: [],
      };
    } catch {
      // Not JSON after all: the YAML reader says where it goes wrong (JSON is YAML).
    }
  }
  return parseYaml(body);
}

/** Something like an anchor (`&name`): only then can a collection stand in two places. */
const ANCHOR = /(?:^|[\s[{,:-])&[^\s,[\]{}]/m;

/**
 * Reads YAML straight to values with js-yaml (its core schema: what the `yaml` package reads by
 * default): six to eight times faster, and no node tree, which takes the `yaml` package 40 to 75
 * times the text; each value made compact as it closes (`compactValues`), a large text piece by
 * piece (`readInPieces`). The `yaml` package reads it instead when js-yaml refuses it (a
 * duplicate key, a syntax error: the `yaml` package says where) and when an alias repeats a
 * collection, since the `yaml` package counts them.
 */
function parseYaml(text: string): { parsed?: ParsedSource; problems: SourceProblem[] } {
  try {
    const anchored = ANCHOR.test(text);
    // An alias that names an anchor of another piece fails that piece: the text is read whole.
    const reread = () => readInPieces(text) ?? readWhole(text);
    const value = reread();
    if (!anchored || !repeatsCollection(value))
      return {
        parsed: { value, syntax: 'yaml', locator: yamlLocator(text), reread },
        problems: [],
      };
  } catch {
    // Read again below: the `yaml` package gives the problems with their places.
  }
  return parseYamlDocument(text);
}

/** Reads a whole text with js-yaml, each value made compact as it closes. */
function readWhole(text: string): unknown {
  return load(text, { schema: CORE_SCHEMA, listener: compactValues }) as unknown;
}

/**
 * Reads a large block-style text piece by piece (`readYamlPieces`): js-yaml copies the text it is
 * given, which for a document with one character beyond Latin-1 is twice its length in bytes. A
 * piece that js-yaml refuses sends the text to be read whole, which says where it goes wrong.
 */
function readInPieces(text: string): unknown {
  if (text.length < PIECES_FROM) return undefined;
  try {
    return readYamlPieces(text, readWhole);
  } catch {
    return undefined;
  }
}

/** Texts shorter than this are read whole: their copy costs little. */
const PIECES_FROM = 256 * 1024;

/** True when one object or array stands in two places of a value (an alias of YAML). */
function repeatsCollection(value: unknown): boolean {
  const seen = new Set<object>();
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (current === null || typeof current !== 'object') continue;
    if (seen.has(current)) return true;
    seen.add(current);
    for (const item of Array.isArray(current) ? current : Object.values(current)) stack.push(item);
  }
  return false;
}

function parseYamlDocument(text: string): { parsed?: ParsedSource; problems: SourceProblem[] } {
  const lines = new LineCounter();
  const at = (offset: number): Position => {
    const { line, col } = lines.linePos(offset);
    return { line, column: col };
  };
  try {
    const document = parseDocument(text, { lineCounter: lines, prettyErrors: false });
    const problems: SourceProblem[] = [];
    let fatal = false;
    for (const error of document.errors) {
      const duplicate = error.code === 'DUPLICATE_KEY';
      fatal ||= !duplicate;
      problems.push({
        code: duplicate ? 'duplicate-key' : 'not-yaml-or-json',
        message: duplicate
          ? 'A key appears twice in a mapping; the last one counts.'
          : firstLine(error.message),
        at: at(error.pos[0]),
      });
    }
    if (fatal) return { problems };
    const value = document.toJS({ maxAliasCount: 1000 }) as unknown;
    return {
      parsed: { value, syntax: 'yaml', locator: yamlLocator(text, { document, lines }) },
      problems,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof RangeError)
      return {
        problems: [
          { code: 'too-deep', message: 'The document nests too deeply to be read.', at: at(0) },
        ],
      };
    return { problems: [{ code: 'not-yaml-or-json', message: firstLine(message), at: at(0) }] };
  }
}

function firstLine(message: string): string {
  const line = message.split('\n')[0] ?? message;
  return line.endsWith('.') ? line : `${line}.`;
}
