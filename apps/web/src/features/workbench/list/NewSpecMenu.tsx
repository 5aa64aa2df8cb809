import { Button, Menu } from '@mantine/core';
import type { Example } from '../../../shared/examples/Example.ts';
import { useResource } from '../../../shared/loading/useResource.ts';
import { examplesResource } from '../../../shared/examples/examplesResource.ts';

/** The slug of the seed: the undetermined product, whose nine points are all not shown. */
export const UNDETERMINED_SLUG = 'undetermined-product';

/** "New spec": a blank one first, then from the undetermined product or a copy of any example. */
export function NewSpecMenu({
  onCreate,
  onBlank,
}: {
  onCreate: (example: Example) => void;
  onBlank: () => void;
}) {
  const examples = useResource(examplesResource);
  const list = examples.status === 'ready' ? examples.value : [];
  const seed = list.find((e) => e.slug === UNDETERMINED_SLUG);
  const others = list.filter((e) => e.slug !== UNDETERMINED_SLUG);
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button loading={examples.status === 'loading'}>New spec</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={onBlank}>A blank spec</Menu.Item>
        {examples.status === 'error' && <Menu.Label>The examples could not be loaded</Menu.Label>}
        {seed && (
          <Menu.Item onClick={() => onCreate(seed)}>
            From the undetermined product (nine points not shown)
          </Menu.Item>
        )}
        {others.length > 0 && <Menu.Label>From an example</Menu.Label>}
        {others.map((example) => (
          <Menu.Item key={example.slug} onClick={() => onCreate(example)}>
            From the example {example.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
