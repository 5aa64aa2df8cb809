import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The promises a wrong backend breaks, one at a time: answers 200 where the spec says 403;
 * lets a create that breaks a rule through; drops the version check; leaves in an answer what
 * its user may not see (others' records in a list, private fields in every record answered).
 */
export type Breach = 'forbidden-ok' | 'rule-through' | 'no-version' | 'leak';

/** A proxy in front of a backend that breaks one promise. */
export interface BreakingProxy {
  url: string;
  close(): Promise<void>;
}

/**
 * Starts a node:http proxy on a free port that forwards every request to `target` and breaks
 * `breach`. For `leak`, a list is asked as each of `users` and answered as their union, and each
 * record gets the members of `secrets`.
 */
export async function startBreakingProxy(
  target: string,
  breach: Breach,
  users: readonly string[],
  secrets: Record<string, unknown> = {},
): Promise<BreakingProxy> {
  const server: Server = createServer((request, response) => {
    void answer(target, breach, users, secrets, request).then(
      ({ status, headers, body }) => {
        response.writeHead(status, headers);
        response.end(body);
      },
      (error: unknown) => {
        response.writeHead(502, { 'content-type': 'text/plain' });
        response.end(String(error));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

interface Forwarded {
  status: number;
  headers: Record<string, string>;
  body: string;
}

async function answer(
  target: string,
  breach: Breach,
  users: readonly string[],
  secrets: Record<string, unknown>,
  request: IncomingMessage,
): Promise<Forwarded> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks).toString();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers))
    if (typeof value === 'string' && name !== 'host' && name !== 'content-length')
      headers[name] = value;
  if (breach === 'no-version') delete headers['if-match'];
  const method = request.method ?? 'GET';
  const send = async (as: Record<string, string>): Promise<Forwarded> => {
    const response = await fetch(`${target}${request.url ?? '/'}`, {
      method,
      headers: as,
      ...(method === 'GET' || method === 'HEAD' ? {} : { body }),
    });
    const out: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (name !== 'content-length' && name !== 'transfer-encoding' && name !== 'connection')
        out[name] = value;
    });
    return { status: response.status, headers: out, body: await response.text() };
  };
  const forwarded = await send(headers);
  switch (breach) {
    case 'forbidden-ok':
      return forwarded.status === 403 ? { ...forwarded, status: 200, body: '{}' } : forwarded;
    case 'rule-through':
      if (method === 'POST' && forwarded.status === 422) {
        const made = { ...(JSON.parse(body || '{}') as object), id: `let-through-${Date.now()}` };
        return { ...forwarded, status: 201, body: JSON.stringify(made) };
      }
      return forwarded;
    case 'leak':
      return leak(forwarded, method, headers, users, secrets, send);
    case 'no-version':
      return forwarded;
  }
}

async function leak(
  forwarded: Forwarded,
  method: string,
  headers: Record<string, string>,
  users: readonly string[],
  secrets: Record<string, unknown>,
  send: (as: Record<string, string>) => Promise<Forwarded>,
): Promise<Forwarded> {
  if (forwarded.status >= 300 || forwarded.body === '') return forwarded;
  const parsed = JSON.parse(forwarded.body) as unknown;
  if (!Array.isArray(parsed)) {
    if (parsed === null || typeof parsed !== 'object') return forwarded;
    // The record itself, or the one inside its envelope (`{"user": {…}}`).
    const inner = Object.entries(parsed).filter(
      ([, v]) => v !== null && typeof v === 'object' && !Array.isArray(v),
    );
    const leaked =
      'id' in parsed || inner.length !== 1
        ? { ...parsed, ...secrets }
        : { ...parsed, [inner[0]?.[0] ?? '']: { ...(inner[0]?.[1] as object), ...secrets } };
    return { ...forwarded, body: JSON.stringify(leaked) };
  }
  if (method !== 'GET') return forwarded;
  const union = new Map<string, unknown>();
  for (const user of users) {
    const asUser = await send({ ...headers, 'x-specrun-user': user });
    const items = asUser.status === 200 ? (JSON.parse(asUser.body) as unknown) : [];
    if (Array.isArray(items))
      for (const item of items as { id?: unknown }[])
        union.set(String(item.id), { ...item, ...secrets });
  }
  return { ...forwarded, body: JSON.stringify([...union.values()]) };
}
