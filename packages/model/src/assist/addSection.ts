import type { PointNumber, Spec } from '../model/Spec.ts';
import type { SpecFormat } from '../read/readSpec.ts';
import type { TextEdit } from './markdownTable.ts';
import { outlineMarkdown } from './markdownOutline.ts';
import { POINTS } from '../model/Spec.ts';
import { PLACEHOLDER_ENTITY, sectionTemplate, type TemplateOptions } from './sectionTemplates.ts';
import { mappingKeys } from './yamlOutline.ts';

/** Where a new piece of text goes: the edit that inserts it, and where the inserted text starts. */
export interface Insertion {
  edit: TextEdit;
  /** The offset, in the changed text, where `body` begins. */
  bodyAt: number;
}

/**
 * Inserts `body` (a whole section, ending with a line break) in point order: before the first
 * section of a later point, else at the end of the text, with a blank line on each side.
 */
export function insertSectionText(
  text: string,
  format: SpecFormat,
  point: PointNumber,
  body: string,
): Insertion {
  const before = format === 'yaml' ? laterYamlKey(text, point) : laterMarkdownSection(text, point);
  if (before !== undefined) {
    const prefix = before > 0 && !text.slice(0, before).endsWith('\n\n') ? '\n' : '';
    return {
      edit: { from: before, to: before, insert: `${prefix}${body}\n` },
      bodyAt: before + prefix.length,
    };
  }
  const end = text.length;
  const trailing = /\n*$/.exec(text)?.[0].length ?? 0;
  const prefix = end === 0 ? '' : trailing >= 2 ? '' : trailing === 1 ? '\n' : '\n\n';
  return { edit: { from: end, to: end, insert: `${prefix}${body}` }, bodyAt: end + prefix.length };
}

function laterMarkdownSection(text: string, point: PointNumber): number | undefined {
  return outlineMarkdown(text).find(
    (s) => s.level === 2 && s.point !== undefined && s.point > point,
  )?.from;
}

function laterYamlKey(text: string, point: PointNumber): number | undefined {
  const later = new Set<string>(POINTS.filter((p) => p.point > point).map((p) => p.key));
  return mappingKeys(text, 0).find((k) => later.has(k.key))?.from;
}

/** The entity a new point 3 or 4 section is about: for point 4 the first entity without a lifecycle. */
export function templateOptions(point: PointNumber, spec: Spec | undefined): TemplateOptions {
  if (point !== 4 || !spec) return {};
  const withLifecycle = new Set(spec.lifecycles.map((l) => l.entity));
  const entity =
    spec.entities.find(
      (e) => e.fields.some((f) => f.type.kind === 'state') && !withLifecycle.has(e.name),
    ) ?? spec.entities.find((e) => !withLifecycle.has(e.name));
  return entity ? { entity: entity.name } : {};
}

/** True when the text already has a section for `point` (a `##` heading or a top-level YAML key). */
export function hasSection(text: string, format: SpecFormat, point: PointNumber): boolean {
  if (format === 'yaml') {
    const key = POINTS[point - 1]?.key;
    return mappingKeys(text, 0).some((k) => k.key === key);
  }
  return outlineMarkdown(text).some((s) => s.level === 2 && s.point === point);
}

/** A new section's insertion, and the placeholder in it to select, if it has one. */
export interface SectionInsertion extends Insertion {
  /** The template's stand-in name (`### Entity`), selected so that typing replaces it. */
  placeholder?: { anchor: number; head: number };
}

/**
 * The edit that adds a missing point's section from its template, in point order. Undefined when
 * the section is there already.
 */
export function addSectionEdit(
  text: string,
  format: SpecFormat,
  point: PointNumber,
  spec?: Spec,
): SectionInsertion | undefined {
  if (hasSection(text, format, point)) return undefined;
  const options = templateOptions(point, spec);
  const body = sectionTemplate(point, format, options);
  const insertion = insertSectionText(text, format, point, body);
  const stand = `\n### ${PLACEHOLDER_ENTITY}\n`;
  const at = options.entity === undefined ? body.indexOf(stand) : -1;
  if (at < 0) return insertion;
  const anchor = insertion.bodyAt + at + 5;
  return { ...insertion, placeholder: { anchor, head: anchor + PLACEHOLDER_ENTITY.length } };
}
