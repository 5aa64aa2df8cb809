import { createResource } from '../loading/createResource.ts';
import { exampleSources } from './exampleSources.ts';
import { loadExampleFiles } from './loadExampleFiles.ts';

/**
 * The examples of the gallery, loaded once on first use and shared by every screen. The spec
 * reader and checker are a chunk of their own, fetched alongside the example files, so that the
 * frame and the loading state paint before they arrive.
 */
export const examplesResource = createResource(async () => {
  const [{ readExamples }, files] = await Promise.all([
    import('./readExamples.ts'),
    loadExampleFiles(exampleSources),
  ]);
  return readExamples(files);
});
