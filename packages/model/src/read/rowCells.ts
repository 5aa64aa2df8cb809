import { withArticle } from '../names/withArticle.ts';
import type { Diagnostic } from '../model/Diagnostic.ts';
import { readerDiagnostic, type ReaderCode } from './readerCodes.ts';
import type { Expression, FieldType } from '../model/Spec.ts';
import { isIdentifier, isUpperName, parseNameList } from '../grammar/cells.ts';
import { isNaturalName } from '../names/naturalName.ts';
import { parseFieldType, type CellResult } from '../grammar/fieldType.ts';
import { advance } from './sourceLines.ts';
import type { Cell, Row } from './Row.ts';
import type { TextPool } from './textPool.ts';

/** The names that may be written as words (`mark lost`, `signed in`): actions and roles. */
const NATURAL_KINDS: ReadonlySet<string> = new Set(['action', 'role']);

/**
 * Reads the cells of one row for an element builder: trims them, reports empty required cells
 * and names that are not names, and turns expression cells into positioned expressions.
 */
export class RowCells {
  /**
   * @param path The model path of the row's element, or with `index`, of the list it goes in
   * (its own path is then made only when a diagnostic needs it).
   */
  constructor(
    private readonly table: string,
    private readonly row: Row,
    private readonly path: readonly (string | number)[],
    private readonly index: number | undefined,
    readonly diagnostics: Diagnostic[],
    private readonly pool?: TextPool,
  ) {}

  /** The trimmed cell of a column, undefined when the row has no such cell. */
  cell(column: string): Cell | undefined {
    const cell = this.row.cells[column];
    if (cell === undefined) return undefined;
    const text = cell.text.trim();
    if (text.length === cell.text.length) return cell;
    const lead = cell.text.length - cell.text.trimStart().length;
    return { text, at: lead === 0 || text === '' ? cell.at : advance(cell.at, cell.text, lead) };
  }

  /** The trimmed text of a column, empty when the cell is missing. */
  text(column: string): string {
    return this.cell(column)?.text ?? '';
  }

  /** Where a column's cell starts, or the row when the cell is missing. */
  at(column: string): Cell['at'] {
    return this.cell(column)?.at ?? this.row.at;
  }

  /** A cell that must not be empty; reports `missing-cell` and gives undefined when it is. */
  required(column: string): Cell | undefined {
    const cell = this.cell(column);
    if (cell !== undefined && cell.text !== '') return cell;
    if (this.row.unread?.has(column)) return undefined;
    this.report(
      'missing-cell',
      `The ${this.table} table's "${column}" cell is empty.`,
      cell?.at ?? this.row.at,
      `Fill in the "${column}" column of this row.`,
    );
    return undefined;
  }

  /** A required cell holding one name (an identifier, or an upper-case name when `upper`). */
  name(column: string, what: string, upper = false): string | undefined {
    const cell = this.required(column);
    if (cell === undefined) return undefined;
    this.checkName(cell.text, cell, what, upper);
    return cell.text;
  }

  /** A cell holding a list of names (`employee, approver`): declarations, so each must be a name. */
  names(column: string, what: string, required = false): string[] | undefined {
    const names = required ? this.requiredList(column, what) : this.list(column);
    const cell = this.cell(column);
    if (names && cell) for (const name of names) this.checkName(name, cell, what, false);
    return names;
  }

  /** A cell holding a list of references (roles of a screen, actions of a permission); [] when empty. */
  list(column: string): string[] {
    return this.pooled(parseNameList(this.text(column)));
  }

  /** A list that must name at least one thing; reports `missing-cell` and gives undefined when empty. */
  requiredList(column: string, what: string): string[] | undefined {
    const cell = this.required(column);
    if (cell === undefined) return undefined;
    const names = parseNameList(cell.text);
    if (names.length > 0) return this.pooled(names);
    this.report(
      'missing-cell',
      `The ${this.table} table's "${column}" cell names no ${what}.`,
      cell.at,
    );
    return undefined;
  }

  /** A cell holding a CEL expression; undefined when it is empty. */
  expression(column: string): Expression | undefined {
    const cell = this.cell(column);
    if (cell === undefined || cell.text === '') return undefined;
    return { source: cell.text, at: cell.at };
  }

  /** Adds a diagnostic about this row. */
  report(code: ReaderCode, message: string, at: Cell['at'], hint?: string): void {
    const path = this.index === undefined ? [...this.path] : [...this.path, this.index];
    this.diagnostics.push(readerDiagnostic(code, message, at, path, hint));
  }

  /** A field type cell's text read (`parseFieldType`), shared by the read's equal texts. */
  fieldType(text: string): CellResult<FieldType> {
    return this.pool ? this.pool.fieldType(text) : parseFieldType(text);
  }

  /** The names with the read's pooled strings (see `TextPool`), when it has a pool. */
  private pooled(names: string[]): string[] {
    return this.pool ? this.pool.all(names) : names;
  }

  private checkName(name: string, cell: Cell, what: string, upper: boolean): void {
    const natural = NATURAL_KINDS.has(what);
    if (upper ? isUpperName(name) : natural ? isNaturalName(name) : isIdentifier(name)) return;
    const offset = Math.max(0, cell.text.indexOf(name));
    const example = what === 'error code' ? 'NOT_FOUND' : what === 'constant' ? 'TITLE_MAX' : '';
    const shape = upper
      ? `upper-case letters, digits and _, starting with a letter (${example || 'TITLE_MAX'})`
      : natural
        ? `words of letters, digits and _, one space apart, the first starting with a letter or _, and not "and" (${what === 'role' ? 'signed in' : 'mark lost'})`
        : 'letters, digits and _, starting with a letter or _ (spentOn)';
    this.report(
      'invalid-name',
      `"${name}" is not a valid ${what} name.`,
      advance(cell.at, cell.text, offset),
      `${withArticle(what)} name is made of ${shape}.`,
    );
  }
}
