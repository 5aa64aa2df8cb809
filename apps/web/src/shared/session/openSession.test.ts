import { readFileSync } from 'node:fs';
import { MemoryRecordStore } from '@specrun/runtime';
import type { Diagnostic } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import { examplePlace, runPath } from './OpenedSpec.ts';
import { openSession, openSessionNow } from './openSession.ts';
import { readSpecText } from './readSpecText.ts';

const text = (name: string): string =>
  readFileSync(new URL(`../../../../../examples/${name}`, import.meta.url), 'utf8');

describe('openSession', () => {
  it('opens the reference spec with its screens, users and a working data source', async () => {
    const session = await openSession(
      {
        place: examplePlace('expense-claims'),
        text: text('expense-claims.md'),
        format: 'markdown',
        origin: { kind: 'example', slug: 'expense-claims' },
        openedAt: '',
      },
      { store: new MemoryRecordStore() },
    );
    const { running } = session;
    expect(session.counts).toEqual({ error: 0, warning: 0, info: 0 });
    expect(session.app.navigation.map((s) => s.route)).toEqual([
      '/',
      '/claims',
      '/approvals',
      '/payments',
      '/categories',
    ]);
    expect(running.getSnapshot().user.id).toBe('u1');
    // Point 6: an employee may not create categories, an admin may.
    const refused = await running.getSnapshot().source.create('Category', { name: 'Travel' });
    expect(!refused.ok && refused.errors.map((e) => e.code)).toEqual(['NOT_ALLOWED']);
    running.switchUser('u4');
    expect(running.getSnapshot().user.id).toBe('u4');
    const created = await running.getSnapshot().source.create('Category', { name: 'Travel' });
    expect(created.ok && created.value.values).toEqual({ name: 'Travel', active: true });
  });

  it('opens the undetermined product with nothing but its home', async () => {
    const session = await openSession(
      {
        place: 'x',
        text: text('undetermined-product.md'),
        format: 'markdown',
        origin: { kind: 'file', fileName: 'u.md' },
        openedAt: '',
      },
      { store: new MemoryRecordStore() },
    );
    expect(session.app.screens.map((s) => s.kind)).toEqual(['home']);
    expect(session.gaps.every((g) => g.status === 'not shown')).toBe(true);
    expect(session.running.users).toEqual([session.running.getSnapshot().user]);
    expect(session.running.getSnapshot().user.roles).toEqual([]);
  });

  it('takes the diagnostics that come with the spec instead of checking it', async () => {
    const found: Diagnostic[] = [
      {
        code: 'x',
        severity: 'warning',
        message: 'A warning.',
        at: { line: 1, column: 1 },
        path: [],
      },
    ];
    const session = await openSession(
      {
        place: 'single-claims',
        text: text('expense-claims.md'),
        format: 'markdown',
        origin: { kind: 'single', url: 'https://h.test/claims.md' },
        openedAt: '',
        diagnostics: found,
      },
      { store: new MemoryRecordStore() },
    );
    expect(session.diagnostics).toBe(found);
    expect(session.counts).toEqual({ error: 0, warning: 1, info: 0 });
  });

  it('opens a spec that came read and checked in the same task, and no other at once', async () => {
    const source = text('expense-claims.md');
    const { spec } = await readSpecText(source, 'markdown');
    const opened = {
      place: 'single-claims',
      text: source,
      format: 'markdown' as const,
      origin: { kind: 'single' as const, url: 'https://h.test/claims.md' },
      openedAt: '',
    };
    const store = new MemoryRecordStore();
    expect(openSessionNow({ ...opened, model: spec }, { store })).toBeUndefined();
    expect(openSessionNow({ ...opened, diagnostics: [] }, { store })).toBeUndefined();
    const session = openSessionNow(
      { ...opened, model: spec, diagnostics: [] },
      { store, userId: 'u2' },
    );
    expect(session?.spec).toBe(spec);
    expect(session?.app.navigation.map((s) => s.route)).toContain('/claims');
    expect(session?.running.getSnapshot().user.id).toBe('u2');
    expect(session?.counts).toEqual({ error: 0, warning: 0, info: 0 });
    // Its store serves the sample records once its opening is done, as the usual way's does.
    expect((await session?.running.store.list('Claim'))?.length).toBeGreaterThan(0);
    session?.close();
  });

  it('builds paths inside a place', () => {
    expect(runPath('example-todomvc')).toBe('/s/example-todomvc');
    expect(runPath('example-todomvc', '/active')).toBe('/s/example-todomvc/active');
  });
});
