import { expect, test } from '@playwright/test';
import { screenshot } from './screenshot.ts';
import { pickFile } from './transfer-helpers.ts';

const PETS = {
  openapi: '3.0.3',
  info: {
    title: 'Pet store',
    version: '1.0.0',
    description: 'Pets, their owners and their visits.',
  },
  paths: {
    '/pets': {
      get: {
        operationId: 'listPets',
        parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer' } }],
        responses: {
          200: {
            description: 'The pets.',
            content: {
              'application/json': {
                schema: { type: 'array', items: { $ref: '#/components/schemas/Pet' } },
              },
            },
          },
        },
      },
      post: {
        operationId: 'createPet',
        requestBody: {
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } },
        },
        responses: {
          201: {
            description: 'Made.',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } },
          },
          409: { description: 'That name is taken.' },
        },
      },
    },
  },
  components: {
    schemas: {
      Pet: {
        type: 'object',
        required: ['name'],
        properties: {
          name: { type: 'string', maxLength: 30 },
          born: { type: 'string', format: 'date' },
        },
      },
    },
  },
};

test('an OpenAPI document opens as a spec made of it, with its gap report', async ({ page }) => {
  await page.goto('/');
  await pickFile(
    page,
    page.getByRole('button', { name: 'Open a spec' }),
    'pets.json',
    JSON.stringify(PETS, null, 2),
  );
  // The importer is loaded on first use: on a loaded machine that takes a while.
  await expect(page).toHaveURL(/#\/s\/file-pets-json$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Pet store' })).toBeVisible();
  await expect(page.getByText('Pets, their owners and their visits.').first()).toBeVisible();
  await screenshot(page, 'open-openapi');
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, 'open-openapi-narrow');
});

test('an OpenAPI document that cannot be read says where, and nothing opens', async ({ page }) => {
  await page.goto('/');
  await pickFile(
    page,
    page.getByRole('button', { name: 'Open a spec' }),
    'broken.json',
    '{ "openapi": "3.0.0", "paths": { ',
  );
  const alert = page.getByRole('alert').filter({ hasText: 'Nothing was opened' });
  await expect(alert).toContainText(
    '"broken.json" could not be imported as OpenAPI (line 1, column',
  );
  await expect(page).toHaveURL(/\/(#\/)?$/);
});

test('a Swagger 2.0 document opens too, converted in the page', async ({ page }) => {
  const swagger = {
    swagger: '2.0',
    info: { title: 'Old pets', version: '1' },
    paths: {
      '/pets': {
        get: {
          operationId: 'listPets',
          responses: {
            200: {
              description: 'ok',
              schema: { type: 'array', items: { $ref: '#/definitions/Pet' } },
            },
          },
        },
      },
    },
    definitions: { Pet: { type: 'object', properties: { name: { type: 'string' } } } },
  };
  await page.goto('/');
  await pickFile(
    page,
    page.getByRole('button', { name: 'Open a spec' }),
    'old.json',
    JSON.stringify(swagger),
  );
  await expect(page).toHaveURL(/#\/s\/file-old-json$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Old pets' })).toBeVisible();
});
