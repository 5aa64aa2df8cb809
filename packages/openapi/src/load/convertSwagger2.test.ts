import { convertObj } from 'swagger2openapi';
import { describe, expect, it } from 'vitest';
import { convertWithSwagger2openapi, markStatuses, unmarkStatuses } from './convertSwagger2.ts';

/** A Swagger 2.0 document whose operations answer with statuses, `default` and an extension. */
function swagger(): Record<string, unknown> {
  return {
    swagger: '2.0',
    info: { title: 'Pets', version: '1' },
    produces: ['application/json'],
    paths: {
      '/pets': {
        get: {
          responses: {
            default: { description: 'trouble' },
            '404': { description: 'none' },
            '200': {
              description: 'the pets',
              schema: { type: 'array', items: { type: 'string' } },
            },
            'x-note': 'kept',
          },
        },
        post: {
          'x-ms-examples': {
            one: { responses: { '201': { headers: { Where: '/pets/1' }, body: { id: 1 } } } },
          },
          responses: { '201': { description: 'made', headers: { Where: { type: 'string' } } } },
        },
        parameters: [],
      },
      '/pets/{id}': { delete: { responses: { default: { description: 'gone' } } } },
    },
  };
}

describe('markStatuses', () => {
  it('marks the statuses of each operation and leaves the document as it was', () => {
    const document = swagger();
    const before = JSON.stringify(document);
    const marked = markStatuses(document);
    expect(JSON.stringify(document)).toBe(before);
    const pets = (marked['paths'] as Record<string, Record<string, Record<string, unknown>>>)[
      '/pets'
    ];
    expect(Object.keys(pets?.['get']?.['responses'] as object)).toEqual([
      '\u0000200',
      '\u0000404',
      'default',
      'x-note',
    ]);
    // The converter finds an operation's answers by status for its `x-ms-examples`.
    expect(Object.keys(pets?.['post']?.['responses'] as object)).toEqual(['201']);
    expect(marked['info']).toBe(document['info']);
  });

  it('gives the statuses back in their order, and nothing else changes', () => {
    const marked = markStatuses(swagger());
    unmarkStatuses(marked);
    expect(JSON.stringify(marked)).toBe(JSON.stringify(swagger()));
  });

  it('converts as swagger2openapi converts the document unmarked', async () => {
    const options = { patch: true, warnOnly: true, resolve: false, direct: true, text: '-' };
    const plain = await convertObj(swagger(), options);
    const converted = await convertWithSwagger2openapi(swagger());
    expect(JSON.stringify(converted)).toBe(JSON.stringify(plain));
    const responses = (
      converted as { paths: Record<string, Record<string, { responses: object }>> }
    ).paths['/pets']?.['get']?.responses;
    expect(Object.keys(responses ?? {})).toEqual(['200', '404', 'default', 'x-note']);
  });
});
