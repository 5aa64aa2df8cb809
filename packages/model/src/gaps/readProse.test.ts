import { describe, expect, it } from 'vitest';
import { readNotShown, readProse, splitSentences } from './readProse.ts';

describe('splitSentences', () => {
  it('splits at sentence ends and line breaks', () => {
    expect(splitSentences('Roles: not shown. Permissions: not shown.\nSample users:')).toEqual([
      'Roles: not shown.',
      'Permissions: not shown.',
      'Sample users:',
    ]);
  });

  it('gives nothing for blank prose', () => {
    expect(splitSentences('  \n\n ')).toEqual([]);
  });
});

describe('readNotShown', () => {
  it('reads the label of "label: not shown" in any case', () => {
    expect(readNotShown('For whom: NOT SHOWN.')).toEqual({
      sentence: 'For whom: NOT SHOWN.',
      part: 'For whom',
    });
    expect(readNotShown('Routes — not shown')?.part).toBe('Routes');
  });

  // Regression: these were read as prose the point could use, so the point was "partly" shown.
  it('reads a statement with a hyphen, between dashes or with a remark in brackets', () => {
    expect(readNotShown('not-shown')?.part).toBe('not-shown');
    expect(readNotShown('— not shown —')?.part).toBe('— not shown —');
    expect(readNotShown('Not shown (see later).')?.part).toBe('Not shown (see later).');
    expect(readNotShown('Routes: not shown (yet).')?.part).toBe('Routes');
    expect(
      readNotShown('Done todos are not shown (filtered) on the Active route.'),
    ).toBeUndefined();
  });

  it('reads bare, telegraphic, parenthesised and "in this spec" statements', () => {
    expect(readNotShown('Not shown.')?.part).toBe('Not shown.');
    expect(readNotShown('Fields not shown.')?.part).toBe('Fields');
    expect(readNotShown('Sample users (not shown) would go here.')).toBeDefined();
    expect(readNotShown('The error body is not shown in this spec.')).toBeDefined();
  });

  it('does not take what the product itself hides for a gap', () => {
    expect(readNotShown('Completed todos are not shown on the Active route.')).toBeUndefined();
    expect(readNotShown('A paid claim is not shown to approvers.')).toBeUndefined();
    expect(readNotShown('Receipts are not shown.')).toBeUndefined();
  });
});

describe('readProse', () => {
  it('separates gap statements from meaningful sentences and skips placeholders', () => {
    const reading = readProse('What the product does: not shown. TBD. It tracks orders.');
    expect(reading.notShown.map((s) => s.part)).toEqual(['What the product does']);
    expect(reading.meaningful).toEqual(['It tracks orders.']);
    expect(reading.saysNone).toBe(false);
  });

  it('recognises a section saying its point has nothing', () => {
    expect(readProse('None: the product makes no calls to a backend.').saysNone).toBe(true);
    expect(readProse('There are no validation rules.').saysNone).toBe(true);
    expect(readProse('The product has no roles; everyone may do everything.').saysNone).toBe(true);
    expect(readProse('Claims are listed newest first.').saysNone).toBe(false);
  });

  it('reads a sentence repeated in two pieces of prose once', () => {
    expect(readProse('Fields: not shown.', 'Fields: not shown.').notShown).toHaveLength(1);
  });
});
