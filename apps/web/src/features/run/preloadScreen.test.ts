import { readFileSync } from 'node:fs';
import { compileApp } from '@specrun/runtime';
import { readSpec, type Spec } from '@specrun/model';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../shared/session/Session.ts';

// What each screen's code and the calls' code would load, recorded instead of loaded.
const loads = vi.hoisted(() => [] as string[]);
vi.mock('./screenCode.ts', () => {
  const code = (name: string) => ({ preload: () => (loads.push(name), Promise.resolve()) });
  return {
    LAZY_SCREENS: Object.fromEntries(
      ['list', 'detail', 'form', 'board', 'dashboard'].map((kind) => [kind, code(kind)]),
    ),
    OWN_PAGES: { '/~errors': code('catalogue') },
  };
});
vi.mock('../../shared/calls/callsHandle.ts', () => ({
  preloadCallsCode: () => loads.push('calls'),
}));

const { preloadScreenCode } = await import('./preloadScreen.ts');

function session(name: string): Session {
  const text = readFileSync(new URL(`../../../../../examples/${name}`, import.meta.url), 'utf8');
  const spec: Spec = readSpec(text, { format: 'markdown' }).spec;
  return { spec, app: compileApp(spec) } as unknown as Session;
}

describe('preloadScreenCode', () => {
  beforeEach(() => {
    loads.length = 0;
  });

  it("loads the code of the screen at the path, and the calls' code when the spec has calls", () => {
    preloadScreenCode(session('expense-claims.md'), '/claims');
    expect(loads).toEqual(['list', 'calls']);
    loads.length = 0;
    preloadScreenCode(session('expense-claims.md'), '/claims/c1');
    expect(loads).toEqual(['detail', 'calls']);
  });

  it('loads no calls code for a spec without calls', () => {
    const todos = session('todomvc.md');
    expect(todos.spec.calls).toEqual([]);
    preloadScreenCode(todos, '/');
    preloadScreenCode(todos, '/active');
    expect(loads).toEqual(['list', 'list']);
  });

  it("loads Specrun's own page at its path, and nothing for the home or an unknown path", () => {
    preloadScreenCode(session('expense-claims.md'), '/~errors');
    preloadScreenCode(session('expense-claims.md'), '/');
    preloadScreenCode(session('expense-claims.md'), '/no/such/screen');
    expect(loads).toEqual(['catalogue']);
  });
});
