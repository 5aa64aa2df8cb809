import { checkSpec } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import { openBackend, specOf } from './backendClient.testing.ts';

// Envelopes in and out, fields an answer carries or leaves out, references embedded, empty values
// as null, numbered ids, and the spec's error shape (docs/calls.md, "On the wire").
const SHOP = `# Specification: Shop

## 3. Entities and their fields

### Maker

| field | type | required | notes |
| --- | --- | --- | --- |
| name | text | yes | unique |
| site | url | no | |

### Product

| field | type | required | notes |
| --- | --- | --- | --- |
| code | text | yes | unique |
| title | text | yes | |
| blurb | longtext | no | empty is none |
| maker | ref Maker | no | answered as name and site |
| labels | list of text | no | |

### Review

| field | type | required | notes |
| --- | --- | --- | --- |
| id | integer | no | numbered by the backend |
| text | longtext | yes | |
| product | ref Product | yes | |

## 6. Roles and permissions

| role | may | on |
| --- | --- | --- |
| clerk | all | all |

| user | name | roles |
| --- | --- | --- |
| c1 | Cy Clerk | clerk |

## 7. The calls it makes

Errors are answered as \`{errors: {<field>: [<message>]}}\`.

| call | method | path | sends | answers |
| --- | --- | --- | --- | --- |
| create maker | POST | /api/makers | {maker: Maker} | 201 {maker: Maker} |
| list products | GET | /api/products | | 200 {products: Product[] without blurb, productCount: count} |
| read product | GET | /api/products/:code | | 200 {product: Product}; 404 NOT_FOUND |
| create product | POST | /api/products | {product: Product} | 201 {product: Product}; 422 validation errors |
| create review | POST | /api/products/:code/reviews | {review: Review(text)} | 201 {review: Review without product} |
| read review | GET | /api/products/:code/reviews/:id | | 200 Review(id, text) |

## 8. The error catalogue

| code | status | message |
| --- | --- | --- |
| NOT_FOUND | 404 | not found |
| REQUIRED | 422 | can't be blank |
| WRONG_ENVELOPE | 422 | is not in its envelope: send {envelope} |
`;

async function shop() {
  const spec = specOf(SHOP);
  const client = openBackend(spec);
  const as = { user: 'c1' };
  await client.call('POST', '/api/makers', {
    ...as,
    json: { maker: { name: 'Acme', site: 'https://acme.example' } },
  });
  const maker = (await client.store.list('Maker'))[0]?.id;
  return { spec, client, as, maker };
}

describe('wire shapes', () => {
  it('check clean', () => {
    expect(checkSpec(specOf(SHOP)).filter((d) => d.severity !== 'info')).toEqual([]);
  });

  it('read values in the envelope, and answer every field, empty ones as null', async () => {
    const { client, as, maker } = await shop();
    const made = await client.call('POST', '/api/products', {
      ...as,
      json: { product: { code: 'p1', title: 'Pan', blurb: '', maker } },
    });
    expect(made.status).toBe(201);
    expect(made.body).toEqual({
      product: {
        id: expect.any(String),
        code: 'p1',
        title: 'Pan',
        blurb: null,
        maker: { name: 'Acme', site: 'https://acme.example' },
        labels: [],
      },
    });
    // "" is kept as no value, when the notes say so.
    const stored = await client.store.list('Product');
    expect(stored[0]?.values).not.toHaveProperty('blurb');
  });

  it('answer a list in its envelope with its count, leaving out what it leaves out', async () => {
    const { client, as } = await shop();
    for (const code of ['a', 'b'])
      await client.call('POST', '/api/products', {
        ...as,
        json: { product: { code, title: code, blurb: 'long text' } },
      });
    const listed = await client.call('GET', '/api/products', as);
    expect(listed.body).toEqual({
      products: [
        { id: expect.any(String), code: 'a', title: 'a', maker: null, labels: [] },
        { id: expect.any(String), code: 'b', title: 'b', maker: null, labels: [] },
      ],
      productCount: 2,
    });
  });

  it('refuse a body in another envelope with 422, naming the envelope, storing nothing', async () => {
    const { client, as } = await shop();
    for (const json of [{ code: 'x', title: 'X' }, { item: { code: 'x' } }, { product: 'x' }]) {
      const refused = await client.call('POST', '/api/products', { ...as, json });
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual({
        errors: { product: ['is not in its envelope: send {"product": {…}}'] },
      });
    }
    expect(await client.store.list('Product')).toEqual([]);
  });

  it("answer errors in the spec's shape, each field's messages together", async () => {
    const { client, as } = await shop();
    const blank = await client.call('POST', '/api/products', {
      ...as,
      json: { product: { code: '', title: '' } },
    });
    expect(blank.status).toBe(422);
    expect(blank.body).toEqual({ errors: { code: ["can't be blank"], title: ["can't be blank"] } });
    const missing = await client.call('GET', '/api/products/none', as);
    expect(missing.body).toEqual({ errors: { product: ['not found'] } });
  });

  it('number the records of an entity whose id is an integer, and answer the id as a number', async () => {
    const { client, as } = await shop();
    await client.call('POST', '/api/products', {
      ...as,
      json: { product: { code: 'p', title: 'P' } },
    });
    const first = await client.call('POST', '/api/products/p/reviews', {
      ...as,
      json: { review: { text: 'Good' } },
    });
    const second = await client.call('POST', '/api/products/p/reviews', {
      ...as,
      json: { review: { text: 'Fine' } },
    });
    expect(first.body).toEqual({ review: { id: 1, text: 'Good' } });
    expect(second.body).toEqual({ review: { id: 2, text: 'Fine' } });
    const read = await client.call('GET', '/api/products/p/reviews/2', as);
    expect(read.body).toEqual({ id: 2, text: 'Fine' });
  });

  it('refuse a field the call does not send', async () => {
    const { client, as } = await shop();
    await client.call('POST', '/api/products', {
      ...as,
      json: { product: { code: 'p', title: 'P' } },
    });
    const refused = await client.call('POST', '/api/products/p/reviews', {
      ...as,
      json: { review: { text: 'Good', product: 'x' } },
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      errors: { product: ['product is not a field of this record.'] },
    });
    expect(await client.store.list('Review')).toEqual([]);
  });
});
