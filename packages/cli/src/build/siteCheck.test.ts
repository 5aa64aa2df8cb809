import { describe, expect, it } from 'vitest';
import { checkForSite, hashSpecText } from './siteCheck.ts';

describe('hashSpecText', () => {
  it('is FNV-1a over UTF-16 code units, the same figures as the web app pins', () => {
    expect(hashSpecText('')).toBe('811c9dc5');
    expect(hashSpecText('a')).toBe('e40c292c');
    expect(hashSpecText('# Specification: Claims\n')).toBe('9a0664b2');
    expect(hashSpecText('é€😀')).toBe('0c5e230d');
  });
});

describe('checkForSite', () => {
  it('checks the text in the format the published name tells, as the app reads it', () => {
    const yaml = 'specification: Notes\nproduct:\n  text: Notes.\n';
    const asYaml = checkForSite(yaml, 'notes.yaml');
    expect(asYaml?.hash).toBe(hashSpecText(yaml));
    expect(asYaml?.diagnostics.some((d) => d.severity === 'error')).toBe(false);
    const asMarkdown = checkForSite(yaml, 'notes.md');
    expect(asMarkdown?.diagnostics).not.toEqual(asYaml?.diagnostics);
  });
});
