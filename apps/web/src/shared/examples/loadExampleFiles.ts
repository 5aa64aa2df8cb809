/** Example files by path, each loaded on demand: the shape of Vite's lazy `import.meta.glob`. */
export type ExampleSources = Record<string, () => Promise<string>>;

/** An example file's path and text, not read yet. */
export interface ExampleFile {
  path: string;
  text: string;
}

/** Loads the text of every example file, in path order; fails when any file cannot be loaded. */
export async function loadExampleFiles(sources: ExampleSources): Promise<ExampleFile[]> {
  const paths = Object.keys(sources).sort();
  return Promise.all(paths.map(async (path) => ({ path, text: (await sources[path]?.()) ?? '' })));
}
