import { POINTS, type PointNumber, type Spec } from '../model/Spec.ts';
import type { SpecFormat } from '../read/readSpec.ts';
import { templateOptions } from './addSection.ts';
import type { Candidate, Completions } from './candidates.ts';
import { cellCompletions } from './cellCompletions.ts';
import { cellContextAt } from './cellContext.ts';
import { clampOffset, lineAt } from './lineAt.ts';
import { sectionHeading, sectionTemplate } from './sectionTemplates.ts';
import { MAX_ROW_LENGTH } from './tableRow.ts';

/**
 * Completion of what the spec defines and the format allows, at a cursor: names in table cells
 * (entities, fields, roles, states, actions, constants, error codes), field types, screen kinds,
 * section headings and new-section templates. Looks only at the lines around the cursor.
 */

/**
 * The completions at `offset` of `text`, using the last good model for the names it defines.
 * Undefined where there is nothing to complete; never throws.
 */
export function completionsAt(
  text: string,
  format: SpecFormat,
  offset: number,
  spec: Spec | undefined,
): Completions | undefined {
  try {
    const at = clampOffset(text, offset);
    const line = lineAt(text, at);
    if (line.to - line.from > MAX_ROW_LENGTH) return undefined;
    const before = text.slice(line.from, at);
    const sections =
      format === 'yaml'
        ? yamlSections(before, line.from, line.to, spec)
        : markdownSections(before, line.from, line.to, spec);
    if (sections) return sections;
    const cell = cellContextAt(text, at, format);
    if (!cell || cell.header || at < cell.from) return undefined;
    return cellCompletions(text, at, cell, spec);
  } catch {
    return undefined;
  }
}

function markdownSections(
  before: string,
  from: number,
  to: number,
  spec: Spec | undefined,
): Completions | undefined {
  if (!/^(?:#|##(?: [^|]*)?)$/.test(before)) return undefined;
  const candidates: Candidate[] = [];
  for (const { point } of POINTS) {
    const present = spec?.sections[point - 1]?.present ?? false;
    const heading = sectionHeading(point);
    if (!present) {
      const template = sectionTemplate(point, 'markdown', templateOptions(point, spec)).trimEnd();
      candidates.push({
        label: heading,
        kind: 'template',
        detail: 'new section with its tables',
        insert: template,
      });
    } else candidates.push({ label: heading, kind: 'section', detail: 'already in the spec' });
  }
  return { from, to, candidates };
}

function yamlSections(
  before: string,
  from: number,
  to: number,
  spec: Spec | undefined,
): Completions | undefined {
  if (!/^[a-z]*$/.test(before) || before === '') return undefined;
  const candidates: Candidate[] = POINTS.filter(
    ({ point }) => !(spec?.sections[point - 1]?.present ?? false),
  ).map(({ point, key }) => ({
    label: `${key}:`,
    kind: 'template' as const,
    detail: `point ${point}, new section`,
    insert: sectionTemplate(point as PointNumber, 'yaml', templateOptions(point, spec)).trimEnd(),
  }));
  if (candidates.length === 0) return undefined;
  return { from, to, candidates };
}
