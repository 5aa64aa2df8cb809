import type { Loadable, Resource } from './createResource.ts';
import { useStoreInTransition } from './useStoreInTransition.ts';

/**
 * The current state of a resource; the component renders again when it changes, as a transition
 * (what a resource loads is usually a whole screen's worth).
 */
export function useResource<T>(resource: Resource<T>): Loadable<T> {
  return useStoreInTransition(resource.subscribe, resource.read);
}
