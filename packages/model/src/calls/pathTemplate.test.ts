import { describe, expect, it } from 'vitest';
import { fillPath, matchPath, parsePathTemplate, pathParams, pathShape } from './pathTemplate.ts';

describe('pathTemplate', () => {
  it('reads literals, both parameter styles and the query', () => {
    const t = parsePathTemplate('/api/projects/{projectId}/tasks/:id?tag&limit=10');
    expect(t.source).toBe('/api/projects/{projectId}/tasks/:id');
    expect(pathParams(t)).toEqual(['projectId', 'id']);
    expect(t.query).toEqual(['tag', 'limit']);
    expect(pathShape(t)).toBe('api/projects/:/tasks/:');
  });

  it('matches and fills paths, encoding values', () => {
    const t = parsePathTemplate('/api/claims/:id');
    expect(matchPath(t, '/api/claims/a%2Fb')).toEqual({ id: 'a/b' });
    expect(matchPath(t, '/api/claims')).toBeUndefined();
    expect(matchPath(t, '/api/other/1')).toBeUndefined();
    expect(fillPath(t, { id: 'a/b' })).toBe('/api/claims/a%2Fb');
    expect(() => fillPath(t, {})).toThrow(':id');
  });

  it('keeps empty segments, so that a parameter never matches nothing', () => {
    const t = parsePathTemplate('/api/claims/:id/submit');
    expect(matchPath(t, '/api/claims//submit')).toBeUndefined();
    expect(matchPath(t, '/api//claims/c1/submit')).toBeUndefined();
    expect(matchPath(t, '/api/claims/c1/submit/')).toEqual({ id: 'c1' });
    expect(matchPath(t, '/api/claims/%E0/submit')).toBeUndefined();
  });
});
