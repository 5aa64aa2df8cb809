import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readSpec } from '../read/withYamlPackage.ts';
import { saidInWords } from './saidInWords.ts';

const example = (name: string) =>
  readSpec(readFileSync(new URL(`../../../../examples/${name}`, import.meta.url), 'utf8')).spec;

const said = (text: string) =>
  saidInWords(readSpec(text).spec).map(({ point, of, text }) => ({ point, of, text }));

describe('saidInWords', () => {
  it('lists nothing of the expense claims and TodoMVC, whose prose the app runs', () => {
    // "A paid claim can no longer change." (paid is final), what a rule's `on` means, a sign-in
    // prompt on 401 and each error's catalogue message: all run.
    expect(saidInWords(example('expense-claims.md'))).toEqual([]);
    // TodoMVC's footer, bulk actions and editing are list behaviours of point 2 now, and its
    // lead-in to their table says nothing of its own.
    expect(saidInWords(example('todomvc.md'))).toEqual([]);
  });

  it('leaves out point 1, gap statements, placeholders, "none" and lead-ins to a table', () => {
    const text = [
      '# Specification: X',
      '## 1. What the product does and for whom',
      'It keeps notes.',
      '## 2. Screens and routes',
      'Screens: not shown.',
      '## 3. Entities and their fields',
      'TBD',
      '## 4. States and transitions',
      'A note is archived after a year.',
      '',
      'When there are no notes, the list is hidden.',
      '## 6. Roles and permissions',
      'Sample users:',
      '## 7. The calls it makes',
      'None: it makes no calls.',
    ].join('\n');
    expect(said(text)).toEqual([
      { point: 4, of: 'point 4', text: 'A note is archived after a year.' },
      { point: 4, of: 'point 4', text: 'When there are no notes, the list is hidden.' },
    ]);
  });

  it("keeps an entity's and a lifecycle's text, after their point's own, where it is", () => {
    const lines = [
      '# Specification: X',
      '## 3. Entities and their fields',
      'Notes are kept a year.',
      '### Note',
      'A note is shown in bold when pinned.',
      '## 4. States and transitions',
      '### Note',
      'A sent note can no longer change.',
      '',
      'An open note can no longer change.',
      '',
      '| from | action | to | roles | when |',
      '| --- | --- | --- | --- | --- |',
      '| open | send | sent | all | |',
    ];
    const found = saidInWords(readSpec(lines.join('\n')).spec);
    // Sent is final: the table runs what the first sentence says; open is not.
    expect(found.map(({ point, of, text }) => [point, of, text])).toEqual([
      [3, 'point 3', 'Notes are kept a year.'],
      [3, 'Note', 'A note is shown in bold when pinned.'],
      [4, 'the Note lifecycle', 'An open note can no longer change.'],
    ]);
    expect(found[2]?.at).toEqual({ line: 7, column: 1 });
  });

  it('leaves out sentences that say what every running app does, clause by clause', () => {
    const text = (point7: string) =>
      ['# Specification: X', '## 7. The calls it makes', point7].join('\n');
    expect(
      said(
        text(
          'On 401 the app shows its sign-in screen; on any other error, the message of its code.',
        ),
      ),
    ).toEqual([]);
    expect(said(text('On no answer within CALL_TIMEOUT_MS it shows NETWORK.'))).toEqual([]);
    // One clause of its own is enough to keep the sentence.
    expect(said(text('On 401 the app shows its sign-in screen; a 429 waits a minute.'))).toEqual([
      {
        point: 7,
        of: 'point 7',
        text: 'On 401 the app shows its sign-in screen; a 429 waits a minute.',
      },
    ]);
  });

  it('says nothing for a spec of nine points not shown', () => {
    expect(saidInWords(example('undetermined-product.md'))).toEqual([]);
  });
});
