import { findExample } from '../../../shared/examples/Example.ts';
import type { Loadable, Resource } from '../../../shared/loading/createResource.ts';
import { examplePlace, type OpenedSpec } from '../../../shared/session/OpenedSpec.ts';
import { pageSpecOf } from '../../../shared/session/pageSpec.ts';

const EXAMPLE_PREFIX = examplePlace('');

/** The value of a resource once it has loaded; rejects with its error. */
function valueOf<T>(resource: Resource<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const settle = (state: Loadable<T>): boolean => {
      if (state.status === 'ready') resolve(state.value);
      else if (state.status === 'error') reject(state.error);
      return state.status !== 'loading';
    };
    if (settle(resource.read())) return;
    const leave = resource.subscribe(() => {
      if (settle(resource.read())) leave();
    });
  });
}

/**
 * The spec of a place: the page's own (a single spec's site), a shipped example for
 * `example-<slug>`, else a spec the user opened and the library keeps; `undefined` when there is
 * none.
 */
export async function resolvePlace(place: string): Promise<OpenedSpec | undefined> {
  const own = pageSpecOf(place);
  if (own) return own;
  if (place.startsWith(EXAMPLE_PREFIX)) {
    const slug = place.slice(EXAMPLE_PREFIX.length);
    // The examples load only for an example's place, not for a spec of the user's own.
    const { examplesResource } = await import('../../../shared/examples/examplesResource.ts');
    const example = findExample(await valueOf(examplesResource), slug);
    if (example) {
      return {
        place,
        text: example.text,
        format: example.format,
        origin: { kind: 'example', slug },
        openedAt: '',
      };
    }
  }
  // The library (Dexie) loads only for a place the page does not know.
  const { loadOpenedSpec } = await import('../../../shared/session/specLibrary.ts');
  return loadOpenedSpec(place);
}
