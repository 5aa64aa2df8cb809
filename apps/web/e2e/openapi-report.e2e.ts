import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { screenshot } from './screenshot.ts';
import { dropFile, pickFile } from './transfer-helpers.ts';

// A real document: the OpenAPI Initiative's example pet store (OpenAPI 3.0, YAML), as published.
const PETSTORE = readFileSync(new URL('./fixtures/petstore.yaml', import.meta.url), 'utf8');

test.describe.configure({ timeout: 120_000 });

/** The row of the import's report that holds `text`. */
const reportRow = (page: Page, text: string) =>
  page
    .getByRole('region', { name: 'What the import could not map' })
    .getByRole('row')
    .filter({ hasText: text });

test("a real OpenAPI document opens as a spec with its gap report and the import's report", async ({
  page,
}) => {
  await page.goto('/');
  await pickFile(
    page,
    page.getByRole('button', { name: 'Open a spec' }),
    'petstore.yaml',
    PETSTORE,
  );
  await expect(page).toHaveURL(/#\/s\/file-petstore$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Swagger Petstore' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Gap report' })).toBeVisible();
  const report = page.getByRole('region', { name: 'What the import could not map' });
  await expect(report).toContainText('Made of the OpenAPI 3.0 document petstore.yaml');
  // Served with Specrun's content security policy, the page cannot run the validator's code.
  await expect(report).toContainText('not validated in this browser');
  await expect(reportRow(page, 'not-validated')).toContainText('1:1');
  // What the format cannot hold, at its line and column in the document.
  const limit = reportRow(page, 'listPets: not mapped: the default answer.');
  await expect(limit).toContainText('not-mapped');
  await expect(limit).toContainText('11:5');
  await screenshot(page, 'openapi-report');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(limit).toBeVisible();
  await screenshot(page, 'openapi-report-narrow');
});

test('a JSON file that is no OpenAPI document, dropped, says so and where', async ({ page }) => {
  await page.goto('/');
  await dropFile(
    page.getByText('Drop a spec file here'),
    'package.json',
    '{\n  "name": "my-package",\n  "version": "1.0.0"\n}\n',
  );
  const alert = page.getByRole('alert').filter({ hasText: 'Nothing was opened' });
  await expect(alert).toContainText(
    '"package.json" could not be imported as OpenAPI (line 1, column 1): This is not an OpenAPI document',
    { timeout: 60_000 },
  );
  await expect(page).toHaveURL(/\/(#\/)?$/);
});

test("the workbench makes a spec of an OpenAPI document and shows the import's report", async ({
  page,
}) => {
  await page.goto('/#/workbench');
  await pickFile(
    page,
    page.getByRole('button', { name: 'Open a file' }),
    'petstore.yaml',
    PETSTORE,
  );
  await expect(page).toHaveURL(/#\/workbench\/[0-9a-z]{10}$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'petstore' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Spec text' })).toContainText(
    '# Specification: Swagger Petstore',
  );
  await expect(page.getByRole('tab', { name: /^Gaps \(\d+\)$/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Import' }).click();
  const limit = reportRow(page, 'listPets: not mapped: the default answer.');
  await expect(limit).toContainText('11:5');
  await screenshot(page, 'openapi-workbench');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(limit).toBeVisible();
  await screenshot(page, 'openapi-workbench-narrow');
});

/** An OpenAPI 3.0 document of `resources` resources, each a schema and five operations. */
function largeDocument(resources: number): string {
  const paths: Record<string, unknown> = {};
  const schemas: Record<string, unknown> = {};
  for (let i = 0; i < resources; i++) {
    const ref = { $ref: `#/components/schemas/Resource${i}` };
    const body = { content: { 'application/json': { schema: ref } } };
    const answer = { description: 'The resource.', ...body };
    schemas[`Resource${i}`] = {
      type: 'object',
      required: ['title'],
      properties: Object.fromEntries(
        Array.from({ length: 12 }, (_, f) => [
          `field${f}`,
          { type: 'string', maxLength: 200, description: `The ${f}th field of resource ${i}.` },
        ]),
      ),
    };
    const query = { name: 'q', in: 'query', schema: { type: 'string' } };
    paths[`/resources${i}`] = {
      get: { operationId: `list${i}`, parameters: [query], responses: { 200: answer } },
      post: { operationId: `create${i}`, requestBody: body, responses: { 201: answer } },
    };
    const id = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
    paths[`/resources${i}/{id}`] = {
      parameters: [id],
      get: { operationId: `read${i}`, responses: { 200: answer, 404: { description: 'None.' } } },
      put: { operationId: `update${i}`, requestBody: body, responses: { 200: answer } },
      delete: { operationId: `delete${i}`, responses: { 204: { description: 'Gone.' } } },
    };
  }
  return JSON.stringify(
    { openapi: '3.0.3', info: { title: 'Large', version: '1' }, paths, components: { schemas } },
    null,
    2,
  );
}

test('a 3 MB document shows its progress and the page does not freeze', async ({ page }) => {
  const text = largeDocument(700);
  expect(text.length).toBeGreaterThan(3_000_000);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Open a spec' })).toBeVisible();
  // The page's long tasks from the file's pick (once the test's tool has made the file in the
  // page) until the worker's last step: the spec's own opening after it (reading 2,500 calls on
  // the page's thread) is the running app's, not the import's.
  await page.evaluate(() => {
    const seen = { tasks: [] as number[], from: Infinity, until: Infinity, steps: 0 };
    (window as unknown as { seen: typeof seen }).seen = seen;
    const picked = () => (seen.from = performance.now());
    document.addEventListener('change', picked, { capture: true, once: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.startTime >= seen.from && entry.startTime < seen.until)
          seen.tasks.push(entry.duration);
    }).observe({ type: 'longtask' });
    const stepShown = (text: string) =>
      [...document.querySelectorAll('[role="status"]')].some((e) => e.textContent === text);
    new MutationObserver(() => {
      if (stepShown('Mapping schemas and operations onto the nine points…')) seen.steps++;
      if (stepShown('Checking the spec…') && seen.until === Infinity)
        seen.until = performance.now();
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await pickFile(page, page.getByRole('button', { name: 'Open a spec' }), 'large.json', text);
  await expect(page.getByRole('status').filter({ hasText: /…$/ })).toBeVisible();
  await expect(page).toHaveURL(/#\/s\/file-large-json$/, { timeout: 90_000 });
  const seen = await page.evaluate(
    () =>
      (
        window as unknown as {
          seen: { tasks: number[]; steps: number; from: number; until: number };
        }
      ).seen,
  );
  expect(seen.steps).toBeGreaterThan(0);
  expect(seen.until).toBeLessThan(Infinity);
  // Reading the file and handing it to the worker keep the page busy a part of the time the
  // import takes (16 to 33 % here, under load); on the page's own thread the import would keep
  // it busy all along. A loaded machine slows both alike.
  const busy = seen.tasks.reduce((sum, duration) => sum + duration, 0);
  expect(busy).toBeLessThan((seen.until - seen.from) * 0.5);
  await expect(page.getByRole('heading', { level: 1, name: 'Large' })).toBeVisible({
    timeout: 60_000,
  });
});
