import { withArticle } from '../names/withArticle.ts';
import type { Diagnostic } from '../model/Diagnostic.ts';
import type { Entity, Lifecycle, PointNumber, Position, Spec } from '../model/Spec.ts';
import { isIdentifier } from '../grammar/cells.ts';
import { readerDiagnostic, type ReaderCode } from './readerCodes.ts';
import { isYamlTable, readTable, type TableReading, type TablePlace } from './readTableBlock.ts';
import { buildListRow, recognizeTable, sampleColumns, type TableKind } from './rows.ts';
import type { Block } from './scanBlocks.ts';
import { readInitialState, readListDisplay, readWireSentence } from './sentences.ts';
import { advance } from './sourceLines.ts';
import { findCells, isDelimiterRow, spanText } from './splitRow.ts';
import { TextPool } from './textPool.ts';
import { noYamlReader, type YamlReader } from './YamlReader.ts';
import { checkWireText } from './wireText.ts';

/** What each sentence of point 7 about the wire says, for messages. */
const WIRE_WHAT = {
  errorShape: 'how errors are answered',
  token: 'how the token is sent',
  unknownQuery: 'what becomes of unknown query parameters',
} as const;

/** Where the blocks being read belong. */
type Place =
  | { kind: 'intro' }
  | { kind: 'section'; point: PointNumber }
  | { kind: 'entity'; index: number }
  | { kind: 'lifecycle'; index: number };

/** The spec list each table kind fills (fields and transitions live in entities and lifecycles). */
const LISTS = {
  audience: 'audience',
  screens: 'screens',
  behaviours: 'behaviours',
  rules: 'rules',
  permissions: 'permissions',
  users: 'users',
  calls: 'calls',
  errors: 'errors',
  constants: 'constants',
} as const;

/** The section each table kind belongs to; fields and transitions belong under a `###` heading. */
const HOME: Record<TableKind, PointNumber | 'entity' | 'lifecycle'> = {
  audience: 1,
  screens: 2,
  behaviours: 2,
  fields: 'entity',
  samples: 'entity',
  transitions: 'lifecycle',
  rules: 5,
  permissions: 6,
  users: 6,
  calls: 7,
  errors: 8,
  constants: 9,
};

/**
 * Builds a spec from the blocks of a Markdown text, section by section: prose becomes text, tables
 * and fenced YAML tables become elements, `###` headings of points 3 and 4 open entities and
 * lifecycles. What cannot be read where it stands is reported and kept as text.
 */
/** A line of a paragraph with a pipe in it: where it starts, its cells, the table kind it heads. */
interface HeaderLike {
  at: Position;
  cells: number;
  kind: TableKind | undefined;
}

export class SpecAssembler {
  private place: Place = { kind: 'intro' };
  /** Set inside an unknown `##` section: its blocks are kept verbatim in this place's text. */
  private unknownIn: Place | undefined;
  private readonly texts = new Map<string, string[]>();
  private readonly pool = new TextPool();
  private readonly headers: TablePlace['headers'] = new Map();

  constructor(
    private readonly spec: Spec,
    private readonly source: string,
    private readonly diagnostics: Diagnostic[],
    private readonly yaml: YamlReader | undefined,
  ) {}

  /** The model path of where blocks go now, for diagnostics. */
  path(): (string | number)[] {
    const place = this.unknownIn ?? this.place;
    switch (place.kind) {
      case 'intro':
        return ['intro'];
      case 'section':
        return ['sections', place.point - 1];
      case 'entity':
        return ['entities', place.index];
      case 'lifecycle':
        return ['lifecycles', place.index];
    }
  }

  /** True when the spec already has a section for the point. */
  isPresent(point: PointNumber): boolean {
    return this.section(point).present;
  }

  /** Starts (or, for a second section of the same point, continues) the section of a point. */
  openSection(point: PointNumber, heading: Block): void {
    const section = this.section(point);
    if (!section.present) {
      section.present = true;
      section.at = heading.at;
    }
    this.place = { kind: 'section', point };
    this.unknownIn = undefined;
  }

  /** Starts an unknown `##` section: it and its blocks are kept as text of the section before. */
  openUnknownSection(heading: Block): void {
    const place = this.place;
    this.unknownIn =
      place.kind === 'entity'
        ? { kind: 'section', point: 3 }
        : place.kind === 'lifecycle'
          ? { kind: 'section', point: 4 }
          : place;
    this.addVerbatim(heading);
  }

  /** Adds one block where it belongs. */
  addBlock(block: Block): void {
    if ((block.kind === 'comment' || block.kind === 'fence') && !block.closed)
      this.reportUnclosed(block);
    if (this.unknownIn) {
      if (block.kind !== 'comment') this.addVerbatim(block);
      return;
    }
    switch (block.kind) {
      case 'heading':
        if (block.level === 3 && this.openSubsection(block)) return;
        this.addVerbatim(block);
        return;
      case 'prose':
        this.addProse(block);
        return;
      case 'comment':
        return;
      case 'fence':
        this.addReading(isYamlTable(block) ? this.readYamlBlock(block) : undefined, block);
        return;
      case 'table':
        this.addReading(readTable(block, this.tablePlace()), block);
        return;
    }
  }

  /** Keeps a block as written in the text of the current place. */
  addVerbatim(block: Block): void {
    this.addText(this.source.slice(block.start, block.end).trimEnd());
  }

  /** Joins the collected texts into the spec. */
  finish(): void {
    this.spec.intro = this.joined('intro');
    for (const section of this.spec.sections)
      section.text = this.joined(`section ${section.point}`);
    this.spec.entities.forEach((entity, index) => {
      entity.text = this.joined(`entity ${index}`);
      if (entity.samples?.length === 0) delete entity.samples;
    });
    this.spec.lifecycles.forEach(
      (lifecycle, index) => (lifecycle.text = this.joined(`lifecycle ${index}`)),
    );
  }

  private section(point: PointNumber): Spec['sections'][number] {
    return this.spec.sections[point - 1] as Spec['sections'][number];
  }

  private openSubsection(block: Block & { kind: 'heading' }): boolean {
    const point =
      this.place.kind === 'section'
        ? this.place.point
        : this.place.kind === 'entity'
          ? 3
          : this.place.kind === 'lifecycle'
            ? 4
            : undefined;
    if (point !== 3 && point !== 4) return false;
    const name = block.text;
    if (name === '') {
      this.report(
        'empty-heading',
        `This "###" heading names no ${point === 3 ? 'entity' : 'lifecycle'}; it is kept as text.`,
        block.at,
        'Write the entity\'s name after "###".',
      );
      return false;
    }
    // Point 3 declares entities; point 4 refers to them, which the checker checks.
    if (point === 3 && !isIdentifier(name)) {
      this.report(
        'invalid-name',
        `"${name}" is not a valid entity name.`,
        block.at,
        'An entity name is made of letters, digits and _, starting with a letter or _ (Claim).',
      );
    }
    if (point === 3) {
      this.spec.entities.push({ name, text: '', fields: [], at: block.at });
      this.place = { kind: 'entity', index: this.spec.entities.length - 1 };
    } else {
      this.spec.lifecycles.push({ entity: name, text: '', transitions: [], at: block.at });
      this.place = { kind: 'lifecycle', index: this.spec.lifecycles.length - 1 };
    }
    return true;
  }

  /**
   * Reports the lines of a paragraph meant as a table's header but read as text: one over a
   * delimiter row with another number of cells (`mismatched-delimiter-row`), and one that starts
   * with a pipe (after at most three spaces) whose cells are the columns of a table kind with no
   * delimiter row under it (`missing-delimiter-row`). Prose without a pipe costs one search; a
   * paragraph of such lines is walked once, each line placed by its number within the paragraph.
   */
  private reportNearTables(block: Block & { kind: 'prose' }, written: string): void {
    if (!written.includes('|')) return;
    const spans: number[] = [];
    let start = 0;
    let line = 0;
    let header: HeaderLike | undefined;
    while (start <= written.length) {
      const end = written.indexOf('\n', start);
      const text = written.slice(start, end < 0 ? written.length : end);
      if (header !== undefined) {
        if (header.cells > 0 && isDelimiterRow({ text })) {
          const cells = findCells(text, spans);
          if (cells !== header.cells)
            this.report(
              'mismatched-delimiter-row',
              `This header row has ${header.cells} cells and the delimiter row under it ${cells}, so neither is read as a table.`,
              header.at,
              'Give the header row and the delimiter row (| --- |) the same number of cells.',
            );
        } else this.reportMissingDelimiter(header);
      }
      if (text.includes('|')) {
        const lead = text.length - text.trimStart().length;
        const at =
          line === 0
            ? { line: block.at.line, column: block.at.column + lead }
            : { line: block.at.line + line, column: lead + 1 };
        header = this.headerLike(text, at, lead, spans);
      } else header = undefined;
      if (end < 0) break;
      start = end + 1;
      line += 1;
    }
    if (header !== undefined) this.reportMissingDelimiter(header);
  }

  /** A line with a pipe: its cells, and the table kind it heads when it starts with a pipe. */
  private headerLike(text: string, at: Position, lead: number, spans: number[]): HeaderLike {
    const cells = findCells(text, spans);
    if (lead > 3 || text[lead] !== '|') return { at, cells, kind: undefined };
    const headers = Array.from({ length: cells }, (_, cell) => spanText(text, spans, cell));
    return { at, cells, kind: recognizeTable(headers)?.kind };
  }

  private reportMissingDelimiter(header: HeaderLike): void {
    if (header.kind === undefined) return;
    this.report(
      'missing-delimiter-row',
      `This line looks like the header row of ${withArticle(header.kind).toLowerCase()} table, but no delimiter row (| --- |) is under it, so it is read as text.`,
      header.at,
      `Add the delimiter row under it: |${' --- |'.repeat(header.cells)}`,
    );
  }

  private addProse(block: Block & { kind: 'prose' }): void {
    if (block.setext) {
      this.report(
        'setext-heading',
        'A heading underlined with "===" or "---" is read as text, not as a section.',
        block.setext,
        'Write headings with "#": "## 2. Screens and routes".',
      );
    }
    const written = this.source.slice(block.start, block.end).trimEnd();
    this.reportNearTables(block, written);
    const lead = written.length - written.trimStart().length;
    const paragraph = written.slice(lead);
    const place = this.place;
    if (place.kind === 'lifecycle') {
      const lifecycle = this.spec.lifecycles[place.index] as Lifecycle;
      const sentence = readInitialState(paragraph);
      if (sentence) {
        const at = advance(block.at, written, lead + sentence.offset);
        if (lifecycle.initial === undefined) {
          lifecycle.initial = sentence.state;
          lifecycle.initialAt = at;
          if (sentence.rest !== '') this.addText(sentence.rest);
          return;
        }
        this.report(
          'duplicate-initial-state',
          `"${lifecycle.entity}" already starts in "${lifecycle.initial}"; this sentence is kept as text.`,
          at,
          'Say "Initial state: <name>." once per lifecycle.',
        );
      }
    } else if (place.kind === 'entity') {
      const entity = this.spec.entities[place.index] as Entity;
      const sentence = readListDisplay(paragraph);
      if (sentence) {
        const at = advance(block.at, written, lead);
        if (entity.list === undefined) {
          entity.list = { noun: sentence.noun, columns: sentence.columns, at };
          if (sentence.order !== undefined) entity.list.order = sentence.order;
          if (sentence.rest !== '') this.addText(sentence.rest);
          return;
        }
        this.report(
          'duplicate-list-display',
          `The list of "${entity.name}" is already described; this sentence is kept as text.`,
          at,
          'Say "The list of … shows …" once per entity.',
        );
      }
    } else if (place.kind === 'section' && place.point === 7) {
      const sentence = readWireSentence(paragraph);
      if (sentence) {
        const at = advance(block.at, written, lead + sentence.offset);
        const wire = (this.spec.wire ??= {});
        if (wire[sentence.which] === undefined) {
          wire[sentence.which] = { text: sentence.text, at };
          const problem = checkWireText(sentence.which, sentence.text);
          if (problem !== undefined)
            this.report(
              'bad-wire-sentence',
              problem.message,
              advance(at, sentence.text, problem.offset),
              problem.hint,
            );
          if (sentence.rest !== '') this.addText(sentence.rest);
          return;
        }
        this.report(
          'duplicate-wire-sentence',
          `Point 7 already says ${WIRE_WHAT[sentence.which]}; this sentence is kept as text.`,
          at,
          'Say it once.',
        );
      }
    }
    this.addText(written);
  }

  private reportUnclosed(block: Block & { kind: 'comment' | 'fence' }): void {
    if (block.kind === 'comment') {
      this.report(
        'unclosed-comment',
        'This HTML comment is never closed: the rest of the text is hidden in it.',
        block.at,
        'Close it with "-->".',
      );
    } else {
      this.report(
        'unclosed-fence',
        'This code fence is never closed: everything after it is read as code.',
        block.at,
        'Close it with a line of the same fence characters.',
      );
    }
  }

  private addReading(reading: TableReading, block: Block): void {
    if (!reading) {
      this.addVerbatim(block);
      return;
    }
    const { kind } = reading;
    const target = this.listOf(kind);
    // Every row is read, for its diagnostics, even where the rows have no list to go in.
    reading.forEachRow((row) => {
      if (target === undefined) return;
      const { list, path } = target;
      const element = buildListRow(kind, row, path, list.length, this.diagnostics, this.pool);
      if (element) list.push(element);
    });
  }

  private readYamlBlock(block: Block & { kind: 'fence' }): TableReading {
    if (this.yaml === undefined) throw noYamlReader(`The YAML block at line ${block.at.line}`);
    return this.yaml.readYamlTableBlock(block, this.tablePlace());
  }

  private tablePlace(): TablePlace {
    const place: TablePlace = {
      path: this.path(),
      diagnostics: this.diagnostics,
      pool: this.pool,
      headers: this.headers,
      allows: (kind, at) => this.allowed(kind, at),
    };
    const here = this.place;
    if (here.kind === 'entity' && this.unknownIn === undefined) {
      const fields = (this.spec.entities[here.index] as Entity).fields.map((f) => f.name);
      place.samples = (headers) => sampleColumns(headers, fields);
    }
    return place;
  }

  /** The list the rows of a table kind go in here, and its model path; undefined for none. */
  private listOf(kind: TableKind): { list: object[]; path: (string | number)[] } | undefined {
    const place = this.place;
    if (kind === 'fields') {
      if (place.kind !== 'entity') return undefined;
      const list = (this.spec.entities[place.index] as Entity).fields;
      return { list, path: ['entities', place.index, 'fields'] };
    }
    if (kind === 'samples') {
      if (place.kind !== 'entity') return undefined;
      const entity = this.spec.entities[place.index] as Entity;
      return { list: (entity.samples ??= []), path: ['entities', place.index, 'samples'] };
    }
    if (kind === 'transitions') {
      if (place.kind !== 'lifecycle') return undefined;
      const list = (this.spec.lifecycles[place.index] as Lifecycle).transitions;
      return { list, path: ['lifecycles', place.index, 'transitions'] };
    }
    return { list: this.spec[LISTS[kind]] as object[], path: [LISTS[kind]] };
  }

  private allowed(kind: TableKind, at: Block['at']): boolean {
    const home = HOME[kind];
    const place = this.place;
    const here =
      place.kind === 'section' ? place.point : place.kind === 'intro' ? undefined : place.kind;
    if (home === here) return true;
    const under =
      home === 'entity'
        ? 'under a "###" entity heading in point 3'
        : 'under a "###" entity heading in point 4';
    this.report(
      'table-not-allowed',
      `${withArticle(kind)} table belongs ${typeof home === 'number' ? `in point ${home}` : under}; it is kept as text here.`,
      at,
      `Move it ${typeof home === 'number' ? `to point ${home}` : under}.`,
    );
    return false;
  }

  private addText(text: string): void {
    const place = this.unknownIn ?? this.place;
    const key =
      place.kind === 'intro'
        ? 'intro'
        : place.kind === 'section'
          ? `section ${place.point}`
          : `${place.kind} ${place.index}`;
    const parts = this.texts.get(key);
    if (parts) parts.push(text);
    else this.texts.set(key, [text]);
  }

  private joined(key: string): string {
    return (this.texts.get(key) ?? []).join('\n\n');
  }

  private report(code: ReaderCode, message: string, at: Block['at'], hint?: string): void {
    this.diagnostics.push(readerDiagnostic(code, message, at, this.path(), hint));
  }
}
