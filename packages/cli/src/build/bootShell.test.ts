import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { readSpec } from '@specrun/model';
import { compileApp, findScreen } from '@specrun/runtime';
import { describe, expect, it } from 'vitest';
import {
  BOOT_DATA_ID,
  BOOT_INTRO_ID,
  BOOT_RUN_ID,
  BOOT_TITLE_ID,
  bootShell,
  scriptHash,
  sitePlace,
  type BootShell,
} from './bootShell.ts';

const CLAIMS = `# Specification: Expense claims

Employees claim back what they spent <for work> & more.

## 2. Screens and routes

| route | screen | shows | roles |
| --- | --- | --- | --- |
| / | home | the purpose | all |
| /claims | list | Claim | all |
| /claims/:id | detail | Claim | all |
| /claims/new | form | Claim | employee |
| /approvals | list | Claim | approver |

## 3. Entities and their fields

### Claim

| field | type | required | notes |
| --- | --- | --- | --- |
| title | text | yes | |

## 6. Roles and permissions

Sample users:

| user | name | roles |
| --- | --- | --- |
| u1 | Ada Employee | employee |
`;

/** Paths after the place, odd ones included. */
const PATHS = [
  '',
  'claims',
  'claims/',
  'claims//',
  'claims/new',
  'claims/new/',
  'claims/x',
  'claims/%20',
  'claims/%E0%A4%A',
  'claims/x/y',
  'approvals',
  'Claims',
  '~about',
  '/claims',
  'claims?x=1',
];

function specOf(text: string) {
  return readSpec(text, { format: 'markdown' }).spec;
}

/** A page's boot content after the shell's script ran for `hash`, as a browser would leave it. */
interface Booted {
  frame: boolean;
  heading: string | undefined;
  current: string[];
  /** The home's intro, when shown. */
  intro?: string;
  /** Whether room is kept for the home's data buttons. */
  data?: true;
}

/** The one inline script of the shell's markup, which must be the script the policy allows. */
function inlineScript(shell: BootShell): string {
  const scripts = [...shell.markup.matchAll(/<script>([\s\S]*?)<\/script>/gi)];
  expect(scripts).toHaveLength(1);
  expect(shell.markup.match(/<\/script/gi)).toHaveLength(1);
  expect(scripts[0]?.[1]).toBe(shell.script);
  return shell.script;
}

/** What the page's script added to the head, as tag and properties. */
type Added = [tag: string, props: Record<string, string>];

/**
 * Runs the shell's script against the elements its markup has, with `hash` in the URL; `frames`
 * says whether the browser then draws a frame (and runs what waits for one).
 */
function boot(shell: BootShell, hash: string, options: BootOptions = {}): Booted {
  return start(shell, hash, options).booted;
}

interface BootOptions {
  hidden?: boolean;
  frames?: boolean;
}

function start(shell: BootShell, hash: string, { hidden = false, frames = true }: BootOptions) {
  const { markup } = shell;
  const script = inlineScript(shell);
  const title = { hidden: true, textContent: '' };
  const element = (attributes: Map<string, string>) => ({
    getAttribute: (name: string) => attributes.get(name) ?? null,
    setAttribute: (name: string, value: string) => attributes.set(name, value),
    removeAttribute: (name: string) => attributes.delete(name),
    attributes,
  });
  const links = [...markup.matchAll(/data-route="([^"]*)"/g)].map((match) =>
    element(new Map([['data-route', match[1] ?? '']])),
  );
  const run = { hidden: true, querySelectorAll: () => links, ...element(new Map()) };
  const intro = { hidden: true, textContent: '' };
  const data = { hidden: true };
  const elements: Record<string, unknown> = {
    [BOOT_RUN_ID]: run,
    [BOOT_TITLE_ID]: title,
    [BOOT_INTRO_ID]: intro,
    [BOOT_DATA_ID]: data,
  };
  const added: Added[] = [];
  const waiting: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const location = { hash };
  const onHashChange: (() => void)[] = [];
  runInNewContext(script, {
    location,
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'hashchange') onHashChange.push(listener);
    },
    document: {
      visibilityState: hidden ? 'hidden' : 'visible',
      getElementById: (id: string) => elements[id] ?? null,
      createElement: (tag: string) => ({ tag }),
      head: {
        appendChild: ({ tag, ...props }: { tag: string } & Record<string, string>) =>
          added.push([tag, props]),
      },
    },
    requestAnimationFrame: (callback: () => void) => waiting.push(callback),
    setTimeout: (callback: () => void) => tasks.push(callback),
    MessageChannel: class {
      port1: { onmessage?: () => void } = {};
      port2 = { postMessage: () => tasks.push(() => this.port1.onmessage?.()) };
    },
  });
  const loadedBeforeFrame = added.length;
  // Each element is added in a task of its own, after the one before.
  const addedInFirstTask = () => {
    const before = added.length;
    tasks.shift()?.();
    return added.length - before;
  };
  const perTask: number[] = [];
  const runTasks = () => {
    while (tasks.length > 0) perTask.push(addedInFirstTask());
  };
  if (hidden) perTask.push(added.length);
  runTasks();
  while (frames && waiting.length > 0) {
    waiting.shift()?.();
    runTasks();
  }
  const shown = (): Booted => ({
    frame: !run.hidden,
    heading: title.hidden ? undefined : title.textContent,
    ...(intro.hidden ? {} : { intro: intro.textContent }),
    ...(data.hidden ? {} : { data: true }),
    current: links
      .filter((link) => link.attributes.get('aria-current') === 'page')
      .map((link) => link.attributes.get('data-route') ?? ''),
  });
  /** Moves to `next` as a link would, before the app has started. */
  const navigate = (next: string): Booted => {
    location.hash = next;
    for (const listener of onHashChange) listener();
    expect(run.attributes.get('data-hash')).toBe(next);
    return shown();
  };
  expect(run.attributes.get('data-hash')).toBe(hash);
  return { booted: shown(), added, loadedBeforeFrame, perTask, navigate };
}

/** The home of the claims spec as the page shows it: its name, its intro, room for its data buttons. */
const HOME = {
  frame: true,
  heading: 'Expense claims',
  intro: 'Employees claim back what they spent <for work> & more.',
  data: true,
} as const;

const CODE = {
  entry: './assets/index-1.js',
  modules: ['./assets/react-2.js', './assets/RunScreen-3.js'],
  styles: ['./assets/RunScreen-4.css'],
};

describe('bootShell', () => {
  const shell = bootShell(specOf(CLAIMS), 'expense-claims.md', CODE);
  if (shell === undefined) throw new Error('the claims spec has a shell');
  const at = (hash: string) => boot(shell, hash);

  it("writes the spec's name and the navigation of the screens every user may open", () => {
    expect(shell.markup).toContain(
      '<a class="specrun-boot-run-name" href="#/s/single-expense-claims">Expense claims</a>',
    );
    expect(shell.markup).toContain(
      '<nav class="specrun-boot-nav" aria-label="Screens of Expense claims">',
    );
    expect([...shell.markup.matchAll(/<a href="([^"]*)" data-route="[^"]*">([^<]*)</g)]).toEqual([
      expect.arrayContaining(['#/s/single-expense-claims', 'Home']),
      expect.arrayContaining(['#/s/single-expense-claims/claims', 'Claims']),
    ]);
    // With sample users, the row keeps room for "Acting as".
    expect(shell.markup).toContain('specrun-boot-row specrun-boot-acting');
    // Hidden until the script finds the page on one of the spec's routes; nothing of data.
    expect(shell.markup).toContain(`id="${BOOT_RUN_ID}" hidden`);
    expect(shell.markup).toContain(
      `<h1 class="specrun-boot-title" id="${BOOT_TITLE_ID}" hidden></h1>`,
    );
  });

  it('shows the heading of the screen the hash names, and marks it in the navigation', () => {
    expect(at('#/s/single-expense-claims/claims')).toEqual({
      frame: true,
      heading: 'Claims',
      current: ['/claims'],
    });
    expect(at('#/s/single-expense-claims/claims/')).toMatchObject({ heading: 'Claims' });
    expect(at('#/s/single-expense-claims/claims?sort=title')).toMatchObject({ heading: 'Claims' });
    // The home's heading is the spec's name; no hash opens the home.
    for (const hash of ['', '#/s/single-expense-claims', '#/s/single-expense-claims/'])
      expect(at(hash)).toEqual({ ...HOME, current: ['/'] });
    // A record's screen shows its screen's title while it loads, never the record.
    expect(at('#/s/single-expense-claims/claims/c%201')).toEqual({
      frame: true,
      heading: 'Claim',
      current: [],
    });
  });

  it('finds the screen the running app finds for every path', () => {
    const app = compileApp(specOf(CLAIMS));
    for (const rest of PATHS) {
      // The app's route of the rest of the hash after the place (apps/web's specRouteOf).
      const route = `/${rest}`.replace(/\/$/, '') || '/';
      const found = route.startsWith('/~') ? undefined : findScreen(app, route);
      const open = found && found.screen.roles.includes('all');
      const title = found?.screen.kind === 'home' ? 'Expense claims' : found?.screen.title;
      expect(at(`#/s/single-expense-claims/${rest}`).heading, rest).toBe(open ? title : undefined);
    }
  });

  it('draws the frame anew when the hash changes before the app has started', () => {
    const started = start(shell, '#/s/single-expense-claims/claims', { frames: false });
    expect(started.navigate('#/s/single-expense-claims')).toEqual({ ...HOME, current: ['/'] });
    expect(started.navigate('#/s/single-expense-claims/nowhere')).toEqual({
      frame: true,
      heading: undefined,
      current: [],
    });
    expect(started.navigate('#/workbench')).toEqual({
      frame: false,
      heading: undefined,
      current: [],
    });
  });

  it('prefers the route with more literal segments, as the app does', () => {
    // `/claims/new` beats `/claims/:id`; it is for employees only, so it gets no heading.
    expect(at('#/s/single-expense-claims/claims/new')).toEqual({
      frame: true,
      heading: undefined,
      current: [],
    });
  });

  it('shows no heading for a screen some users may not open, nor for an unknown route', () => {
    expect(at('#/s/single-expense-claims/approvals')).toMatchObject({
      frame: true,
      heading: undefined,
    });
    for (const path of ['/nowhere', '/claims/1/2', '/claims/%E0%A4%A', '/~about'])
      expect(at(`#/s/single-expense-claims${path}`)).toEqual({
        frame: true,
        heading: undefined,
        current: [],
      });
  });

  it("leaves the plain boot page on a page that is not the spec's", () => {
    for (const hash of ['#/', '#/workbench', '#/s/example-todomvc/claims', '#/claims'])
      expect(at(hash)).toEqual({ frame: false, heading: undefined, current: [] });
  });

  it('keeps names as text: markup is escaped, and the script cannot be closed', () => {
    const text = CLAIMS.replace('Expense claims', 'Claims <b>&</b> "costs" </script>').replace(
      '| /claims | list | Claim | all |',
      '| /claims | list | Claim | all |\n| /a | page | </script><script>alert(1)</script> | all |',
    );
    const odd = bootShell(specOf(text), 'claims.md', CODE);
    if (odd === undefined) throw new Error('the spec has a shell');
    expect(odd.markup).toContain(
      '>Claims &lt;b&gt;&amp;&lt;/b&gt; &quot;costs&quot; &lt;/script&gt;</a>',
    );
    expect(odd.markup).not.toContain('<b>');
    expect(odd.script).not.toMatch(/<\/script|<!--/i);
    // Shown as the very text of the spec.
    expect(boot(odd, '#/s/single-claims')).toMatchObject({
      heading: 'Claims <b>&</b> "costs" </script>',
    });
  });

  it('gives a spec without screens its home alone, and none when its screens are derived', () => {
    const bare = bootShell(specOf('# Specification: Bare\n'), 'bare.yaml', CODE);
    if (bare === undefined) throw new Error('a spec without screens has a home');
    expect(bare.markup).not.toContain('<nav');
    expect(bare.markup).not.toContain('specrun-boot-row');
    expect(boot(bare, '#/s/single-bare')).toEqual({
      frame: true,
      heading: 'Bare',
      current: [],
    });
    expect(boot(bare, '#/s/single-bare/claims')).toMatchObject({
      heading: undefined,
    });
    // Screens derived from the entities come with a notice above them that the shell leaves out.
    const derived = CLAIMS.replace(/## 2\.[\s\S]*?(?=## 3\.)/, '');
    expect(bootShell(specOf(derived), 'claims.md', CODE)).toBeUndefined();
  });

  it("asks for the app's code after the first frame is drawn, at once in a hidden tab, a file a task", () => {
    const expected: Added[] = [
      ['link', { crossOrigin: '', rel: 'preload', as: 'style', href: './assets/RunScreen-4.css' }],
      ['link', { crossOrigin: '', rel: 'modulepreload', href: './assets/react-2.js' }],
      ['link', { crossOrigin: '', rel: 'modulepreload', href: './assets/RunScreen-3.js' }],
      ['script', { crossOrigin: '', type: 'module', src: './assets/index-1.js' }],
    ];
    for (const hash of ['#/s/single-expense-claims/claims', '#/', '#/s/other/x']) {
      const shown = start(shell, hash, {});
      expect(shown.loadedBeforeFrame, hash).toBe(0);
      expect(shown.added, hash).toEqual(expected);
      expect(
        shown.perTask.filter((count) => count > 0),
        hash,
      ).toEqual([1, 1, 1, 1]);
      expect(start(shell, hash, { frames: false }).added, hash).toEqual([]);
      const hidden = start(shell, hash, { hidden: true, frames: false });
      expect(hidden.added, hash).toEqual(expected);
      expect(hidden.perTask, hash).toEqual([1, 1, 1, 1]);
    }
  });

  it("names the spec's place as the web app does, and hashes the script for the policy", () => {
    expect(sitePlace('expense-claims.md')).toBe('single-expense-claims');
    expect(sitePlace('My Spec.v2.YAML')).toBe('single-my-spec-v2');
    expect(sitePlace('---.md')).toBe('single-spec');
    const digest = createHash('sha256').update(shell.script).digest('base64');
    expect(scriptHash(shell.script)).toBe(`'sha256-${digest}'`);
  });
});
