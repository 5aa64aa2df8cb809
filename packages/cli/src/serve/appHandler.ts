import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Diagnostic, ShippedSpec, Spec } from '@specrun/model';
import { EVENTS_PATH, type NodeHandler } from '@specrun/server';
import { findWebApp } from '../build/findWebApp.ts';
import { narrowConnect, pagePolicy, securityHeaders, specOrigin } from '../build/securityPolicy.ts';
import { shippedSpecOf } from '../build/shipSpec.ts';
import {
  formatSiteConfig,
  publishedSpecName,
  SITE_CONFIG_FILE,
  type SiteConfig,
} from '../build/siteConfig.ts';
import { contentTypeOf, serveStatic } from '../dev/serveStatic.ts';

/** The version of the spec the server answers for: as read from its file, and checked. */
export interface ServedText {
  bytes: Uint8Array;
  text: string;
  diagnostics: Diagnostic[];
  model: Spec;
}

/** The web app's handler for what the calls leave, or a note on why there is none. */
export interface AppServing {
  handler?: NodeHandler;
  note?: string;
}

/** What `appHandler` needs. */
export interface AppHandlerOptions {
  specFile: string;
  format: 'markdown' | 'yaml';
  /** The version served now: the app runs exactly what the server answers for. */
  served: () => ServedText;
  /** How the app tells the server who acts: the development header, or the token of sign-in. */
  acting: NonNullable<SiteConfig['server']>['acting'];
}

/**
 * Serves the built web app at / in single-spec mode, live: its files; the spec's text and
 * `specrun.json` with its check, both of the version the server answers for (a changed file
 * with errors is not sent); `live`, the server's event stream (`change` on each new version,
 * `records` on each write); and `server`, which sends the app's calls to this server with the
 * acting user. Each answer carries the app's content security policy as a header, its calls
 * narrowed to this server and the spec's own (`securityPolicy.ts`). When the app is not built,
 * only the calls are served, and the note says how to build it.
 */
export function appHandler(options: AppHandlerOptions): AppServing {
  const web = findWebApp();
  if (!web.found) return { note: `The web app is not served at /: ${web.problem}` };
  const specName = publishedSpecName(options.specFile, options.format);
  const files = serveStatic(web.dir);
  const policy = pagePolicy(readFileSync(join(web.dir, 'index.html'), 'utf8'));
  let made: { served: ServedText; headers: Record<string, string>; config: string } | undefined;
  // Made once per version served.
  const current = () => {
    const served = options.served();
    if (made?.served === served) return made;
    // A web app built without a policy gets none rather than one that would break it.
    const headers =
      policy === undefined
        ? { 'X-Content-Type-Options': 'nosniff' }
        : securityHeaders(narrowConnect(policy, specOrigin(served.model)));
    const check: ShippedSpec = shippedSpecOf(served.text, served.diagnostics, served.model);
    const config = formatSiteConfig({
      spec: specName,
      check,
      live: EVENTS_PATH.slice(1),
      server: { acting: options.acting },
    });
    return (made = { served, headers, config });
  };
  const handler: NodeHandler = async (request, response) => {
    const { served, headers, config } = current();
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    const { pathname } = new URL(request.url ?? '/', 'http://host');
    if (pathname === `/${SITE_CONFIG_FILE}`) {
      send(response, contentTypeOf(SITE_CONFIG_FILE), config);
    } else if (pathname === `/${specName}`) {
      send(response, contentTypeOf(specName), served.bytes);
    } else {
      await files(request, response);
    }
  };
  return { handler };
}

function send(response: Parameters<NodeHandler>[1], type: string, body: string | Uint8Array): void {
  response.writeHead(200, {
    'Content-Type': type,
    'Cache-Control': 'no-store',
    'Content-Length': typeof body === 'string' ? Buffer.byteLength(body) : body.length,
  });
  response.end(body);
}
