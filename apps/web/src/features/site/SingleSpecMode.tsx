import { Alert, Text, VisuallyHidden } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useResource } from '../../shared/loading/useResource.ts';
import { LoadErrorState } from '../../shared/ui/LoadErrorState.tsx';
import { BootFrame } from '../../shared/loading/BootFrame.tsx';
import { LoadingState } from '../../shared/ui/LoadingState.tsx';
import { singleSpecLiveUrl, singleSpecResource, type SingleSpec } from './singleSpecResource.ts';
import { useLiveSpec } from './useLiveSpec.ts';
import { useReopenOnChange } from './useReopenOnChange.ts';

const reopen = () => singleSpecResource.reload();

const STARTING = <LoadingState label="Starting…" />;

/**
 * Puts the app in single-spec mode when a `specrun.json` sits beside it (`specrun build`,
 * `specrun dev`): the app is then that one spec, opened at start-up, and reloaded each time it
 * changes under `specrun dev`. Without one, the screens below show as usual.
 */
export function SingleSpecMode({ children }: { children: ReactNode }) {
  const state = useResource(singleSpecResource);
  // Under `specrun dev`, a spec that could not be opened (its file missing) is opened again once
  // the file changes or is back.
  useReopenOnChange(state.status === 'error' ? singleSpecLiveUrl() : undefined, reopen);
  if (state.status === 'loading') return <BootFrame fallback={STARTING} />;
  if (state.status === 'error')
    return (
      <LoadErrorState
        title="The spec could not be opened"
        error={state.error}
        onRetry={() => singleSpecResource.reload()}
      />
    );
  if (state.value === undefined) return children;
  return <LiveSpec single={state.value}>{children}</LiveSpec>;
}

/** The screens of the one spec, opened anew (and so migrated) each time the spec changes. */
function LiveSpec({ single, children }: { single: SingleSpec; children: ReactNode }) {
  const { version, problem, missing } = useLiveSpec(single);
  return (
    <>
      {missing && (
        <Alert
          color="orange.9"
          variant="outline"
          title="The spec file is missing"
          role="alert"
          mb="md"
        >
          <Text size="sm">
            The file of this spec was deleted or moved away on the computer that serves it. The app
            still runs the version loaded before; it reloads by itself when the file is back.
          </Text>
        </Alert>
      )}
      {problem !== undefined && (
        <Alert
          color="red.9"
          variant="outline"
          title="The changed spec could not be loaded"
          role="alert"
          mb="md"
        >
          <Text size="sm">
            {problem.message} The app still runs the version loaded before; it reloads at the next
            change.
          </Text>
        </Alert>
      )}
      <VisuallyHidden role="status">
        {version > 0 ? `The spec changed: the app now runs version ${version + 1}.` : ''}
      </VisuallyHidden>
      <Fragment key={version}>{children}</Fragment>
    </>
  );
}
