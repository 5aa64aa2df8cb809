import { describe, expect, it } from 'vitest';
import { expenseClaims, fakeSend, json, openCalls } from './calls.testing.ts';

// A password goes to the server as it is typed, and never into the call log.
describe('the call log', () => {
  it('hides the value of a password field in what it keeps of a body', async () => {
    const spec = expenseClaims();
    spec.entities
      .find((e) => e.name === 'Category')
      ?.fields.push({
        name: 'secret',
        type: { kind: 'password' },
        required: false,
        unique: false,
        notes: '',
      });
    const { send, sent } = fakeSend(() => json(201, { id: 'k9', name: 'Books', active: true }));
    const { source, log } = openCalls({ spec, send });
    await source.create('Category', { name: 'Books', active: true, secret: 'hunter22' });
    expect(sent[0]?.body).toMatchObject({ secret: 'hunter22' });
    expect(log.entries()[0]?.sent).toEqual({ name: 'Books', active: true, secret: '(hidden)' });
    expect(JSON.stringify(log)).not.toContain('hunter22');
  });
});
