import { POINTS, type Spec } from './Spec.ts';

/** A spec with a name and nine absent sections: what an empty text reads as. */
export function emptySpec(name = ''): Spec {
  return {
    name,
    intro: '',
    sections: POINTS.map(({ point }) => ({ point, present: false, text: '' })),
    audience: [],
    screens: [],
    behaviours: [],
    entities: [],
    lifecycles: [],
    rules: [],
    permissions: [],
    users: [],
    calls: [],
    errors: [],
    constants: [],
  };
}
