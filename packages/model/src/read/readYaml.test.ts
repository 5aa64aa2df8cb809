import { describe, expect, it } from 'vitest';
import { readYaml } from './readYaml.ts';

/** The 1-based position of the first occurrence of `needle` in `text`. */
function positionOf(text: string, needle: string): { line: number; column: number } {
  const before = text.slice(0, text.indexOf(needle));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines[lines.length - 1] ?? '').length + 1 };
}

const SAMPLE = `specification: Expense claims
intro: |
  Employees claim back what they spent.

  Approvers decide.
product: not shown
screens:
  routes:
    - route: /approvals
      screen: list
      shows: Claim where status == "submitted"
      roles: [approver, finance]
entities:
  text: Two entities.
  entities:
    - entity: Claim
      fields:
        - { field: title, type: text, required: yes, notes: unique }
        - field: amount
          type: money EUR
          required: true
        - field: tags
          type: "enum: low, high"
      list: { shows: [title, amount], order: newest first }
states:
  lifecycles:
    - entity: Claim
      initial: draft
      transitions:
        - { from: draft, action: submit, to: submitted, roles: employee, when: 'record.owner == user.id' }
validation:
  rules:
    - entity: Claim
      rule: "amount <= RECEIPT_THRESHOLD || has(record.receipt)"
      error: RECEIPT_REQUIRED
calls:
errors:
  errors:
    - { code: NETWORK, message: The server did not answer. }
    - { code: NOT_FOUND, status: 404, message: Gone. }
constants:
  constants:
    - { name: MAX_CLAIM_AMOUNT, value: 5000, meaning: the most }
    - { name: LABEL, value: "5000" }
    - { name: PRECISE, value: 1.50 }
`;

describe('readYaml', () => {
  const { spec, diagnostics } = readYaml(SAMPLE);

  it('reads the sample without diagnostics', () => {
    expect(diagnostics).toEqual([]);
  });

  it('reads the name, the intro and which sections are present', () => {
    expect(spec.name).toBe('Expense claims');
    expect(spec.intro).toBe('Employees claim back what they spent.\n\nApprovers decide.');
    expect(spec.sections.map((s) => s.present)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      true,
      true,
      true,
    ]);
    expect(spec.sections[0]?.text).toBe('not shown');
    expect(spec.sections[6]).toMatchObject({
      present: true,
      text: '',
      at: positionOf(SAMPLE, 'calls:'),
    });
    expect(spec.sections[2]?.text).toBe('Two entities.');
  });

  it('reads rows through the shared cell rules', () => {
    expect(spec.screens[0]).toMatchObject({
      route: '/approvals',
      kind: 'list',
      roles: ['approver', 'finance'],
      target: { entity: 'Claim', where: { source: 'status == "submitted"' } },
      at: positionOf(SAMPLE, 'route: /approvals'),
    });
    const [title, amount, tags] = spec.entities[0]?.fields ?? [];
    expect(title).toMatchObject({ name: 'title', required: true, unique: true });
    expect(amount).toMatchObject({
      type: { kind: 'money', currency: 'EUR' },
      required: true,
      notes: '',
    });
    expect(tags?.type).toEqual({ kind: 'enum', values: ['low', 'high'] });
    expect(spec.errors.map((e) => e.status)).toEqual([undefined, 404]);
  });

  it('keeps YAML values natural: a quoted number stays text', () => {
    expect(spec.constants.map((c) => c.value)).toEqual([5000, '5000', 1.5]);
  });

  it('reads the list display with its default noun, and the lifecycle', () => {
    expect(spec.entities[0]?.list).toMatchObject({
      noun: 'claims',
      columns: ['title', 'amount'],
      order: 'newest first',
    });
    expect(spec.lifecycles[0]).toMatchObject({
      entity: 'Claim',
      initial: 'draft',
      initialAt: positionOf(SAMPLE, 'draft\n'),
    });
    expect(spec.lifecycles[0]?.transitions[0]).toMatchObject({
      roles: ['employee'],
      when: { source: 'record.owner == user.id' },
    });
  });

  it('places expressions where their text starts', () => {
    expect(spec.screens[0]?.target?.where?.at).toEqual(positionOf(SAMPLE, 'status == "submitted"'));
    expect(spec.screens[0]?.target?.where?.at).toEqual({ line: 11, column: 26 });
    expect(spec.lifecycles[0]?.transitions[0]?.when?.at).toEqual(
      positionOf(SAMPLE, 'record.owner =='),
    );
    expect(spec.rules[0]?.expression.at).toEqual({ line: 34, column: 14 });
  });
});

describe('readYaml positions inside quoted and block scalars', () => {
  it('counts escapes in a double-quoted screen target', () => {
    const text =
      'screens:\n  routes:\n    - { route: /, screen: list, shows: "Cl\\u0061im where title == \\"a\\"" }\n';
    const { spec, diagnostics } = readYaml(text);
    expect(diagnostics.map((d) => d.code)).toEqual(['missing-title']);
    const where = spec.screens[0]?.target?.where;
    expect(where?.source).toBe('title == "a"');
    const line = text.split('\n')[2] ?? '';
    expect(where?.at).toEqual({ line: 3, column: line.indexOf('title ==') + 1 });
  });

  it('counts doubled quotes in a single-quoted screen target', () => {
    const text =
      "screens:\n  routes:\n    - { route: /, screen: list, shows: 'Claim where it''s == x' }\n";
    const where = readYaml(text).spec.screens[0]?.target?.where;
    expect(where?.source).toBe("it's == x");
    expect(where?.at?.column).toBe((text.split('\n')[2] ?? '').indexOf("it''s") + 1);
  });

  it('finds the expression of a literal block on its own line', () => {
    const text = [
      'screens:',
      '  routes:',
      '    - route: /',
      '      screen: list',
      '      shows: |-',
      '        Claim',
      '          where amount > 0',
    ].join('\n');
    const where = readYaml(text).spec.screens[0]?.target?.where;
    expect(where).toEqual({ source: 'amount > 0', at: { line: 7, column: 17 } });
  });

  it('points a rule in a block scalar at its first content line', () => {
    const text =
      'validation:\n  rules:\n    - entity: Claim\n      error: E\n      rule: >\n\n        amount > 0\n';
    const rule = readYaml(text).spec.rules[0];
    expect(rule?.expression).toEqual({ source: 'amount > 0', at: { line: 7, column: 9 } });
  });
});

describe('readYaml problems', () => {
  const codes = (text: string) =>
    readYaml(text).diagnostics.map((d) => `${d.code} ${d.at.line}:${d.at.column}`);

  it('reports an unknown key with the nearest known key as a hint', () => {
    const { diagnostics } = readYaml('specification: X\nscreen: not shown\n');
    expect(diagnostics).toMatchObject([
      {
        code: 'yaml-unknown-key',
        severity: 'error',
        at: { line: 2, column: 1 },
        hint: 'Did you mean "screens"?',
      },
    ]);
  });

  it('says that a merge key is not read, rather than suggesting a key', () => {
    const text = 'specification: X\nconstants:\n  constants:\n    - <<: { name: A }\n';
    expect(readYaml(text).diagnostics.map((d) => [d.code, d.hint])).toContainEqual([
      'yaml-unknown-key',
      'Merge keys (<<) are not read: write the keys out in each mapping.',
    ]);
  });

  // Regression: "the routes of point 2 should be a list, not a mapping." began in lower case.
  it('starts the message of a table that is not a list with a capital', () => {
    const text = 'specification: X\nscreens:\n  routes:\n    route: /claims\n';
    expect(readYaml(text).diagnostics.map((d) => d.message)).toEqual([
      'The routes of point 2 should be a list, not a mapping.',
    ]);
  });

  // Regression: the message was the parser's "Map keys must be unique.", naming no key.
  it('names a key given twice, keeping the first', () => {
    const text = 'specification: X\nintro: One.\nintro: Two.\n';
    const { spec, diagnostics } = readYaml(text);
    expect(diagnostics).toEqual([
      {
        code: 'yaml-duplicate-key',
        severity: 'error',
        message: 'The key "intro" is given twice in this mapping; the first is kept.',
        hint: 'remove one of them',
        at: { line: 3, column: 1 },
        path: [],
      },
    ]);
    expect(spec.intro).toBe('One.');
  });

  it('reports a column given twice under two names, keeping the first', () => {
    const text =
      'specification: X\nproduct:\n  audience:\n    - { audience: All, does: read, what they do with it: write }\n';
    const { spec, diagnostics } = readYaml(text);
    expect(codes(text)).toEqual([
      `yaml-duplicate-key 4:${text.split('\n')[3]!.indexOf('what they') + 1}`,
    ]);
    expect(spec.audience).toMatchObject([{ name: 'All', does: 'read' }]);
    expect(diagnostics[0]?.message).toContain('"what they do with it" repeats "does"');
  });

  it('leaves a row out when it is not a mapping, and keeps the others', () => {
    const text =
      'specification: X\nscreens:\n  routes:\n    - /claims\n    - { route: /, screen: home }\n';
    const { spec } = readYaml(text);
    expect(codes(text)).toEqual(['yaml-wrong-shape 4:7']);
    expect(spec.screens.map((s) => s.route)).toEqual(['/']);
  });

  it('names model elements in paths: a row left out does not shift the next', () => {
    const text =
      'specification: X\nscreens:\n  routes:\n    - /claims\n    - { route: /claims, shows: Claim }\n';
    expect(readYaml(text).diagnostics.map((d) => [d.code, d.path])).toEqual([
      ['yaml-wrong-shape', ['screens', 0]],
      ['missing-cell', ['screens', 0]],
    ]);
  });

  it('leaves the cell rules to the shared row builder', () => {
    const text =
      'specification: X\ncalls:\n  calls:\n    - { call: list, method: GET, path: api/x, answers: "200" }\n';
    expect(codes(text)).toEqual(['bad-path 4:40']);
  });

  it('reports a list where a single value belongs', () => {
    const text = 'specification: X\nerrors:\n  errors:\n    - { code: E, message: [a, b] }\n';
    expect(codes(text)).toEqual(['yaml-wrong-shape 4:27']);
  });

  // Regression: the cell was also said to be empty (missing-cell), as if nothing were written.
  it('reports a mapping where a needed cell belongs once, not also as an empty cell', () => {
    const text =
      'specification: X\nroles:\n  permissions:\n    - { role: { a: b }, may: read, on: Claim }\n';
    expect(codes(text)).toEqual(['yaml-wrong-shape 4:15']);
  });

  it('reports a missing name and a list display without fields', () => {
    expect(codes('intro: no name\n')).toEqual(['missing-title 1:1']);
    expect(codes('')).toEqual(['missing-title 1:1']);
    expect(codes('intro: x\nspecification: ""\n')).toEqual(['missing-title 2:1']);
    const text =
      'specification: X\nentities:\n  entities:\n    - entity: Claim\n      list: { noun: claims }\n';
    expect(codes(text)).toEqual(['yaml-missing-key 5:13']);
  });

  // Regression: `shows: []` (or ~, or "") was read as a list display of no columns, silently.
  it('reports a list display whose "shows" names no field, and leaves it out', () => {
    for (const shows of ['[]', '~', '""']) {
      const text = `specification: X\nentities:\n  entities:\n    - entity: Claim\n      list: { shows: ${shows} }\n`;
      expect(codes(text)).toEqual(['yaml-missing-key 5:15']);
      expect(readYaml(text).spec.entities[0]?.list).toBeUndefined();
    }
  });

  it('reports a section written as a list', () => {
    const { spec, diagnostics } = readYaml(
      'specification: X\nscreens:\n  - { route: /, screen: home }\n',
    );
    expect(diagnostics).toMatchObject([{ code: 'yaml-wrong-shape', at: { line: 3, column: 3 } }]);
    expect(diagnostics[0]?.message).toContain('should be text, or a mapping');
    expect(spec.sections[1]?.present).toBe(true);
  });

  it('reports a document that is not a mapping', () => {
    expect(codes('- a\n- b\n')).toEqual(['yaml-wrong-shape 1:1']);
    expect(codes('just a sentence')).toEqual(['yaml-wrong-shape 1:1']);
  });

  it('reports an alias to no anchor', () => {
    expect(codes('specification: X\nintro: *nowhere\n')).toEqual(['yaml-syntax 2:8']);
  });

  it('stops following aliases after the budget, in bounded time', () => {
    const roles = ['&a admin', ...Array.from({ length: 19 }, () => '*a')].join(', ');
    const users = Array.from(
      { length: 9 },
      (_, i) => `    - { user: u${i + 1}, name: N, roles: *roles }`,
    );
    const text = [
      'specification: X',
      'roles:',
      '  users:',
      `    - { user: u0, name: N, roles: &roles [${roles}] }`,
      ...users,
    ].join('\n');
    const { spec, diagnostics } = readYaml(text);
    expect(diagnostics.map((d) => d.code)).toEqual(['yaml-alias-limit']);
    expect(spec.users).toHaveLength(10);
    expect(spec.users[0]?.roles).toHaveLength(20);
    expect(spec.users[9]?.roles).toEqual([]);
  });

  it('refuses nesting deeper than the form allows, at any depth, without reading it', () => {
    for (const depth of [100, 20_000]) {
      const text = `specification: X\nintro: ${'['.repeat(depth)}${']'.repeat(depth)}\n`;
      expect(codes(text)).toEqual(['yaml-too-deep 2:71']);
    }
    const block = Array.from({ length: 200 }, (_, i) => `${' '.repeat(i)}k:`).join('\n');
    expect(codes(block)).toEqual(['yaml-too-deep 65:65']);
  });
});

// Regression: an unclosed "[" after "specification:" gave "no 'specification' key" and "should be
// text, not a list"; a badly indented line gave three parser messages and errors about what the
// parser made of it.
describe('readYaml syntax errors', () => {
  const codes = (text: string) =>
    readYaml(text).diagnostics.map((d) => `${d.code} ${d.at.line}:${d.at.column}`);

  it('reports an unclosed "[" once, where it opens, and not the name as missing', () => {
    for (const text of [
      'specification: [Library copy',
      'specification: [Library copy\nintro: A\n',
    ]) {
      const { diagnostics } = readYaml(text);
      expect(codes(text)).toEqual(['yaml-syntax 1:16']);
      expect(diagnostics[0]?.message).toMatch(
        /^This is not valid YAML: the list opened with "\[" here is not closed with "\]" \(parser: "Flow sequence/,
      );
      expect(diagnostics[0]?.hint).toContain('quote the value');
    }
  });

  it('reports an unclosed "{" and an unclosed quote where they open', () => {
    expect(codes('specification: {a: b\nintro: x\n')).toEqual(['yaml-syntax 1:16']);
    const quote = readYaml('specification: "Library\nintro: x\n').diagnostics;
    expect(quote.map((d) => `${d.code} ${d.at.line}:${d.at.column}`)).toEqual(['yaml-syntax 1:16']);
    expect(quote[0]?.message).toContain('has no closing quote');
  });

  it('reports a badly indented line once, at its first key, and nothing the parser made of it', () => {
    const text = [
      'specification: Library',
      'screens:',
      '  routes:',
      '    - route: /loans',
      '      screen: list',
      '     shows: Loan',
      '      roles: all',
    ].join('\n');
    const { diagnostics } = readYaml(text);
    expect(codes(text)).toEqual(['yaml-syntax 6:6']);
    expect(diagnostics[0]?.message).toContain('not indented like the other lines');
  });

  it('says in its own words what a value holding ": " and a tab do', () => {
    const colon = readYaml('specification: X\nintro: Claims: words\n').diagnostics;
    expect(colon.map((d) => `${d.code} ${d.at.line}:${d.at.column}`)).toEqual(['yaml-syntax 2:8']);
    expect(colon[0]?.message).toContain('runs into a "key:"');
    const tab = readYaml('specification: X\nproduct:\n\ttext: A\n').diagnostics;
    expect(tab[0]?.message).toContain('a tab indents this line');
  });

  // Regression: only "the text is not valid YAML" was said of an unquoted `Claim[]` in a flow list.
  it('says that a value with a "[" inside a flow list needs quotes', () => {
    const text =
      'specification: X\ncalls:\n  calls:\n    - { call: c, method: GET, path: /a, answers: [200 Claim[], 204] }\n';
    const [problem, ...rest] = readYaml(text).diagnostics;
    expect(rest).toEqual([]);
    expect(`${problem?.code} ${problem?.at.line}:${problem?.at.column}`).toBe('yaml-syntax 4:60');
    expect(problem?.message).toContain('holds a mark of its own');
    expect(problem?.hint).toContain('quote the value');
  });

  // Regression: the tab was reported at the key after it (3:2), not at the tab the hint names.
  it('places a tab that indents a line at the tab', () => {
    expect(codes('specification: X\nproduct:\n\ttext: A\n')).toEqual(['yaml-syntax 3:1']);
    expect(codes('specification: X\nproduct:\n  \ttext: A\n')).toEqual(['yaml-syntax 3:3']);
  });

  // Regression: the tab made the parser see a second "errors" key, reported as a duplicate.
  it('does not report the duplicate key the parser makes of a tab-indented line', () => {
    expect(codes('specification: X\nerrors:\n\terrors: []\n')).toEqual(['yaml-syntax 3:1']);
    expect(codes('specification: X\nintro: a\nintro: b\n')).toEqual(['yaml-duplicate-key 3:1']);
  });

  it('still says that the name is missing when the key is absent or empty', () => {
    expect(codes('intro: A\n')).toEqual(['missing-title 1:1']);
    expect(codes('specification:\nintro: A\n')).toEqual(['missing-title 1:1']);
  });
});
