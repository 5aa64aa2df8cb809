import type { Position, Spec } from './Spec.ts';

/**
 * Calls `visit` with every piece of free text in the spec, by point: where it is, the path of the
 * element that holds it (made only when needed), and the name it may not count as a use of (a
 * constant's own meaning).
 */
export function forEachProse(
  spec: Spec,
  visit: (
    text: string,
    at: Position | undefined,
    path: () => (string | number)[],
    self?: string,
  ) => void,
): void {
  const piece = (
    text: string,
    at: Position | undefined,
    path: () => (string | number)[],
    self?: string,
  ) => {
    if (text !== '') visit(text, at, path, self);
  };
  piece(spec.intro, spec.at, () => ['intro']);
  spec.sections.forEach((section, i) => piece(section.text, section.at, () => ['sections', i]));
  spec.audience.forEach((row, i) => piece(row.does, row.at, () => ['audience', i]));
  spec.screens.forEach((screen, i) => {
    if (screen.target === undefined) piece(screen.shows, screen.at, () => ['screens', i, 'shows']);
  });
  spec.entities.forEach((entity, i) => {
    piece(entity.text, entity.at, () => ['entities', i]);
    // Most fields have no notes: their path function is made only for those that have.
    entity.fields.forEach((field, j) => {
      if (field.notes !== '') piece(field.notes, field.at, () => ['entities', i, 'fields', j]);
    });
  });
  spec.lifecycles.forEach((lifecycle, i) =>
    piece(lifecycle.text, lifecycle.at, () => ['lifecycles', i]),
  );
  spec.constants.forEach((constant, i) =>
    piece(constant.meaning, constant.at, () => ['constants', i], constant.name),
  );
}
