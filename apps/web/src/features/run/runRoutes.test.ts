import { describe, expect, it } from 'vitest';
import { runPathIn, specRouteOf } from './runRoutes.ts';

describe("the running app's routes", () => {
  it('turn the rest of the path after the place into a route of the spec', () => {
    expect(specRouteOf(undefined)).toBe('/');
    expect(specRouteOf('')).toBe('/');
    expect(specRouteOf('claims')).toBe('/claims');
    expect(specRouteOf('claims/c1/edit/')).toBe('/claims/c1/edit');
  });
});

describe('runPathIn', () => {
  it("gives the spec's route a hash opens in a place", () => {
    expect(runPathIn('#/s/example-claims/claims/1', 'example-claims')).toBe('/claims/1');
    expect(runPathIn('#/s/example-claims/~errors', 'example-claims')).toBe('/~errors');
    expect(runPathIn('#/s/example-claims', 'example-claims')).toBe('/');
    expect(runPathIn('#/s/example-claims/', 'example-claims')).toBe('/');
    expect(runPathIn('#/s/example-claims/claims?x=1', 'example-claims')).toBe('/claims');
  });

  it('gives nothing for a hash of another place or page', () => {
    expect(runPathIn('#/s/example-claimsX/claims', 'example-claims')).toBeUndefined();
    expect(runPathIn('#/s/other/claims', 'example-claims')).toBeUndefined();
    expect(runPathIn('#/workbench', 'example-claims')).toBeUndefined();
    expect(runPathIn('', 'example-claims')).toBeUndefined();
  });
});
