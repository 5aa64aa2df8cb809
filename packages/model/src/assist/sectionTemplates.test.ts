import { describe, expect, it } from 'vitest';
import { recognizeSection } from '../read/recognizeSection.ts';
import { readSpec } from '../read/withYamlPackage.ts';
import { POINTS } from '../model/Spec.ts';
import { sectionHeading, sectionTemplate } from './sectionTemplates.ts';

describe('sectionTemplates', () => {
  it('writes the seed headings, which the reader recognises', () => {
    expect(sectionHeading(3)).toBe('## 3. Entities and their fields');
    for (const { point } of POINTS) {
      const words = sectionHeading(point).slice(3);
      expect(recognizeSection(words)).toMatchObject({ byNumber: point, byWords: point });
    }
  });

  it('gives every point a template that reads without a diagnostic, in both forms', () => {
    for (const { point } of POINTS) {
      const markdown = `# Specification: T\n\n${sectionTemplate(point, 'markdown')}`;
      const read = readSpec(markdown, { format: 'markdown' });
      expect(read.diagnostics).toEqual([]);
      expect(read.spec.sections[point - 1]?.present).toBe(true);
      const yaml = `specification: T\n${sectionTemplate(point, 'yaml')}`;
      const readYaml = readSpec(yaml, { format: 'yaml' });
      expect(readYaml.diagnostics).toEqual([]);
      expect(readYaml.spec.sections[point - 1]?.present).toBe(true);
    }
    expect(sectionTemplate(4, 'markdown', { entity: 'Claim' })).toContain(
      '### Claim\n\n| from | action | to | roles | when |',
    );
  });
});
