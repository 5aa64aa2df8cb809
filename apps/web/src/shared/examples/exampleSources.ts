import type { ExampleSources } from './loadExampleFiles.ts';

/**
 * Every spec in the repository's `examples/` folder, as raw text loaded on demand: a file added
 * there appears in the gallery with no code change.
 */
export const exampleSources: ExampleSources = import.meta.glob<string>(
  '../../../../../examples/*.{md,yaml,yml}',
  { query: '?raw', import: 'default' },
);
