import { describe, expect, it } from 'vitest';
import { POINTS } from '../model/Spec.ts';
import { recognizeSection } from './recognizeSection.ts';

describe('recognizeSection', () => {
  it("recognises the seed's headings by number and words", () => {
    for (const { point, title } of POINTS) {
      expect(recognizeSection(`${point}. ${title}`)).toEqual({
        point,
        byNumber: point,
        byWords: point,
        number: point,
      });
    }
  });

  it('recognises headings in other words, without numbers', () => {
    const cases: [string, number][] = [
      ['Entities', 3],
      ['Screens', 2],
      ['Roles', 6],
      ['Errors', 8],
      ['Constants', 9],
      ['The Error Catalog', 8],
      ['API calls:', 7],
      ['States & transitions', 4],
      ['**Validation rules**', 5],
      ['  purpose  ', 1],
    ];
    for (const [heading, point] of cases)
      expect(recognizeSection(heading).point, heading).toBe(point);
  });

  it('recognises numbered headings in other words, and tells when number and words disagree', () => {
    expect(recognizeSection('3. Things we store')).toEqual({ point: 3, byNumber: 3, number: 3 });
    expect(recognizeSection('Point 7')).toMatchObject({ point: 7 });
    expect(recognizeSection('3) Screens')).toEqual({
      point: 3,
      byNumber: 3,
      byWords: 2,
      number: 3,
    });
  });

  it('recognises nothing in unknown headings and numbers outside 1 to 9', () => {
    expect(recognizeSection('Appendix').point).toBeUndefined();
    expect(recognizeSection('10. Extras')).toEqual({ number: 10 });
    expect(recognizeSection('2024 plans').point).toBeUndefined();
    expect(recognizeSection('').point).toBeUndefined();
  });
});

describe('docs/format.md', () => {
  const docs = import.meta.glob<string>('../../../../docs/format.md', {
    query: '?raw',
    import: 'default',
    eager: true,
  });
  const text = Object.values(docs)[0] ?? '';

  it('lists words for each point that are read as that point', () => {
    const rows = [...text.matchAll(/^\| ([1-9]) \| ([^|]+) \| ([^|]+) \|$/gm)];
    expect(rows.map((row) => row[1])).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    for (const [, point, title, others] of rows) {
      for (const words of [title ?? '', ...(others ?? '').split(',')]) {
        expect(recognizeSection(words.trim()).point, words).toBe(Number(point));
      }
    }
  });
});
