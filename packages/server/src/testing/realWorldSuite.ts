import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { readMarkdown } from '@specrun/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServe, type RunningServe, type ServeDatabase } from '../startServe.ts';
import { runRealWorldHurl, startProxy } from './realWorldHurl.ts';

// RealWorld's own API suite (13 Hurl files, 154 requests) against `serve` of examples/conduit.md,
// through a proxy that keeps every answer, so that no password can hide in one.

const ROOT = resolve(import.meta.dirname, '..', '..', '..', '..');

/**
 * Registers RealWorld's API suite against `specrun serve examples/conduit.md` on the database
 * `open` gives (called once, before the suite; `close` after it), for a test file's own database.
 */
export function describeRealWorld(
  title: string,
  open: () => Promise<ServeDatabase>,
  close: () => Promise<void> = async () => {},
): void {
  let serve: RunningServe;
  let proxy: Server;
  const answers: string[] = [];

  beforeAll(async () => {
    const text = readFileSync(join(ROOT, 'examples', 'conduit.md'), 'utf8');
    serve = await startServe({
      spec: readMarkdown(text).spec,
      database: await open(),
      port: 0,
      host: '127.0.0.1',
    });
    proxy = await startProxy(serve.url, { onAnswer: (body) => answers.push(body) });
  }, 120_000);

  afterAll(async () => {
    await new Promise((done) => proxy?.close(done));
    await serve?.close();
    await close();
  });

  describe(title, () => {
    it("passes RealWorld's API suite, and answers no password", async () => {
      const { files, stdout } = await runRealWorldHurl(proxy);
      expect(files).toHaveLength(13);
      expect(stdout.trimEnd().split('\n').pop()).toBe(
        '154 requests: 154 passed, 0 failed, 0 not run',
      );

      // Every password the suite sends, and any stored hash, is absent from every answer.
      const sent = new Set<string>();
      for (const file of files)
        for (const match of readFileSync(file, 'utf8').matchAll(/"password":\s*"([^"]+)"/g))
          sent.add(match[1]!);
      expect(sent.size).toBeGreaterThanOrEqual(4);
      expect(answers.length).toBeGreaterThanOrEqual(154);
      for (const body of answers) {
        for (const password of sent) expect(body).not.toContain(password);
        expect(body).not.toMatch(/scrypt\$|pbkdf2/);
      }

      // What is stored is a scrypt hash of each user's password, never the password.
      const users = await serve.store.list('User');
      const stored = users.map((u) => u.values['password']).filter((p) => p !== undefined);
      expect(stored.length).toBeGreaterThanOrEqual(5);
      for (const hash of stored) expect(String(hash)).toMatch(/^scrypt\$16384\$8\$5\$/);
    }, 300_000);
  });
}
