import type { SpecFormat } from '../read/readSpec.ts';
import { TABLE_KINDS, type TableKind } from '../read/rows.ts';
import { POINTS, type PointKey, type PointNumber } from '../model/Spec.ts';

/**
 * The nine section headings as the seed writes them (`## 3. Entities and their fields`), and a
 * template per point: its heading and the empty tables of its point, in either form.
 */

/** The heading of a point's section, as the seed writes it: `## 5. Validation rules`. */
export function sectionHeading(point: PointNumber): string {
  return `## ${point}. ${pointInfo(point).title}`;
}

/** A point's title and YAML key. */
export function pointInfo(point: PointNumber): { title: string; key: PointKey } {
  const info = POINTS[point - 1] ?? POINTS[0];
  return { title: info.title, key: info.key };
}

/** The table kinds that a point's section holds at its top level, in the order they are written. */
export const POINT_TABLES: Record<PointNumber, readonly TableKind[]> = {
  1: ['audience'],
  2: ['screens'],
  3: ['fields'],
  4: ['transitions'],
  5: ['rules'],
  6: ['permissions', 'users'],
  7: ['calls'],
  8: ['errors'],
  9: ['constants'],
};

/** The row lists of a point's mapping in the YAML form (points 3 and 4 hold entities and lifecycles). */
export const POINT_YAML_LISTS: Record<PointNumber, readonly string[]> = {
  1: ['audience'],
  2: ['routes'],
  3: ['entities'],
  4: ['lifecycles'],
  5: ['rules'],
  6: ['permissions', 'users'],
  7: ['calls'],
  8: ['errors'],
  9: ['constants'],
};

/** A table kind's header and delimiter rows with its canonical columns: `| code | status | message |`. */
export function tableHeader(kind: TableKind): string {
  const columns = TABLE_KINDS[kind].columns;
  return `| ${columns.join(' | ')} |\n| ${columns.map(() => '---').join(' | ')} |`;
}

/** The name a new point 3 or 4 section gives its entity when it is told none. */
export const PLACEHOLDER_ENTITY = 'Entity';

/** Options of `sectionTemplate`. */
export interface TemplateOptions {
  /** The name to give the `###` entity or lifecycle of points 3 and 4; default `PLACEHOLDER_ENTITY`. */
  entity?: string;
}

/**
 * A new section for a point, ending with a line break: in Markdown its heading and the header
 * rows of its tables (points 3 and 4 under a `###` entity heading); in YAML its key with empty lists.
 */
export function sectionTemplate(
  point: PointNumber,
  format: SpecFormat,
  options: TemplateOptions = {},
): string {
  const entity = options.entity ?? PLACEHOLDER_ENTITY;
  if (format === 'yaml') {
    const lists = POINT_YAML_LISTS[point].map((key) => `  ${key}: []\n`).join('');
    return `${pointInfo(point).key}:\n${lists}`;
  }
  const tables = POINT_TABLES[point].map(tableHeader);
  const body =
    point === 3 || point === 4
      ? `### ${entity}\n\n${tables.join('\n\n')}`
      : point === 6
        ? `${tables[0]}\n\nSample users:\n\n${tables[1]}`
        : tables.join('\n\n');
  return `${sectionHeading(point)}\n\n${body}\n`;
}
