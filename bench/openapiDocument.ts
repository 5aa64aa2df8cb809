/**
 * A synthetic OpenAPI 3.0 document of a given number of resources: for each, a schema with a
 * dozen fields of every kind (constraints, enums, a reference to the previous resource, a list,
 * an inline object), and five operations (list, create, read, update, delete) with query
 * parameters and error answers. About 60 KB per 10 resources in JSON; the same text for the
 * same count.
 */
export function openApiDocument(resources: number): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  const schemas: Record<string, unknown> = {
    Error: {
      type: 'object',
      required: ['code'],
      properties: { code: { type: 'string' }, message: { type: 'string' } },
    },
  };
  const error = (description: string) => ({
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  });
  for (let i = 0; i < resources; i++) {
    const name = `Resource${i}`;
    const ref = { $ref: `#/components/schemas/${name}` };
    schemas[name] = {
      type: 'object',
      description: `The ${i}th resource, with fields of every kind.`,
      required: ['title', 'amount'],
      properties: {
        id: { type: 'string', readOnly: true },
        title: { type: 'string', minLength: 1, maxLength: 120, description: 'What it is called.' },
        body: { type: 'string', maxLength: 5000 },
        amount: { type: 'number', minimum: 0, maximum: 1_000_000 },
        count: { type: 'integer', format: 'int32', minimum: 0 },
        status: { type: 'string', enum: ['draft', 'open', 'closed'], default: 'draft' },
        email: { type: 'string', format: 'email' },
        site: { type: 'string', format: 'uri', pattern: '^https://' },
        due: { type: 'string', format: 'date' },
        at: { type: 'string', format: 'date-time' },
        tags: { type: 'array', items: { type: 'string' }, maxItems: 10 },
        previous:
          i % 10 > 0 ? { $ref: `#/components/schemas/Resource${i - 1}` } : { type: 'string' },
        address: {
          type: 'object',
          properties: {
            street: { type: 'string' },
            city: { type: 'string' },
            zip: { type: 'string', pattern: '^[0-9]{5}$' },
          },
        },
      },
    };
    const base = `/resources${i}`;
    const query = [
      { name: 'limit', in: 'query', schema: { type: 'integer', maximum: 100 } },
      { name: 'offset', in: 'query', schema: { type: 'integer' } },
    ];
    const idParam = [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }];
    const one = { description: 'The resource.', content: { 'application/json': { schema: ref } } };
    const body = { required: true, content: { 'application/json': { schema: ref } } };
    paths[base] = {
      get: {
        operationId: `list${name}`,
        parameters: query,
        responses: {
          200: {
            description: 'The resources.',
            content: { 'application/json': { schema: { type: 'array', items: ref } } },
          },
          401: error('Sign in first.'),
        },
      },
      post: {
        operationId: `create${name}`,
        requestBody: body,
        responses: { 201: one, 422: error('The values are not valid.') },
      },
    };
    paths[`${base}/{id}`] = {
      parameters: idParam,
      get: { operationId: `read${name}`, responses: { 200: one, 404: error('No such resource.') } },
      patch: {
        operationId: `update${name}`,
        requestBody: body,
        responses: { 200: one, 404: error('No such resource.'), 409: error('Changed meanwhile.') },
      },
      delete: {
        operationId: `delete${name}`,
        responses: { 204: { description: 'Deleted.' }, 404: error('No such resource.') },
      },
    };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: `Synthetic API of ${resources} resources`,
      version: '1.0.0',
      description: 'Made for the benchmark.',
    },
    servers: [{ url: 'https://api.example.com/v1' }],
    paths,
    components: { schemas, securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    security: [{ bearer: [] }],
  };
}
