import { useSyncExternalStore } from 'react';
import type { Loadable, Resource } from './createResource.ts';

/** The current state of a resource; the component renders again when it changes. */
export function useResource<T>(resource: Resource<T>): Loadable<T> {
  return useSyncExternalStore(resource.subscribe, resource.read);
}
