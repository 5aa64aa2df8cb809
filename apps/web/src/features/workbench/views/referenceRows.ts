import {
  formatAnswers,
  formatPayload,
  formatValue,
  type Position,
  type Spec,
} from '@specrun/model';
import type { MatrixCell } from '@specrun/runtime';

/** A row of a reference table: a stable key, its cells as text, and where the spec defines it. */
export interface ReferenceRow<Cells> {
  key: string;
  cells: Cells;
  at?: Position;
}

export type CallRow = ReferenceRow<{
  name: string;
  method: string;
  path: string;
  sends: string;
  answers: string;
}>;
export type ErrorRow = ReferenceRow<{ code: string; status: string; message: string }>;
export type ConstantRow = ReferenceRow<{ name: string; value: string; meaning: string }>;

function withAt<Cells>(key: string, cells: Cells, at: Position | undefined): ReferenceRow<Cells> {
  return at ? { key, cells, at } : { key, cells };
}

/** The calls of point 7, one row each, their payloads and answers written as the spec writes them. */
export function callRows(spec: Spec): CallRow[] {
  return spec.calls.map((call, i) =>
    withAt(
      `call-${i}`,
      {
        name: call.name,
        method: call.method,
        path: call.path,
        sends: call.sends ? formatPayload(call.sends) : '',
        answers: formatAnswers(call.answers),
      },
      call.at,
    ),
  );
}

/** The error catalogue of point 8, one row per entry; an empty status is a network error. */
export function errorRows(spec: Spec): ErrorRow[] {
  return spec.errors.map((entry, i) =>
    withAt(
      `error-${i}`,
      {
        code: entry.code,
        status: entry.status === undefined ? '' : String(entry.status),
        message: entry.message,
      },
      entry.at,
    ),
  );
}

/** The constants of point 9, one row each, values written as the spec reads them. */
export function constantRows(spec: Spec): ConstantRow[] {
  return spec.constants.map((constant, i) =>
    withAt(
      `constant-${i}`,
      { name: constant.name, value: formatValue(constant.value), meaning: constant.meaning },
      constant.at,
    ),
  );
}

/** Where the permission rows that grant a cell of the matrix are, in the spec's order. */
export function cellSources(spec: Spec, cell: MatrixCell | undefined): Position[] {
  if (cell === undefined) return [];
  return cell.rows.flatMap((row) => {
    const at = spec.permissions[row]?.at;
    return at ? [at] : [];
  });
}
