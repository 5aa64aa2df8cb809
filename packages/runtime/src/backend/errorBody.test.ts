import { parseErrorShape, type ShapeNode } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import { errorBody } from './errorBody.ts';

function shape(text: string): ShapeNode {
  const read = parseErrorShape(text);
  if (!read.ok) throw new Error(read.problem);
  return read.shape;
}

describe('errorBody', () => {
  it("gathers each field's messages in Conduit's shape", () => {
    const body = errorBody(shape('{errors: {<field>: [<message>]}}'), [
      { code: 'REQUIRED', message: "can't be blank", field: 'title' },
      { code: 'TOO_SHORT', message: 'is too short', field: 'title' },
      { code: 'REQUIRED', message: "can't be blank", field: 'body' },
    ]);
    expect(body).toEqual({
      errors: { title: ["can't be blank", 'is too short'], body: ["can't be blank"] },
    });
  });

  it('keys an error about no field by what it is about, else its code', () => {
    const conduit = shape('{errors: {<field>: [<message>]}}');
    expect(
      errorBody(conduit, [{ code: 'NOT_FOUND', message: 'not found', subject: 'article' }]),
    ).toEqual({
      errors: { article: ['not found'] },
    });
    expect(errorBody(conduit, [{ code: 'STORAGE', message: 'failed' }])).toEqual({
      errors: { STORAGE: ['failed'] },
    });
  });

  it('lists every error in a list shape, leaving out what an error does not have', () => {
    const body = errorBody(
      shape('{errors: [{code: <code>, message: <message>, field: <field>}], "ok": "no"}'),
      [
        { code: 'A', message: 'a', field: 'x' },
        { code: 'B', message: 'b', status: 409 },
      ],
    );
    expect(body).toEqual({
      errors: [
        { code: 'A', message: 'a', field: 'x' },
        { code: 'B', message: 'b' },
      ],
      ok: 'no',
    });
  });
});
