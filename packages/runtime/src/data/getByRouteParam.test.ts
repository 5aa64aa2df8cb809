import { readMarkdown } from '@specrun/model';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openSpecApp } from '../app/openSpecApp.ts';
import { MemoryRecordStore } from '../storage/MemoryRecordStore.ts';
import { getByRouteParam } from './getByRouteParam.ts';

const CONDUIT = new URL('../../../../examples/conduit.md', import.meta.url);

describe('getByRouteParam', () => {
  it('finds a record by its id, or by the unique field the parameter is named after', async () => {
    const spec = readMarkdown(readFileSync(CONDUIT, 'utf8')).spec;
    const app = openSpecApp({ spec, store: new MemoryRecordStore(), userId: 'jake' });
    const { source } = app.getSnapshot();
    const made = await source.create('Article', {
      title: 'Hello World',
      description: 'd',
      body: 'b',
    });
    if (!made.ok) throw new Error(JSON.stringify(made.errors));
    const article = spec.entities.find((e) => e.name === 'Article')!;
    const bySlug = await getByRouteParam(source, article, 'slug', 'hello-world');
    const byId = await getByRouteParam(source, article, 'slug', made.value.id);
    expect(bySlug.ok && bySlug.value.id).toBe(made.value.id);
    expect(byId.ok && byId.value.id).toBe(made.value.id);
    const missing = await getByRouteParam(source, article, 'slug', 'no-such-article');
    expect(!missing.ok && missing.errors.map((e) => e.code)).toEqual(['NOT_FOUND']);
    // A parameter named after a field that is not unique is read as an id only.
    const byTitle = await getByRouteParam(source, article, 'title', 'Hello World');
    expect(byTitle.ok).toBe(false);
    app.close();
  });
});
