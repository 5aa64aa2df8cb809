import { Alert, Stack, Text, Title } from '@mantine/core';
import { examplesResource } from '../../../shared/examples/examplesResource.ts';
import { findExample } from '../../../shared/examples/Example.ts';
import type { Loadable } from '../../../shared/loading/createResource.ts';
import type { Example } from '../../../shared/examples/Example.ts';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { createSpec } from '../storage/workbenchDb.ts';
import { exampleStart } from './exampleStart.ts';
import { useCreateOnce } from './useCreateOnce.ts';

/** The examples once loaded. */
function loadedExamples(): Promise<Example[]> {
  return new Promise((resolve, reject) => {
    const settle = (state: Loadable<Example[]>) => {
      if (state.status === 'ready') resolve(state.value);
      else if (state.status === 'error') reject(state.error);
      return state.status !== 'loading';
    };
    if (settle(examplesResource.read())) return;
    const leave = examplesResource.subscribe(() => settle(examplesResource.read()) && leave());
  });
}

async function copyExample(slug: string) {
  const example = findExample(await loadedExamples(), slug);
  if (example === undefined) return { refused: `There is no example called “${slug}”.` };
  return createSpec(exampleStart(example));
}

/** `#/workbench/from/<slug>`: a copy of an example, opened in the workbench. */
export function CopyExampleScreen({ slug }: { slug: string }) {
  const refused = useCreateOnce(`example:${slug}`, () => copyExample(slug));
  if (refused === undefined) return <LoadingState label="Copying the example…" />;
  return (
    <Stack gap="md">
      <Title order={1}>The example was not copied</Title>
      <Alert color="red.9" variant="outline" role="alert" title="Nothing was copied">
        <Text size="sm">{refused}</Text>
      </Alert>
    </Stack>
  );
}
