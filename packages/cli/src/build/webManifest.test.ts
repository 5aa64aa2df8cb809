import { describe, expect, it } from 'vitest';
import { chunkFiles } from './webManifest.ts';

const MANIFEST = JSON.stringify({
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/Run.tsx'],
    css: ['assets/index-1.css'],
  },
  '_react.js': { file: 'assets/react-2.js' },
  'src/Run.tsx': {
    file: 'assets/Run-3.js',
    isDynamicEntry: true,
    imports: ['index.html', '_react.js', '_table.js', '_cel.js'],
    dynamicImports: ['src/List.tsx'],
    css: ['assets/Run-3.css'],
  },
  '_table.js': { file: 'assets/table-4.js', imports: ['_cel.js'], css: ['assets/table-4.css'] },
  '_cel.js': { file: 'assets/cel-5.js', imports: ['_table.js'] },
  'src/List.tsx': { file: 'assets/List-6.js', isDynamicEntry: true },
});

describe('chunkFiles', () => {
  it("lists a lazy chunk's files and its static imports', less what the entry loads, each once", () => {
    expect(chunkFiles(MANIFEST, 'src/Run.tsx')).toEqual({
      scripts: ['assets/Run-3.js', 'assets/table-4.js', 'assets/cel-5.js'],
      styles: ['assets/Run-3.css', 'assets/table-4.css'],
    });
  });

  it('lists nothing for a source the manifest does not know', () => {
    expect(chunkFiles(MANIFEST, 'src/Gone.tsx')).toEqual({ scripts: [], styles: [] });
  });

  it('says what is wrong with a manifest that is not one', () => {
    expect(() => chunkFiles('{', 'src/Run.tsx')).toThrow(/manifest\.json is not JSON/);
    expect(() => chunkFiles('[]', 'src/Run.tsx')).toThrow(/is not an object of chunks/);
    expect(chunkFiles('{"src/Run.tsx": {"file": 3}}', 'src/Run.tsx')).toEqual({
      scripts: [],
      styles: [],
    });
  });
});
