import { expect, test, type Page } from '@playwright/test';
import { screenshot } from './screenshot.ts';
import { dropFile, openSpecFile, pickFile, READING_LIST } from './transfer-helpers.ts';

/** Drops a file made of `bytes` on the gallery's drop zone, as a drag from the desktop would. */
async function dropOnGallery(page: Page, name: string, bytes: Buffer): Promise<void> {
  await dropFile(page.getByText('Drop a spec file here'), name, bytes);
}

test('a spec opens from a file, in a place of its own, and is listed to open again or forget', async ({
  page,
}) => {
  await page.goto('/');
  await screenshot(page, 'open-gallery-panel');
  await openSpecFile(page, 'Reading List.md', READING_LIST);
  await expect(page).toHaveURL(/#\/s\/file-reading-list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reading list' })).toBeVisible();
  await screenshot(page, 'open-from-file');

  await page.goto('/');
  const own = page.getByRole('region', { name: 'Your own specs' });
  const opened = own.getByRole('list', { name: 'Opened before' });
  await expect(opened.getByRole('listitem')).toHaveCount(1);
  await expect(opened).toContainText(/A file, opened \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
  await screenshot(page, 'open-opened-before');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'open-opened-before-narrow');
  await page.setViewportSize({ width: 1280, height: 720 });
  await opened.getByRole('link', { name: 'Open Reading List.md' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reading list' })).toBeVisible();

  await page.goto('/');
  await opened.getByRole('button', { name: 'Forget Reading List.md' }).click();
  await expect(own.getByRole('list', { name: 'Opened before' })).toHaveCount(0);
});

test('a spec opens when dropped on the gallery, in YAML too', async ({ page }) => {
  await page.goto('/');
  const yaml = 'specification: Dropped product\nintro: A spec written as YAML.\n';
  await dropOnGallery(page, 'dropped.yaml', Buffer.from(yaml));
  await expect(page).toHaveURL(/#\/s\/file-dropped$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dropped product' })).toBeVisible();
});

test('a Markdown spec whose fields are a YAML block opens, its fields read', async ({ page }) => {
  await page.goto('/');
  const markdown = [
    '# Specification: Shelf',
    '',
    '## 3. Entities and their fields',
    '',
    '### Book',
    '',
    '```yaml',
    '- {field: title, type: text, required: yes}',
    '- {field: pages, type: integer, required: no}',
    '```',
    '',
  ].join('\n');
  await dropOnGallery(page, 'shelf.md', Buffer.from(markdown));
  await expect(page).toHaveURL(/#\/s\/file-shelf$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shelf' })).toBeVisible();
  await page.getByRole('link', { name: 'Books', exact: true }).click();
  await page.getByRole('link', { name: 'New Book' }).click();
  await expect(page.getByRole('textbox', { name: /^Title/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Pages/ })).toBeVisible();
});

test('a file that is no spec gets a message saying why, and nothing opens', async ({ page }) => {
  await page.goto('/');
  await pickFile(page, page.getByRole('button', { name: 'Open a spec' }), 'notes.txt', 'hello');
  const alert = page.getByRole('alert').filter({ hasText: 'Nothing was opened' });
  await expect(alert).toContainText(
    '"notes.txt" is not a spec file: Specrun opens Markdown (.md) and YAML (.yaml, .yml) files, and OpenAPI documents (.json, .yaml).',
  );
  await screenshot(page, 'open-refused-file');
  await expect(page).toHaveURL(/#?\/?$/);

  // Binary data named like a spec, dropped.
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  await dropOnGallery(page, 'photo.md', png);
  await expect(alert).toContainText('"photo.md" holds binary data, not text');
  await alert.getByRole('button', { name: 'Dismiss' }).click();
  await expect(alert).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Your own specs' }).getByRole('list')).toHaveCount(
    0,
  );
});

test('a spec with errors still opens, and says so', async ({ page }) => {
  const broken = `${READING_LIST}\n## 2. Screens and routes\n\n| route | screen | shows | roles |\n| --- | --- | --- | --- |\n| /x | list | Nothing | all |\n`;
  await openSpecFile(page, 'broken.md', broken);
  await expect(page.getByRole('heading', { level: 1, name: 'Reading list' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Diagnostics: .*error/ })).toBeVisible();
});

test('?spec= opens a spec at a URL of this site, and goes to its place', async ({ page }) => {
  await page.route(
    (url) => url.pathname === '/shared/reading-list.md',
    (route) => route.fulfill({ contentType: 'text/markdown', body: READING_LIST }),
  );
  await page.goto('/?spec=/shared/reading-list.md');
  await expect(page).toHaveURL(/\?spec=\/shared\/reading-list\.md#\/s\/url-shared-reading-list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reading list' })).toBeVisible();
  await screenshot(page, 'open-from-url');
});

test('?spec= refuses another host, and makes no request to it', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).host));
  await page.goto('/?spec=https://specs.example.org/claims.md');
  const alert = page.getByRole('alert').filter({ hasText: 'The spec of this link was not opened' });
  await expect(alert).toContainText('Specrun opens specs from its own site');
  await expect(page.getByRole('heading', { level: 1, name: 'Specrun' })).toBeVisible();
  await screenshot(page, 'open-url-refused');
  expect(requested.filter((host) => host !== new URL(page.url()).host)).toEqual([]);
});

test('?spec= says when the spec is not there', async ({ page }) => {
  await page.route(
    (url) => url.pathname === '/gone.md',
    (route) => route.fulfill({ status: 404, body: 'Not found' }),
  );
  await page.goto('/?spec=/gone.md');
  await expect(page.getByRole('alert')).toContainText(
    'The spec at /gone.md could not be loaded: the server answered 404',
  );
  // The preview server, like many static hosts, answers an unknown path with the app's page.
  await page.goto('/?spec=/no/such/spec.md');
  await expect(page.getByRole('alert')).toContainText(
    'The spec at /no/such/spec.md could not be loaded: the server answered with a web page',
  );
});
