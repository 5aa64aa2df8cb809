import { createHash } from 'node:crypto';
import type { Spec } from '@specrun/model';
import { compileApp, defaultUser, type AppScreen } from '@specrun/runtime';

/**
 * What a spec's site page shows before the app's code has run: the running app's frame as its
 * first render draws it (the spec's name, the navigation, and the heading of the screen the
 * URL's hash names), so that the page's first paint already holds the screen's heading. The
 * routes are in the hash, which no server sees: a small inline script picks the heading from a
 * route → title table written by the build, before the first paint. apps/web's boot.css lays it
 * out where the app draws the same things; the app's first render replaces it.
 *
 * The same script asks for the app's code once that first paint is done: on a phone, the code
 * arriving (and being compiled) would otherwise hold the paint back, as a linked script does.
 */
export interface BootShell {
  /** The markup that replaces the web app's own boot content (`BOOT_MAIN`), its script inline. */
  markup: string;
  /** The inline script's text, for the content security policy's hash (`scriptHash`). */
  script: string;
}

/** The element of apps/web's index.html that the shell replaces, as the page writes it. */
export const BOOT_MAIN = /<div class="specrun-boot-main">[\s\S]*?<\/div>/;

/** The web app's code, as the page's URLs name it: its entry module, the modules and styles to fetch with it. */
export interface AppCode {
  entry: string;
  modules: string[];
  styles: string[];
}

/** The ids of the shell's parts, which the script shows and fills in. */
export const BOOT_RUN_ID = 'specrun-boot-run';
export const BOOT_TITLE_ID = 'specrun-boot-title';
export const BOOT_INTRO_ID = 'specrun-boot-intro';
export const BOOT_DATA_ID = 'specrun-boot-data';

/**
 * One route of the table: the route, its segments (`null` for a parameter), its heading if known,
 * and for the home, the spec's intro and whether the home offers the data's export and import.
 */
type BootRoute = [
  route: string,
  segments: (string | null)[],
  title: string | null,
  intro?: string,
  data?: boolean,
];

/**
 * The boot shell of a spec's site published as `specName`, or `undefined` when the app draws
 * more above its first screen than the shell can know (screens derived from the entities, which
 * add a notice).
 */
export function bootShell(spec: Spec, specName: string, code: AppCode): BootShell | undefined {
  const app = compileApp(spec);
  if (app.derived) return undefined;
  const place = sitePlace(specName);
  const name = spec.name.trim() || 'Untitled spec';
  const routes: BootRoute[] = app.screens.map((screen): BootRoute => {
    const segments = screen.segments.map((segment) =>
      segment.kind === 'literal' ? segment.text : null,
    );
    if (!openToAll(screen)) return [screen.route, segments, null];
    if (screen.kind !== 'home') return [screen.route, segments, screen.title];
    // The home's heading, its intro below it, and room for its data buttons beside it.
    return [screen.route, segments, name, spec.intro, spec.entities.length > 0];
  });
  // The app's header has a second row for the navigation and the "Acting as" switcher.
  const acting = spec.users.length > 0 || defaultUser(spec).roles.length > 0;
  const shown = app.navigation.filter(openToAll);
  const navigation =
    app.navigation.length > 1
      ? `<nav class="specrun-boot-nav" aria-label="Screens of ${escapeHtml(name)}">${shown
          .map(
            (screen) =>
              `<a href="${escapeHtml(runHref(place, screen.route))}" data-route="${escapeHtml(screen.route)}">${escapeHtml(screen.title)}</a>`,
          )
          .join('')}</nav>`
      : '';
  const row =
    app.navigation.length > 1 || acting
      ? `<div class="specrun-boot-row${acting ? ' specrun-boot-acting' : ''}">${navigation}</div>`
      : '';
  const script = bootScript(place, routes, code);
  const markup = [
    '<div class="specrun-boot-main">',
    `<div class="specrun-boot-run" id="${BOOT_RUN_ID}" hidden>`,
    '<div class="specrun-boot-run-header">',
    `<a class="specrun-boot-run-name" href="${escapeHtml(runHref(place, '/'))}">${escapeHtml(name)}</a>`,
    row,
    '</div>',
    '<div class="specrun-boot-screen"><div class="specrun-boot-heading">',
    `<h1 class="specrun-boot-title" id="${BOOT_TITLE_ID}" hidden></h1>`,
    `<span class="specrun-boot-data" id="${BOOT_DATA_ID}" aria-hidden="true" hidden><span>Export all data</span><span>Import all data</span></span>`,
    '</div>',
    `<p class="specrun-boot-intro" id="${BOOT_INTRO_ID}" hidden></p>`,
    '</div>',
    '</div>',
    // Run before anything below the frame is parsed: a paint in between would show it moving.
    `<script>${script}</script>`,
    '<p class="specrun-boot-status" role="status">Starting…</p>',
    '</div>',
  ].join('');
  return { markup, script };
}

/** The CSP source that allows one inline script: `'sha256-…'` of its text. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * The place of a site's one spec, as apps/web's `singlePlace` names it: `single-<slug of the
 * published file name>`.
 */
export function sitePlace(specName: string): string {
  const file = specName.split('/').pop() ?? '';
  const slug = file
    .replace(/\.[^.]*$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `single-${slug === '' ? 'spec' : slug}`;
}

/**
 * Whether every user may open a screen by its roles (point 2). A screen for some roles gets no
 * heading in the shell: the acting user, kept by the browser, is not known when the page is made.
 */
function openToAll(screen: AppScreen): boolean {
  return screen.roles.length === 0 || screen.roles.includes('all');
}

function runHref(place: string, route: string): string {
  return `#/s/${place}${route === '/' ? '' : route}`;
}

/**
 * The script: reads the hash as the app's routes do (`#/s/<place>/<route>`, or no hash for the
 * home), finds the route the app's `findScreen` would (the most literal segments, the first of
 * equals; a parameter matches a non-empty, well-encoded segment), shows the frame, the heading
 * and the navigation's current screen, anew when the hash changes before the app has started; it
 * notes the hash it drew for (`data-hash`). Any other hash leaves the plain boot page. Then, after
 * the next frame (at once in a hidden tab, which paints none), it adds the app's code to the page,
 * one element per task.
 */
function bootScript(place: string, routes: BootRoute[], code: AppCode): string {
  const frame = `function frame(){var run=document.getElementById(${JSON.stringify(BOOT_RUN_ID)}),title=document.getElementById(${JSON.stringify(BOOT_TITLE_ID)}),intro=document.getElementById(${JSON.stringify(BOOT_INTRO_ID)}),data=document.getElementById(${JSON.stringify(BOOT_DATA_ID)});if(!run||!title||!intro||!data)return;var h=location.hash,path,links=run.querySelectorAll("nav a");run.setAttribute("data-hash",h);run.hidden=true;title.hidden=true;title.textContent="";intro.hidden=true;intro.textContent="";data.hidden=true;for(var k=0;k<links.length;k++)links[k].removeAttribute("aria-current");if(h===""||h==="#")path="/";else{var m=/^#\\/s\\/([^/?]+)(\\/[^?]*)?/.exec(h);if(!m||m[1]!==place)return;path=("/"+(m[2]||"").slice(1)).replace(/\\/$/,"")||"/";}run.hidden=false;if(path.slice(0,2)==="/~")return;var rest=path.slice(1);if(rest.slice(-1)==="/")rest=rest.slice(0,-1);var parts=rest===""?[]:rest.split("/"),best,most=-1;for(var i=0;i<routes.length;i++){var segs=routes[i][1],literals=0,ok=segs.length===parts.length;for(var j=0;ok&&j<segs.length;j++){if(segs[j]===null){if(parts[j]==="")ok=false;else try{decodeURIComponent(parts[j]);}catch(e){ok=false;}}else if(segs[j]===parts[j])literals++;else ok=false;}if(ok&&literals>most){best=routes[i];most=literals;}}if(!best)return;for(var n=0;n<links.length;n++)if(links[n].getAttribute("data-route")===best[0])links[n].setAttribute("aria-current","page");if(best[2]===null)return;title.textContent=best[2];title.hidden=false;if(best[3]){intro.textContent=best[3];intro.hidden=false;}if(best[4])data.hidden=false;}`;
  // Each element is added in a task of its own: adding a module's preload link costs a phone
  // about 10 ms (the browser reads the module then), and seventeen at once were one long task.
  const load = `function load(){var steps=[],channel=new MessageChannel();function add(tag,props){steps.push(function(){var e=document.createElement(tag);e.crossOrigin="";for(var p in props)e[p]=props[p];document.head.appendChild(e);});}for(var i=0;i<code.styles.length;i++)add("link",{rel:"preload",as:"style",href:code.styles[i]});for(var j=0;j<code.modules.length;j++)add("link",{rel:"modulepreload",href:code.modules[j]});add("script",{type:"module",src:code.entry});function next(){steps.shift()();if(steps.length>0)channel.port2.postMessage(null);}channel.port1.onmessage=next;next();}`;
  const after = `if(document.visibilityState==="hidden")load();else requestAnimationFrame(function(){setTimeout(load,0);});`;
  return `(function(place,routes,code){${frame}${load}frame();addEventListener("hashchange",frame);${after}})(${scriptSafeJson(place)},${scriptSafeJson(routes)},${scriptSafeJson(code)});`;
}

/** JSON that cannot end the script element it sits in: every `<` written as its escape. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Text or an attribute's value as HTML shows it, never as markup. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
