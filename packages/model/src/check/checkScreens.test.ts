import { describe, expect, it } from 'vitest';
import type { Screen } from '../model/Spec.ts';
import { checkSpec } from './checkSpec.ts';
import { expenseClaimsModel } from './expenseClaimsModel.ts';

/** The diagnostics about one extra screen (at line 30) added to the reference spec. */
function withScreen(screen: Partial<Screen>, withoutTarget = false) {
  const spec = expenseClaimsModel();
  const added: Screen = {
    route: '/extra',
    kind: 'list',
    shows: 'Claim',
    target: { entity: 'Claim' },
    roles: ['all'],
    at: { line: 30, column: 1 },
    ...screen,
  };
  if (withoutTarget) delete added.target;
  spec.screens.push(added);
  return checkSpec(spec).filter((d) => d.path[0] === 'screens');
}

describe('checkScreens', () => {
  it('reports a kind that is not a screen kind', () => {
    expect(withScreen({ kind: 'lst' }).map((d) => [d.code, d.hint])).toEqual([
      ['unknown-screen-kind', 'did you mean list?'],
    ]);
  });

  it('reports an unknown entity on a screen that shows records', () => {
    const found = withScreen({ shows: 'Claims', target: { entity: 'Claims' } });
    expect(found.map((d) => [d.code, d.at.line, d.hint])).toEqual([
      ['unknown-entity', 30, 'did you mean Claim?'],
    ]);
  });

  it('takes a single word on a home, dashboard or page screen as prose', () => {
    expect(withScreen({ kind: 'page', shows: 'Overview', target: { entity: 'Overview' } })).toEqual(
      [],
    );
    const filtered = withScreen({
      kind: 'page',
      shows: 'Overview where x',
      target: { entity: 'Overview', where: { source: 'x' } },
    });
    expect(filtered.map((d) => d.code)).toEqual(['unknown-entity']);
  });

  it('warns of a list, detail, form or board that shows no entity', () => {
    const found = withScreen({ kind: 'board', shows: 'the open claims' }, true);
    expect(found.map((d) => [d.code, d.severity])).toEqual([['screen-without-entity', 'warning']]);
  });

  it('checks the filter against the fields of the entity shown', () => {
    const source = 'status == "submitted" && ownr == user.id';
    const found = withScreen({
      target: { entity: 'Claim', where: { source, at: { line: 30, column: 30 } } },
    });
    expect(found.map((d) => [d.code, d.at.column, d.path])).toEqual([
      ['unknown-name', 55, ['screens', 10, 'target', 'where']],
    ]);
  });
});
