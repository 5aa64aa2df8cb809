// A test client of a spec's backend, without MSW or HTTP: builds Fetch API requests, hands them to
// `MockBackend.handle`, and reads the answers back, as the server's HTTP host and the page do.
import { readMarkdown, type Spec } from '@specrun/model';
import { MemoryRecordStore } from '../storage/MemoryRecordStore.ts';
import { USER_HEADER } from '../calls/wireHeaders.ts';
import { MockBackend, type MockBackendOptions } from './MockBackend.ts';

/** What a test sends besides method and path. */
export interface ClientInit {
  /** A value sent as JSON. */
  json?: unknown;
  /** A body sent as it is. */
  raw?: string;
  /** Extra headers (`Authorization`, `If-Match`). */
  headers?: Record<string, string>;
  /** The sample user the request acts as (`x-specrun-user`). */
  user?: string;
}

/** An answer as a test reads it. */
export interface ClientAnswer {
  status: number;
  /** The JSON body, or the text when it is not JSON, or undefined when there is none. */
  body: unknown;
  headers: Headers;
}

/** A backend over a memory store, and a way to call it. */
export interface BackendClient {
  spec: Spec;
  store: MemoryRecordStore;
  backend: MockBackend;
  call(method: string, path: string, init?: ClientInit): Promise<ClientAnswer>;
}

/** Reads a Markdown spec and fails the test on any error of the reader. */
export function specOf(markdown: string): Spec {
  const { spec, diagnostics } = readMarkdown(markdown);
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0)
    throw new Error(`the test spec does not read: ${errors.map((d) => d.message).join(' ')}`);
  return spec;
}

/** Opens a spec's backend on a new memory store. */
export function openBackend(
  spec: Spec,
  options: Partial<Omit<MockBackendOptions, 'spec'>> = {},
): BackendClient {
  const store =
    options.store instanceof MemoryRecordStore ? options.store : new MemoryRecordStore();
  const backend = new MockBackend({ ...options, spec, store });
  return {
    spec,
    store,
    backend,
    async call(method, path, init = {}) {
      const headers = new Headers(init.headers);
      if (init.user !== undefined) headers.set(USER_HEADER, init.user);
      let body: string | undefined = init.raw;
      if (init.json !== undefined) {
        body = JSON.stringify(init.json);
        headers.set('Content-Type', 'application/json');
      }
      const request = new Request(`http://backend.test${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body }),
      });
      const response = await backend.handle(request);
      const text = await response.text();
      let parsed: unknown = undefined;
      if (text !== '') {
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = text;
        }
      }
      return { status: response.status, body: parsed, headers: response.headers };
    },
  };
}
