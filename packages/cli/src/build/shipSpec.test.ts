import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashSpecText } from '@specrun/model';
import { shipSpecFile, shipSpec } from './shipSpec.ts';

describe('hashSpecText', () => {
  it('is FNV-1a over UTF-16 code units, the same figures as the web app pins', () => {
    expect(hashSpecText('')).toBe('811c9dc5');
    expect(hashSpecText('a')).toBe('e40c292c');
    expect(hashSpecText('# Specification: Claims\n')).toBe('9a0664b2');
    expect(hashSpecText('é€😀')).toBe('0c5e230d');
  });
});

describe('shipSpec', () => {
  it('checks the text in the format the published name tells, as the app reads it', () => {
    const yaml = 'specification: Notes\nproduct:\n  text: Notes.\n';
    const asYaml = shipSpec(yaml, 'notes.yaml');
    expect(asYaml?.hash).toBe(hashSpecText(yaml));
    expect(asYaml?.diagnostics.some((d) => d.severity === 'error')).toBe(false);
    const asMarkdown = shipSpec(yaml, 'notes.md');
    expect(asMarkdown?.diagnostics).not.toEqual(asYaml?.diagnostics);
  });
});

describe('shipSpecFile', () => {
  it('decodes the file as the web app does: UTF-16 as its UTF-8 twin, bad bytes reported', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'specrun-site-check-'));
    const text = '# Specification: Café\n\nNot shown.\n';
    writeFileSync(join(dir, 'utf16.md'), Buffer.from(`\uFEFF${text}`, 'utf16le'));
    writeFileSync(join(dir, 'latin1.md'), Buffer.from(text, 'latin1'));
    const twin = shipSpec(text, 'spec.md');
    expect(await shipSpecFile(join(dir, 'utf16.md'), 'spec.md')).toEqual(twin);
    const latin1 = await shipSpecFile(join(dir, 'latin1.md'), 'spec.md');
    expect(latin1?.hash).toBe(hashSpecText(text.replace('é', '\uFFFD')));
    expect(latin1?.diagnostics.map((d) => `${d.code} ${d.at.line}:${d.at.column}`)).toEqual([
      'invalid-encoding 1:21',
      ...(twin?.diagnostics ?? []).map((d) => `${d.code} ${d.at.line}:${d.at.column}`),
    ]);
  });
});
