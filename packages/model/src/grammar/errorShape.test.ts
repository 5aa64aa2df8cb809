import { describe, expect, it } from 'vitest';
import { DEFAULT_ERROR_SHAPE, parseErrorShape } from './errorShape.ts';
import { parseTokenHeader } from './tokenHeader.ts';

describe('parseErrorShape', () => {
  it("reads Conduit's shape and Specrun's own", () => {
    expect(parseErrorShape('{errors: {<field>: [<message>]}}')).toEqual({
      ok: true,
      shape: {
        kind: 'object',
        members: [
          {
            key: { kind: 'text', value: 'errors' },
            value: {
              kind: 'object',
              members: [
                {
                  key: { kind: 'placeholder', name: 'field' },
                  value: { kind: 'array', item: { kind: 'placeholder', name: 'message' } },
                },
              ],
            },
          },
        ],
      },
    });
    expect(parseErrorShape(DEFAULT_ERROR_SHAPE).ok).toBe(true);
    expect(parseErrorShape('{"error": {"kind": "x", status: <status>, code: <code>}}').ok).toBe(
      true,
    );
  });

  it('says where a shape does not read', () => {
    expect(parseErrorShape('{errors: {<field>: [<text>]}}')).toMatchObject({
      ok: false,
      offset: 20,
    });
    expect(parseErrorShape('{errors: <message>')).toMatchObject({ ok: false, offset: 18 });
    expect(parseErrorShape('{errors: [<field>]}')).toMatchObject({
      ok: false,
      problem: 'the shape names neither <message> nor <code>',
    });
    expect(parseErrorShape('[<code>] x')).toMatchObject({ ok: false, offset: 9 });
    expect(parseErrorShape('['.repeat(40) + '<code>' + ']'.repeat(40)).ok).toBe(false);
  });
});

describe('parseTokenHeader', () => {
  it('reads a header and its scheme', () => {
    expect(parseTokenHeader('Authorization: Token <token>')).toEqual({
      ok: true,
      value: { header: 'Authorization', scheme: 'Token' },
    });
    expect(parseTokenHeader('X-Api-Key: <token>')).toEqual({
      ok: true,
      value: { header: 'X-Api-Key', scheme: '' },
    });
    expect(parseTokenHeader('Authorization Token').ok).toBe(false);
  });
});
