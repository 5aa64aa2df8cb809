import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHECK_CODES } from './check/checkCodes.ts';
import { checkReadSpec } from './check/readAndCheckSpec.ts';
import type { Diagnostic } from './model/Diagnostic.ts';
import type { Spec } from './model/Spec.ts';
import { decodeSpecBytes } from './read/decodeSpecBytes.ts';
import { readMarkdown } from './read/withYamlPackage.ts';
import { readYaml } from './read/readYaml.ts';

// The fixture corpus (STYLE.md, "Tests"): each broken spec in fixtures/invalid is pinned to the
// exact set of (code, line:column) it gives, written at its end as
// `<!-- expect: <code> <line>:<column> -->` (YAML: `# expect: <code> <line>:<column>`); each spec
// in fixtures/valid gives no error and no warning. Fixtures are read as files are, from their
// bytes (`invalid-encoding.md` is not UTF-8); the globs serve to list them.
const invalid = import.meta.glob<string>('../fixtures/invalid/*', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const valid = import.meta.glob<string>('../fixtures/valid/*', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const docs = import.meta.glob<string>('../../../docs/diagnostics.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const EXPECT = /^\s*(?:<!--|#)\s*expect:\s*([a-z][a-z-]*)\s+(\d+):(\d+)\s*(?:-->)?\s*$/gm;

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** A fixture's text, decoded from its bytes, and what decoding them found. */
function load(path: string): { text: string; found: Diagnostic[] } {
  const decoded = decodeSpecBytes(readFileSync(new URL(path, import.meta.url)));
  return { text: decoded.text, found: decoded.diagnostics };
}

/**
 * Reads a fixture by its extension and checks it as specrun and the web app do: what decoding
 * found, then the reader's and the checker's diagnostics placed on the text (`checkReadSpec`).
 */
function diagnose(path: string): Diagnostic[] {
  const { text, found } = load(path);
  const read: { spec: Spec; diagnostics: Diagnostic[] } = /\.ya?ml$/.test(path)
    ? readYaml(text)
    : readMarkdown(text);
  return [...found, ...checkReadSpec(text, read)];
}

const pinned = (diagnostics: Diagnostic[]) =>
  [...new Set(diagnostics.map((d) => `${d.code} ${d.at.line}:${d.at.column}`))].sort();

describe('fixtures/invalid', () => {
  const entries = Object.entries(invalid);

  it('has fixtures', () => {
    expect(entries.length).toBeGreaterThan(0);
  });

  for (const path of Object.keys(invalid)) {
    it(`${baseName(path)} gives exactly the diagnostics it expects`, () => {
      const { text } = load(path);
      const expected = [...text.matchAll(EXPECT)].map((m) => `${m[1]} ${m[2]}:${m[3]}`).sort();
      expect(expected.length).toBeGreaterThan(0);
      const name = baseName(path).replace(/\.[^.]+$/, '');
      expect(expected.map((e) => e.split(' ')[0])).toContain(name);
      expect(pinned(diagnose(path))).toEqual([...new Set(expected)]);
    });
  }
});

describe('fixtures/valid', () => {
  for (const path of Object.keys(valid)) {
    it(`${baseName(path)} gives no error and no warning`, () => {
      const found = diagnose(path).filter((d) => d.severity !== 'info');
      expect(found.map((d) => `${d.code} ${d.at.line}:${d.at.column} ${d.message}`)).toEqual([]);
    });
  }

  it('holds the reference spec and the seed, which give no diagnostic at all', () => {
    for (const name of ['expense-claims.md', 'undetermined-product.md']) {
      const path = Object.keys(valid).find((key) => baseName(key) === name);
      expect(path, `fixtures/valid/${name}`).toBeDefined();
      if (path) expect(diagnose(path)).toEqual([]);
    }
  });
});

describe('docs/diagnostics.md', () => {
  const text = Object.values(docs)[0] ?? '';
  // Codes are the rows of the docs' code tables: | `unknown-entity` | error | … |
  const documented = new Set(
    [...text.matchAll(/^\|\s*`([a-z][a-z-]*)`\s*\|\s*(?:error|warning|info)\s*\|/gm)].map(
      (m) => m[1],
    ),
  );

  it('documents every code of the checker, and only those', () => {
    expect([...documented].sort()).toEqual(Object.keys(CHECK_CODES).sort());
  });

  it('has a fixture for every code it lists', () => {
    const fixtures = new Set(
      Object.keys(invalid).map((path) => baseName(path).replace(/\.[^.]+$/, '')),
    );
    expect([...documented].filter((code) => code !== undefined && !fixtures.has(code))).toEqual([]);
  });

  it('gives each code the severity the checker reports it with', () => {
    for (const [code, [severity]] of Object.entries(CHECK_CODES)) {
      expect(text).toMatch(new RegExp(`^\\|\\s*\`${code}\`\\s*\\|\\s*${severity}\\s*\\|`, 'm'));
    }
  });
});
