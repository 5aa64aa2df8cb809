import { POINTS } from '@specrun/model';
import type { Example } from '../../../shared/examples/Example.ts';
import type { NewSpec } from '../storage/workbenchDb.ts';
import { UNDETERMINED_SLUG } from './NewSpecMenu.tsx';

/** What a new spec made from an example starts with: the seed gets a name of its own. */
export function exampleStart(example: Example): NewSpec {
  const seed = example.slug === UNDETERMINED_SLUG;
  return {
    name: seed ? 'New spec' : example.name,
    format: example.format,
    text: example.text,
    note: seed
      ? 'Created from the undetermined product'
      : `Created from the example ${example.name}`,
  };
}

/**
 * A blank spec: the title and the nine points' headings, each with nothing under it yet, so that
 * the gap report lists all nine and the editor shows where each goes.
 */
export function blankStart(): NewSpec {
  const headings = POINTS.map(({ point, title }) => `## ${point}. ${title}`);
  return {
    name: 'New spec',
    format: 'markdown',
    text: ['# Specification: New spec', ...headings].join('\n\n') + '\n',
    note: 'Created blank',
  };
}
