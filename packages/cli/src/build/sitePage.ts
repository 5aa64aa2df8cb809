import { BOOT_MAIN, type AppCode, type BootShell } from './bootShell.ts';
import type { ChunkFiles } from './webManifest.ts';
import type { SiteConfig } from './siteConfig.ts';

/**
 * The id of the element in which a spec's site page carries `specrun.json` and the spec's text:
 * the app reads them from the page instead of fetching each in turn (apps/web's readSiteConfig).
 */
export const EMBEDDED_SITE_ID = 'specrun-site';

/** What the page of a spec's site carries besides the web app's own page. */
export interface SitePage {
  config: SiteConfig;
  specText: string;
  /** The running app's files, named in the page so they load with the page, not after it. */
  preload: ChunkFiles;
  /** The running app's frame to show before the app's code runs, with its script (`bootShell`). */
  shell?: BootShell | undefined;
}

/** The web app's entry module as Vite writes it into the page. */
const ENTRY = /^[ \t]*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>[ \t]*\n?/m;

/** A module the page preloads, as Vite writes it. */
const MODULE_PRELOAD = /^[ \t]*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>[ \t]*\n?/gm;

/**
 * The web app's code as the page of a spec's site loads it: the page's entry module and the
 * modules it preloads, with the running app's files (`preload`). `undefined` for a page without
 * an entry module.
 */
export function appCode(html: string, preload: ChunkFiles): AppCode | undefined {
  const entry = ENTRY.exec(html)?.[1];
  if (entry === undefined) return undefined;
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  return {
    entry,
    modules: [...modules, ...preload.scripts.map((file) => `./${file}`)],
    styles: preload.styles.map((file) => `./${file}`),
  };
}

/**
 * The web app's `index.html` made the page of one spec's site: the running app's scripts and
 * style sheets are preloaded, and `specrun.json` with the spec's text rides along as a data
 * block at the end of the body (a script of type `application/json`, which is never run, so the
 * content security policy's `script-src 'self'` is untouched). With a shell, the page's boot content is the
 * shell, whose inline script the policy must allow by its hash (`scriptHash`), and which loads
 * the app's code itself (`appCode`) after the first paint: the page no longer names it. Throws
 * when the page has no `</head>` or `</body>`, or no boot content for a shell to replace.
 */
export function sitePage(original: string, page: SitePage): string {
  const html =
    page.shell === undefined
      ? original
      : withShell(original, page.shell).replace(ENTRY, '').replace(MODULE_PRELOAD, '');
  const head = html.search(/<\/head>/i);
  if (head < 0) throw new Error("the web app's index.html has no </head>");
  const links =
    page.shell !== undefined
      ? []
      : [
          // Preloaded, not linked: a style sheet linked in the head would hold up the first paint.
          ...page.preload.styles.map(
            (file) => `<link rel="preload" as="style" crossorigin href="./${file}">`,
          ),
          ...page.preload.scripts.map(
            (file) => `<link rel="modulepreload" crossorigin href="./${file}">`,
          ),
        ];
  const body = html.search(/<\/body>/i);
  if (body < 0) throw new Error("the web app's index.html has no </body>");
  const embedded = { ...page.config, text: page.specText };
  const data = `<script type="application/json" id="${EMBEDDED_SITE_ID}">${scriptSafeJson(embedded)}</script>`;
  // On lines of their own, before the lines that close the head and the body. The data comes
  // last: the app reads it once the page is parsed, and what the page shows is parsed first.
  const headAt = html.lastIndexOf('\n', head) + 1;
  const bodyAt = html.lastIndexOf('\n', body) + 1;
  return [
    html.slice(0, headAt),
    ...links.map((line) => `    ${line}\n`),
    html.slice(headAt, bodyAt),
    `    ${data}\n`,
    html.slice(bodyAt),
  ].join('');
}

/** The page with its boot content replaced by the shell. */
function withShell(html: string, shell: BootShell): string {
  if (!BOOT_MAIN.test(html))
    throw new Error(
      `the web app's index.html has no boot content (<div class="specrun-boot-main">…</div>) for the spec's frame to replace`,
    );
  // A function, so that no `$` of the spec's text is read as a replacement pattern.
  return html.replace(BOOT_MAIN, () => shell.markup);
}

/**
 * JSON that cannot end the script element it sits in nor open a comment there: every `<` is
 * written as its escape, which JSON.parse reads back as `<`.
 */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
