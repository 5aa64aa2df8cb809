import { describe, expect, it } from 'vitest';
import { specRouteOf } from './runRoutes.ts';

describe("the running app's routes", () => {
  it('turn the rest of the path after the place into a route of the spec', () => {
    expect(specRouteOf(undefined)).toBe('/');
    expect(specRouteOf('')).toBe('/');
    expect(specRouteOf('claims')).toBe('/claims');
    expect(specRouteOf('claims/c1/edit/')).toBe('/claims/c1/edit');
    expect(specRouteOf('claims//edit')).toBe('/claims//edit');
    expect(specRouteOf('claims//')).toBe('/claims/');
  });
});
