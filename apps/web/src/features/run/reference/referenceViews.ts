import type { ErrorEntry, Spec, Usages, Value } from '@specrun/model';
import { BUILTIN_ERRORS, fillMessage } from '@specrun/runtime';

/** One row of the catalogue view: a code of the spec, or one it uses without listing it. */
export interface CatalogueRow {
  code: string;
  status?: number;
  /** The message as written; absent for a code the catalogue lacks. */
  message?: string;
  /** The message with its constants filled in, when that changes it. */
  filled?: string;
  listed: boolean;
}

/** The values of the spec's constants by name, for filling messages. */
export function constantValues(spec: Spec): Record<string, Value> {
  return Object.fromEntries(spec.constants.map((constant) => [constant.name, constant.value]));
}

/** The catalogue's entries in the spec's order, then the codes used but not listed. */
export function catalogueRows(spec: Spec, usages: Usages): CatalogueRow[] {
  const values = constantValues(spec);
  const listed = new Map<string, ErrorEntry>(spec.errors.map((entry) => [entry.code, entry]));
  const rows: CatalogueRow[] = spec.errors.map((entry) => {
    const filled = fillMessage(entry.message, values);
    return {
      code: entry.code,
      ...(entry.status === undefined ? {} : { status: entry.status }),
      message: entry.message,
      ...(filled === entry.message ? {} : { filled }),
      listed: true,
    };
  });
  for (const code of usages.errors.keys()) {
    if (listed.has(code)) continue;
    const builtin = BUILTIN_ERRORS[code];
    rows.push({
      code,
      ...(builtin?.status === undefined ? {} : { status: builtin.status }),
      ...(builtin === undefined ? {} : { message: builtin.message }),
      listed: false,
    });
  }
  return rows;
}

/** Specrun's own codes that the spec's catalogue does not redefine, with their default messages. */
export function builtinRows(spec: Spec): { code: string; status?: number; message: string }[] {
  const listed = new Set(spec.errors.map((entry) => entry.code));
  return Object.entries(BUILTIN_ERRORS)
    .filter(([code]) => !listed.has(code))
    .map(([code, { status, message }]) => ({
      code,
      ...(status === undefined ? {} : { status }),
      message,
    }));
}
