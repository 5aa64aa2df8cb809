import { List, Text } from '@mantine/core';
import type { Usage } from '@specrun/model';

/** The places that use a constant or an error code, each with its line; or that none does. */
export function UsageList({ uses }: { uses: readonly Usage[] }) {
  if (uses.length === 0)
    return (
      <Text size="sm" fs="italic">
        Not used anywhere in the spec
      </Text>
    );
  return (
    <List size="sm" spacing={2}>
      {uses.map((use, i) => (
        <List.Item key={i}>
          {use.by}
          {use.at && ` (line ${use.at.line})`}
        </List.Item>
      ))}
    </List>
  );
}
