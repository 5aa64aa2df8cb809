import { describe, expect, it } from 'vitest';
import { withChosen } from './useRefOptions.ts';

const travel = { value: 'k1', label: 'Travel' };

describe('withChosen', () => {
  it('keeps the options when each chosen id is among them', () => {
    const options = [travel];
    expect(withChosen({ options, loading: false }, ['k1', ''])).toBe(options);
  });

  it('marks a chosen record the list lacks as not found', () => {
    expect(withChosen({ options: [travel], loading: false }, ['gone'])).toEqual([
      travel,
      { value: 'gone', label: 'gone (not found)' },
    ]);
  });

  // Regression: when the list call of the picker's entity failed (live mode, 500), an edit form
  // said its chosen category was "not found", though it may well exist.
  it('marks a chosen record as not loaded when the records could not be listed', () => {
    const failed = { options: [], loading: false, problem: 'The server failed… (SERVER_ERROR)' };
    expect(withChosen(failed, ['k1'])).toEqual([{ value: 'k1', label: 'k1 (not loaded)' }]);
    expect(withChosen({ options: [], loading: true }, ['k1'])).toEqual([
      { value: 'k1', label: 'k1' },
    ]);
  });
});
