import { BOOT_MAIN, type BootShell } from './bootShell.ts';
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

/**
 * The web app's `index.html` made the page of one spec's site: the running app's scripts and
 * style sheets are preloaded, and `specrun.json` with the spec's text rides along as a data
 * block (a script of type `application/json`, which is never run, so the content security
 * policy's `script-src 'self'` is untouched). With a shell, the page's boot content is the
 * shell, whose inline script the policy must allow by its hash (`scriptHash`). Throws
 * when the page has no `</head>`, or no boot content for a shell to replace.
 */
export function sitePage(original: string, page: SitePage): string {
  const html = page.shell === undefined ? original : withShell(original, page.shell);
  const head = html.search(/<\/head>/i);
  if (head < 0) throw new Error("the web app's index.html has no </head>");
  const links = [
    // Preloaded, not linked: a style sheet linked in the head would hold up the first paint.
    ...page.preload.styles.map(
      (file) => `<link rel="preload" as="style" crossorigin href="./${file}">`,
    ),
    ...page.preload.scripts.map(
      (file) => `<link rel="modulepreload" crossorigin href="./${file}">`,
    ),
  ];
  const embedded = { ...page.config, text: page.specText };
  const data = `<script type="application/json" id="${EMBEDDED_SITE_ID}">${scriptSafeJson(embedded)}</script>`;
  const added = [...links, data].map((line) => `    ${line}\n`).join('');
  // On lines of their own, before the line that closes the head.
  const at = html.lastIndexOf('\n', head) + 1;
  return `${html.slice(0, at)}${added}${html.slice(at)}`;
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
