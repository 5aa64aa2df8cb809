import { readSpec } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import { appCode, EMBEDDED_SITE_ID, sitePage } from './sitePage.ts';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <title>Specrun</title>
    <script type="module" crossorigin src="./assets/index-1.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** The data block's JSON, read back as a browser would: the text between its tags. */
function embedded(html: string): unknown {
  const match = new RegExp(
    `<script type="application/json" id="${EMBEDDED_SITE_ID}">([^<]*)</script>`,
  ).exec(html);
  if (!match?.[1]) throw new Error('no data block');
  return JSON.parse(match[1]);
}

const PRELOAD_NONE = { scripts: [], styles: [] };

describe('sitePage', () => {
  it("preloads the running app's files and carries specrun.json with the spec's text", () => {
    const model = readSpec('# Specification: Claims\n', { format: 'markdown' }).spec;
    const html = sitePage(PAGE, {
      config: { spec: 'claims.md', check: { hash: '01234567', diagnostics: [], model } },
      specText: '# Specification: Claims\n',
      preload: { scripts: ['assets/Run-1.js', 'assets/lib-2.js'], styles: ['assets/Run-1.css'] },
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="./assets/Run-1.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="./assets/lib-2.js">');
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="./assets/Run-1.css">');
    // The data after what the page shows, so that it is parsed (and painted) first.
    expect(html.indexOf(EMBEDDED_SITE_ID)).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(embedded(html)).toEqual({
      spec: 'claims.md',
      check: { hash: '01234567', diagnostics: [], model: JSON.parse(JSON.stringify(model)) },
      text: '# Specification: Claims\n',
    });
    // The rest of the page is as it was.
    expect(html.replace(/ {4}<(link|script type="application\/json")[^\n]*\n/g, '')).toBe(PAGE);
  });

  it('keeps any spec text inside its data block: no closing tag, no comment, no CDATA', () => {
    const specText =
      'a </script><script>alert(1)</script> <!-- b --> <![CDATA[ c ]]> \u2028 </SCRIPT>';
    const html = sitePage(PAGE, {
      config: { spec: 'x.md' },
      specText,
      preload: { scripts: [], styles: [] },
    });
    expect(html.match(/<\/script>/gi)).toHaveLength(2);
    expect(html).not.toContain('<!--');
    expect(embedded(html)).toEqual({ spec: 'x.md', text: specText });
  });

  it("puts the spec's frame and its script in place of the page's boot content", () => {
    const page = PAGE.replace(
      '<div id="root"></div>',
      '<div id="root"><div class="specrun-boot-main"><p>Starting…</p></div></div>',
    );
    const shell = {
      markup: '<div class="specrun-boot-main">$& $1 frame<script>go()</script></div>',
      script: 'go()',
    };
    const html = sitePage(page, {
      config: { spec: 'x.md' },
      specText: '',
      preload: { scripts: [], styles: [] },
      shell,
    });
    // Written as it is: no `$` of a spec's name is read as a replacement pattern.
    expect(html).toContain(
      '<div id="root"><div class="specrun-boot-main">$& $1 frame<script>go()</script></div></div>',
    );
    expect(html).not.toContain('Starting…');
    // The shell's script loads the app's code: the page names none of it.
    expect(html).not.toContain('index-1.js');
    expect(html).not.toContain('modulepreload');
    expect(() =>
      sitePage(PAGE, { config: { spec: 'x.md' }, specText: '', preload: PRELOAD_NONE, shell }),
    ).toThrow(`the web app's index.html has no boot content`);
  });

  it("names the page's entry, the modules it preloads and the running app's files", () => {
    const page = PAGE.replace(
      '</script>\n',
      '</script>\n    <link rel="modulepreload" crossorigin href="./assets/react-2.js">\n',
    );
    expect(appCode(page, { scripts: ['assets/Run-3.js'], styles: ['assets/Run-4.css'] })).toEqual({
      entry: './assets/index-1.js',
      modules: ['./assets/react-2.js', './assets/Run-3.js'],
      styles: ['./assets/Run-4.css'],
    });
    expect(appCode('<html><head></head><body></body></html>', PRELOAD_NONE)).toBeUndefined();
  });

  it('refuses a page without a head to write into', () => {
    expect(() =>
      sitePage('<html><body></body></html>', {
        config: { spec: 'x.md' },
        specText: '',
        preload: { scripts: [], styles: [] },
      }),
    ).toThrow("the web app's index.html has no </head>");
  });
});
