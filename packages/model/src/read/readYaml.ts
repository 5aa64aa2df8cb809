import {
  Composer,
  isMap,
  isScalar,
  LineCounter,
  Parser,
  type Document,
  type Node,
  type YAMLError,
} from 'yaml';
import { diagnostic, type Diagnostic } from '../model/Diagnostic.ts';
import { emptySpec } from '../model/emptySpec.ts';
import { POINTS, type PointKey, type Position, type Spec } from '../model/Spec.ts';
import { readYamlEntities, readYamlLifecycles, readProse } from './readYamlEntities.ts';
import { readMapping } from './readYamlMapping.ts';
import { readYamlRows } from './readYamlRows.ts';
import { SECTION_LISTS, TOP_KEYS, WIRE_KEYS } from './yamlForm.ts';
import { checkWireText } from './wireText.ts';
import { findTooDeep, MAX_DEPTH } from './yamlDepth.ts';
import { describeYamlError } from './yamlSyntax.ts';
import { duplicateKeyName, duplicateKeyPhrase } from './duplicateKeyName.ts';
import { isNull, nodeAt, resolve, wrongShape, type YamlContext } from './yamlNodes.ts';

const ROOT_KEYS: readonly string[] = [...TOP_KEYS, ...POINTS.map((p) => p.key)];

/** What the `yaml` parser's own error codes become; any other error is `yaml-syntax`. */
const ERROR_CODES: Partial<Record<YAMLError['code'], string>> = {
  DUPLICATE_KEY: 'yaml-duplicate-key',
  RESOURCE_EXHAUSTION: 'yaml-too-deep',
};

/**
 * Reads a spec written in the YAML form (docs/yaml-form.md). Never throws: syntax errors, unknown
 * keys, wrong shapes, alias bombs and too deep nesting become diagnostics with their positions, and
 * whatever is sound is still read. `\r\n` and `\r` line breaks read as `\n`, as in Markdown.
 */
export function readYaml(source: string): { spec: Spec; diagnostics: Diagnostic[] } {
  // The parser takes a lone \r for no line break, and quotes a \r\n line's text in its messages.
  const text = source.includes('\r') ? source.replace(/\r\n?/g, '\n') : source;
  const spec = emptySpec();
  const diagnostics: Diagnostic[] = [];
  const lines = new LineCounter();
  let doc: Document.Parsed;
  try {
    const tokens = [...new Parser(lines.addNewLine).parse(text)];
    const deep = findTooDeep(tokens);
    if (deep !== undefined) {
      const message = `The YAML nests collections more than ${MAX_DEPTH} deep; it is not read.`;
      diagnostics.push(diagnostic('yaml-too-deep', 'error', message, position(lines, deep)));
      return { spec, diagnostics };
    }
    const [first, second] = new Composer({ uniqueKeys: true }).compose(tokens, true, text.length);
    if (first === undefined) return { spec, diagnostics };
    doc = first;
    if (second !== undefined) {
      const message = 'The text holds more than one YAML document; only the first is read.';
      diagnostics.push(
        diagnostic('yaml-multiple-documents', 'error', message, position(lines, second.range[0])),
      );
    }
  } catch (error) {
    const message = `The YAML could not be parsed: ${error instanceof Error ? error.message : String(error)}`;
    diagnostics.push(diagnostic('yaml-syntax', 'error', message, undefined, []));
    return { spec, diagnostics };
  }
  // One syntax error per line: the parser often reports a second one where it lost its way.
  const broken = new Set<number>();
  const syntax = doc.errors.some((e) => (ERROR_CODES[e.code] ?? 'yaml-syntax') === 'yaml-syntax');
  for (const error of doc.errors) {
    // A key the parser found twice but that no mapping holds twice is what it made of a broken
    // line (a tab-indented `errors:` under `errors:`), not a second mistake.
    if (syntax && error.code === 'DUPLICATE_KEY' && !duplicateKeyName(doc, error.pos[0])) continue;
    const found = fromYamlError(error, 'error', lines, doc, text);
    if (found.code === 'yaml-syntax' && broken.has(found.at.line)) continue;
    if (found.code === 'yaml-syntax') broken.add(found.at.line);
    diagnostics.push(found);
  }
  for (const warning of doc.warnings)
    diagnostics.push(fromYamlError(warning, 'warning', lines, doc, text));
  const ctx: YamlContext = { text, doc, lines, diagnostics: [], aliases: 0 };
  readRoot(ctx, spec, doc.contents ?? undefined);
  // What the parser made of a line it could not read is reported once, as the syntax error.
  for (const d of ctx.diagnostics) if (!broken.has(d.at.line)) diagnostics.push(d);
  return { spec, diagnostics };
}

function position(lines: LineCounter, offset: number): Position {
  const { line, col } = lines.linePos(offset);
  return { line, column: col };
}

function fromYamlError(
  error: YAMLError,
  severity: 'error' | 'warning',
  lines: LineCounter,
  doc: Document.Parsed,
  text: string,
): Diagnostic {
  const code = severity === 'warning' ? 'yaml-warning' : (ERROR_CODES[error.code] ?? 'yaml-syntax');
  if (code === 'yaml-syntax') {
    const { message, hint, offset } = describeYamlError(error, doc, text);
    return diagnostic(code, severity, message, position(lines, offset), [], hint);
  }
  if (error.code === 'DUPLICATE_KEY') {
    const key = duplicateKeyPhrase(doc, error.pos[0]);
    const message = `${key} is given twice in this mapping; the first is kept.`;
    return diagnostic(
      code,
      severity,
      message,
      position(lines, error.pos[0]),
      [],
      'remove one of them',
    );
  }
  const message = error.message.trim().replace(/[.:]?$/, '.');
  return diagnostic(code, severity, message, position(lines, error.pos[0]));
}

function readRoot(ctx: YamlContext, spec: Spec, contents: Node | undefined): void {
  if (isNull(contents)) {
    ctx.diagnostics.push(missingName(ctx, contents));
    return;
  }
  const root = resolve(ctx, contents, []);
  if (!isMap(root)) {
    wrongShape(
      ctx,
      root,
      'a mapping of "specification", "intro" and the nine points',
      'The document',
      [],
    );
    return;
  }
  const entries = readMapping(
    ctx,
    root,
    (k) => (ROOT_KEYS.includes(k) ? k : undefined),
    'The spec',
    [],
    ROOT_KEYS,
  );
  const name = entries.get('specification');
  if (name !== undefined) {
    spec.name = readProse(ctx, name.value, 'The name of the specification', ['name']);
    spec.at = nodeAt(ctx, name.key);
  }
  // A name that is not text (a list, or what a syntax error left) is reported as such, not as missing.
  const absent = name === undefined || isNull(name.value) || isScalar(name.value);
  if (spec.name === '' && absent) ctx.diagnostics.push(missingName(ctx, name?.key ?? root));
  spec.intro = readProse(ctx, entries.get('intro')?.value, 'The intro', ['intro']);
  for (const { point, key } of POINTS) {
    const entry = entries.get(key);
    const section = spec.sections[point - 1];
    if (entry === undefined || section === undefined) continue;
    section.present = true;
    section.at = nodeAt(ctx, entry.key);
    readSection(ctx, spec, key, resolve(ctx, entry.value, ['sections', point - 1]), point);
  }
}

/** The title's code of the Markdown reader: a missing name is not particular to the YAML form. */
function missingName(ctx: YamlContext, node: Node | undefined): Diagnostic {
  const message = 'The spec has no "specification" key naming the product.';
  const hint = 'Start the document with "specification: <name>".';
  return diagnostic('missing-title', 'error', message, nodeAt(ctx, node), ['name'], hint);
}

function readSection(
  ctx: YamlContext,
  spec: Spec,
  key: PointKey,
  node: Node | undefined,
  point: number,
): void {
  const section = spec.sections[point - 1];
  const where = `Point ${point} ("${key}")`;
  const path = ['sections', point - 1];
  if (section === undefined || isNull(node)) return;
  if (isScalar(node)) {
    section.text = readProse(ctx, node, where, path);
    return;
  }
  if (!isMap(node)) {
    wrongShape(ctx, node, 'text, or a mapping of its text and lists', where, path);
    return;
  }
  const lists = SECTION_LISTS[key];
  const special: readonly string[] =
    key === 'entities'
      ? ['entities']
      : key === 'states'
        ? ['lifecycles']
        : key === 'calls'
          ? WIRE_KEYS
          : [];
  const keys = ['text', ...lists.map((list) => list.key), ...special];
  const entries = readMapping(
    ctx,
    node,
    (k) => (keys.includes(k) ? k : undefined),
    where,
    path,
    keys,
  );
  section.text = readProse(
    ctx,
    entries.get('text')?.value,
    `The text of ${where.toLowerCase()}`,
    path,
  );
  for (const { key: listKey, kind } of lists) {
    const value = resolve(ctx, entries.get(listKey)?.value, [kind]);
    if (value === undefined) continue;
    const rows = readYamlRows(ctx, value, kind, `the ${listKey} of point ${point}`, [kind]);
    // Every kind that a section lists rows of names a list of the spec (spec.screens, spec.rules…).
    (spec[kind as keyof Spec] as unknown[]).push(...rows);
  }
  if (key === 'entities') {
    spec.entities.push(
      ...readYamlEntities(ctx, resolve(ctx, entries.get('entities')?.value, ['entities'])),
    );
  }
  if (key === 'calls') readWire(ctx, spec, entries);
  if (key === 'states') {
    spec.lifecycles.push(
      ...readYamlLifecycles(ctx, resolve(ctx, entries.get('lifecycles')?.value, ['lifecycles'])),
    );
  }
}

/** Point 7's sentences about the wire, as the keys `errorShape` and `token` give them. */
function readWire(ctx: YamlContext, spec: Spec, entries: ReturnType<typeof readMapping>): void {
  for (const key of WIRE_KEYS) {
    const entry = entries.get(key);
    if (entry === undefined) continue;
    const path = ['wire', key];
    const text = readProse(ctx, entry.value, `The ${key} of point 7`, path).trim();
    if (text === '') continue;
    const at = nodeAt(ctx, entry.value ?? entry.key);
    (spec.wire ??= {})[key] = { text, at };
    const problem = checkWireText(key, text);
    if (problem !== undefined)
      ctx.diagnostics.push(
        diagnostic('bad-wire-sentence', 'error', problem.message, at, path, problem.hint),
      );
  }
}
