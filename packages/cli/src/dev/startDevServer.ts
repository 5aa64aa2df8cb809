import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { decodeSpecBytes } from '@specrun/model';
import {
  narrowConnect,
  pagePolicy,
  securityHeaders,
  specOriginOfText,
} from '../build/securityPolicy.ts';
import { shipSpecFile } from '../build/shipSpec.ts';
import { formatSiteConfig, SITE_CONFIG_FILE, type SiteConfig } from '../build/siteConfig.ts';
import { EventStream } from '@specrun/server';
import { contentTypeOf, sendText, serveStatic } from './serveStatic.ts';
import { watchFile } from './watchFile.ts';

/** The path of the event stream that tells the app the spec changed. */
export const EVENTS_PATH = 'specrun-events';

/** The only interface the dev server listens on. */
export const DEV_HOST = '127.0.0.1';

/** What `startDevServer` needs. */
export interface DevServerOptions {
  /** The built web app's folder. */
  webDir: string;
  specFile: string;
  /** The name the spec is served under, at the root (`publishedSpecName`). */
  specName: string;
  /** 0 picks a free port. */
  port: number;
  /** Called after the spec file changed (or came back), once the `change` event is sent. */
  onChange?: (text: string) => void;
  /** Called after the spec file went missing, once the `missing` event is sent. */
  onMissing?: () => void;
}

/** A running dev server. */
export interface DevServer {
  /** `http://127.0.0.1:<port>/` */
  url: string;
  port: number;
  /** Stops watching, ends the event streams and closes the server. */
  close(): Promise<void>;
}

/**
 * Serves the web app for one spec on 127.0.0.1: the app's files, `specrun.json` with `live` and
 * the spec's diagnostics, the spec fresh from disk on every request, and an event stream that sends `change` each time the
 * spec file changes (or comes back) and `missing` when it goes missing (also to a client that
 * connects while it is). Every answer carries the app's content security policy as a header,
 * its calls narrowed to the spec's server (`securityPolicy.ts`), as the spec is now. Rejects with
 * the listen error (EADDRINUSE when the port is taken).
 */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const events = new EventStream();
  const serveApp = serveStatic(options.webDir);
  let version = 0;
  let missing = false;
  const policy = pagePolicy(await readFile(join(options.webDir, 'index.html'), 'utf8'));
  const headersFor = (text: string | undefined): Record<string, string> => {
    // A web app built without a policy gets none rather than one that would break it.
    if (policy === undefined) return { 'X-Content-Type-Options': 'nosniff' };
    const origin = text === undefined ? undefined : specOriginOfText(text, options.specName);
    return securityHeaders(narrowConnect(policy, origin));
  };
  let headers = headersFor(await readSpecText(options.specFile));
  // Checked on each request, as the spec is read: the app reads both anew on each change.
  const siteConfig = async (): Promise<string> => {
    const config: SiteConfig = { spec: options.specName, live: EVENTS_PATH };
    const check = await shipSpecFile(options.specFile, options.specName);
    if (check !== undefined) config.check = check;
    return formatSiteConfig(config);
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    const { pathname } = new URL(request.url ?? '/', 'http://host');
    if (!isLoopbackHost(request.headers.host)) {
      // A page of another site that made a name resolve to 127.0.0.1 must not read the spec.
      sendText(response, 403, 'The dev server answers only to 127.0.0.1 and localhost.\n');
    } else if (request.method !== 'GET' && request.method !== 'HEAD') {
      sendText(response, 405, 'Only GET and HEAD are served here.\n', { Allow: 'GET, HEAD' });
    } else if (pathname === `/${SITE_CONFIG_FILE}`) {
      send(response, 200, contentTypeOf(SITE_CONFIG_FILE), await siteConfig());
    } else if (pathname === `/${options.specName}`) {
      await sendSpec(options.specFile, options.specName, response);
    } else if (pathname === `/${EVENTS_PATH}`) {
      events.connect(
        request,
        response,
        missing ? { type: 'missing', data: { version } } : undefined,
      );
    } else {
      await serveApp(request, response);
    }
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) sendText(response, 500, `${String(error)}\n`);
      else response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, DEV_HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const stopWatching = watchFile(
    options.specFile,
    (text) => {
      missing = false;
      headers = headersFor(text);
      version += 1;
      events.send('change', { version });
      options.onChange?.(text);
    },
    () => {
      missing = true;
      events.send('missing', { version });
      options.onMissing?.();
    },
  );
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${DEV_HOST}:${port}/`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        stopWatching();
        events.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The spec file's text as the app reads it, `undefined` while it cannot be read. */
async function readSpecText(file: string): Promise<string | undefined> {
  try {
    return decodeSpecBytes(await readFile(file)).text;
  } catch {
    return undefined;
  }
}

async function sendSpec(file: string, name: string, response: ServerResponse): Promise<void> {
  let text: Buffer;
  try {
    text = await readFile(file);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    sendText(response, code === 'ENOENT' ? 404 : 500, `Cannot read ${file}: ${String(code)}\n`);
    return;
  }
  send(response, 200, contentTypeOf(name), text);
}

function send(response: ServerResponse, status: number, type: string, body: string | Buffer) {
  response.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(body),
  });
  response.end(body);
}

function isLoopbackHost(host: string | undefined): boolean {
  if (host === undefined) return true;
  const name = host.replace(/:\d+$/, '');
  return name === DEV_HOST || name === 'localhost' || name === '[::1]';
}
