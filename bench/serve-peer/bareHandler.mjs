// The floor of the serve benchmark: a bare node:http handler that runs the same SQL as
// `specrun serve` through postgres.js (prepared, as serve's are), and checks nothing.
// Usage: node bareHandler.mjs URL PORT POOL [--notify], POOL the most connections (as serve's).
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import postgres from 'postgres';

const [url, port, pool, flag] = process.argv.slice(2);
const notify = flag === '--notify';
const sql = postgres(url, { max: Number(pool) });
const table = 'library."Book"';
// Statements are prepared once per connection, as serve's are.
const PREPARED = { prepare: true };
const columns =
  'id, version::text AS version, created_at, updated_at, title, isbn, author, pages::text AS pages, price::text AS price, available::text AS available, status';

function send(response, status, body) {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
  });
  response.end(text);
}

createServer(async (request, response) => {
  try {
    const path = new URL(request.url, 'http://host').pathname;
    let match;
    if (request.method === 'GET' && (match = /^\/api\/books\/([^/]+)$/.exec(path))) {
      const [row] = await sql.unsafe(
        `SELECT ${columns} FROM ${table} WHERE id = $1::text`,
        [decodeURIComponent(match[1])],
        PREPARED,
      );
      return row ? send(response, 200, row) : send(response, 404, { error: 'not found' });
    }
    if (request.method === 'GET' && (match = /^\/api\/authors\/([^/]+)\/books$/.exec(path))) {
      const rows = await sql.unsafe(
        `SELECT ${columns} FROM ${table} WHERE author = $1::text ORDER BY created_at, id LIMIT 20`,
        [decodeURIComponent(match[1])],
        PREPARED,
      );
      return send(response, 200, rows);
    }
    if (request.method === 'POST' && path === '/api/books') {
      let text = '';
      for await (const chunk of request) text += chunk;
      const body = JSON.parse(text);
      const now = new Date().toISOString();
      const id = randomUUID();
      const insert = `INSERT INTO ${table} (id, version, created_at, updated_at, title, isbn, available, status) VALUES ($1::text, 1, $2::text, $2::text, $3::text, $4::text, true, 'shelved')`;
      const params = [id, now, body.title, body.isbn];
      // With --notify, the insert announces itself in its own transaction, as serve's writes
      // to a database other processes share do.
      if (notify)
        await sql.unsafe(
          `WITH written AS (${insert} RETURNING id) SELECT pg_notify('bare_changes', written.id) FROM written`,
          params,
          PREPARED,
        );
      else await sql.unsafe(insert, params, PREPARED);
      return send(response, 201, { id, ...body });
    }
    send(response, 404, { error: 'not found' });
  } catch (error) {
    send(response, 500, { error: String(error) });
  }
}).listen(Number(port), '127.0.0.1', () => console.log(`listening on ${port}`));
