import type { Page } from '@playwright/test';
import { readExamplesOnDisk, type ExampleOnDisk } from './examplesOnDisk.ts';

/**
 * Makes the app load `text` in place of the first example in `examples/`: each example's text is
 * a chunk of its own, named after its file, so the test answers that request. Returns the example
 * replaced. Call before the page loads.
 */
export async function serveAsExample(page: Page, text: string): Promise<ExampleOnDisk> {
  const [replaced] = readExamplesOnDisk();
  if (!replaced) throw new Error('examples/ has no Markdown example to stand in for.');
  await page.route(new RegExp(`/assets/${replaced.stem}-[\\w-]+\\.js$`), (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `export default ${JSON.stringify(text)};`,
    }),
  );
  return replaced;
}
