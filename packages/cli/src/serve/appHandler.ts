import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { NodeHandler } from '@specrun/server';
import { checkFileForSite } from '../build/siteCheck.ts';
import { findWebApp } from '../build/findWebApp.ts';
import { narrowConnect, pagePolicy, securityHeaders } from '../build/securityPolicy.ts';
import { formatSiteConfig, publishedSpecName, SITE_CONFIG_FILE } from '../build/siteConfig.ts';
import { contentTypeOf, sendText, serveStatic } from '../dev/serveStatic.ts';

/** The web app's handler for what the calls leave, or a note on why there is none. */
export interface AppServing {
  handler?: NodeHandler;
  note?: string;
}

/**
 * Serves the built web app at / in single-spec mode, as `specrun dev` does: its files,
 * `specrun.json` with the spec's check, and the spec's text read fresh on each request, each with
 * the app's content security policy as a header, its calls narrowed to this server and
 * `origin`, the spec's own server (`securityPolicy.ts`). When the app is not built, only the
 * calls are served, and the note says how to build it.
 */
export function appHandler(
  specFile: string,
  format: 'markdown' | 'yaml',
  origin?: string,
): AppServing {
  const web = findWebApp();
  if (!web.found) return { note: `The web app is not served at /: ${web.problem}` };
  const specName = publishedSpecName(specFile, format);
  const files = serveStatic(web.dir);
  const policy = pagePolicy(readFileSync(join(web.dir, 'index.html'), 'utf8'));
  // A web app built without a policy gets none rather than one that would break it.
  const headers =
    policy === undefined
      ? { 'X-Content-Type-Options': 'nosniff' }
      : securityHeaders(narrowConnect(policy, origin));
  const handler: NodeHandler = async (request, response) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    const { pathname } = new URL(request.url ?? '/', 'http://host');
    if (pathname === `/${SITE_CONFIG_FILE}`) {
      const check = await checkFileForSite(specFile, specName);
      const text = formatSiteConfig({ spec: specName, ...(check ? { check } : {}) });
      response.writeHead(200, {
        'Content-Type': contentTypeOf(SITE_CONFIG_FILE),
        'Cache-Control': 'no-store',
      });
      response.end(text);
    } else if (pathname === `/${specName}`) {
      try {
        const text = await readFile(specFile);
        response.writeHead(200, {
          'Content-Type': contentTypeOf(specName),
          'Cache-Control': 'no-store',
        });
        response.end(text);
      } catch {
        sendText(response, 404, `${specFile} cannot be read.\n`);
      }
    } else {
      await files(request, response);
    }
  };
  return { handler };
}
