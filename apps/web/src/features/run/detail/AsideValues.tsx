import { Code, DataList, Stack, Text, Title } from '@mantine/core';
import type { StoredRecord } from '@specrun/runtime';

/** The value of a field kept aside, as stored: text as it is, anything else as JSON. */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The values a migration kept aside because their field is gone from the spec or no longer fits
 * them: shown plainly, with why and since when, so that nothing is silently dropped.
 */
export function AsideValues({ record }: { record: StoredRecord }) {
  const entries = Object.entries(record.aside);
  if (entries.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="aside-heading">
      <Title order={2} id="aside-heading">
        Values kept aside
      </Title>
      <Text size="sm">
        The spec changed after these values were stored: their fields are gone or no longer take
        them. They are kept with the record, and exported with it, but no screen uses them.
      </Text>
      <DataList withDivider labelWidth="10rem">
        {entries.map(([name, aside]) => (
          <DataList.Item key={name}>
            <DataList.ItemLabel>{name}</DataList.ItemLabel>
            <DataList.ItemValue>
              <Stack gap={2}>
                <Code style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {asText(aside.value)}
                </Code>
                <Text size="sm">
                  {aside.reason} (since {aside.since.slice(0, 10)})
                </Text>
              </Stack>
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
    </Stack>
  );
}
