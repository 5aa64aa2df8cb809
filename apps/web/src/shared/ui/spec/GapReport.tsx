import type { Gap } from '@specrun/spec';
import { List, Stack, Text, Title } from '@mantine/core';
import { PlainTable } from '../PlainTable.tsx';
import { describeGapCounts } from '../../format/describeCounts.ts';
import { GapStatusBadge } from '../GapStatusBadge.tsx';

/** The nine points as a table: title, status in words and colour, and what is missing. */
export function GapReport({ gaps }: { gaps: readonly Gap[] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="gaps-heading">
      <Title order={2} id="gaps-heading">
        Gap report
      </Title>
      <Text>{describeGapCounts(gaps)}.</Text>
      <PlainTable aria-labelledby="gaps-heading">
        <thead>
          <tr>
            <th scope="col">Point</th>
            <th scope="col">Status</th>
            <th scope="col">What is missing</th>
          </tr>
        </thead>
        <tbody>
          {gaps.map((gap) => (
            <tr key={gap.point}>
              <th scope="row">
                {gap.point}. {gap.title}
                {gap.at && (
                  <Text size="xs" component="span" display="block">
                    line {gap.at.line}
                  </Text>
                )}
              </th>
              <td>
                <GapStatusBadge status={gap.status} size="md" />
              </td>
              <td>
                <Missing gap={gap} />
              </td>
            </tr>
          ))}
        </tbody>
      </PlainTable>
    </Stack>
  );
}

function Missing({ gap }: { gap: Gap }) {
  if (gap.missing.length === 0) {
    return <Text size="sm">{gap.status === 'not shown' ? 'The whole point' : 'Nothing'}</Text>;
  }
  return (
    <List size="sm" spacing={2}>
      {gap.missing.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}
