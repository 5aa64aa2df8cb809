import { Alert, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { navigate } from 'wouter/use-hash-location';
import { createResource } from '../../shared/loading/createResource.ts';
import { useResource } from '../../shared/loading/useResource.ts';
import { runPath } from '../../shared/session/OpenedSpec.ts';
import { LoadingState } from '../../shared/ui/LoadingState.tsx';
import { readSpecQuery } from './readSpecQuery.ts';

/**
 * The spec a page was loaded to open (`?spec=<URL of this site>`), opened once per page load:
 * fetched, kept in the library under its place, and shown when the page starts on the gallery.
 * A spec kept there before is replaced: the running app migrates its records.
 */
const queryOpening = createResource(async (): Promise<string | undefined> => {
  const query = readSpecQuery(window.location.search, window.location.href);
  if (query.kind === 'none') return undefined;
  if (query.kind === 'refused') throw new Error(query.message);
  // Fetching and keeping a spec is code only a link with `?spec=` needs.
  const { openSpecUrl } = await import('./openSpec.ts');
  const outcome = await openSpecUrl(query.url);
  if (!outcome.ok) throw new Error(outcome.message);
  const route = window.location.hash.replace(/^#/, '');
  // A link may lead into the spec's place already (`…?spec=/a.md#/s/url-a/claims`): stay there.
  if (route === '' || route === '/') navigate(runPath(outcome.place), { replace: true });
  return outcome.place;
});

/**
 * Whether the page was loaded with a `?spec=` query: known at once from its address, so that a
 * page without one renders its screens in its first render, with no loading state before them.
 */
const NAMES_A_SPEC = readSpecQuery(window.location.search, window.location.href).kind !== 'none';

/** Holds the screens back while a spec named in the page's query opens; says why one did not. */
export function OpenFromQuery({ children }: { children: ReactNode }) {
  return NAMES_A_SPEC ? <OpeningFromQuery>{children}</OpeningFromQuery> : children;
}

function OpeningFromQuery({ children }: { children: ReactNode }) {
  const opening = useResource(queryOpening);
  const [dismissed, setDismissed] = useState(false);
  if (opening.status === 'loading') return <LoadingState label="Opening the spec of this link…" />;
  return (
    <>
      {opening.status === 'error' && !dismissed && (
        <Alert
          color="red.9"
          variant="outline"
          title="The spec of this link was not opened"
          role="alert"
          mb="md"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setDismissed(true)}
        >
          <Text size="sm">{opening.error.message}</Text>
        </Alert>
      )}
      {children}
    </>
  );
}
