import type { Gap } from '@specrun/model';
import { List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PlainTable } from '../PlainTable.tsx';
import { describeGapCounts } from '../../format/describeCounts.ts';
import { GapStatusBadge } from '../GapStatusBadge.tsx';

interface GapReportProps {
  gaps: readonly Gap[];
  /** The id of the report's heading, which names its section and table; unique in the page. */
  headingId?: string;
  /** `panel`: a compact heading and badges, for a side panel beside the text. */
  size?: 'page' | 'panel';
  /** A last column, such as a way to each point's section. */
  extra?: { title: string; cell: (gap: Gap) => ReactNode };
}

/** The nine points as a table: title, status in words and colour, and what is missing. */
export function GapReport({
  gaps,
  headingId = 'gaps-heading',
  size = 'page',
  extra,
}: GapReportProps) {
  const panel = size === 'panel';
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      {panel ? (
        <Text id={headingId} fw={700} component="h2" m={0} size="md">
          Gap report
        </Text>
      ) : (
        <Title order={2} id={headingId}>
          Gap report
        </Title>
      )}
      <Text size={panel ? 'sm' : 'md'}>{describeGapCounts(gaps)}.</Text>
      <PlainTable aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">Point</th>
            <th scope="col">Status</th>
            <th scope="col">What is missing</th>
            {extra && <th scope="col">{extra.title}</th>}
          </tr>
        </thead>
        <tbody>
          {gaps.map((gap) => (
            <tr key={gap.point}>
              <th scope="row">
                {gap.point}. {gap.title}
                {gap.at && !extra && (
                  <Text size="xs" component="span" display="block">
                    line {gap.at.line}
                  </Text>
                )}
              </th>
              <td>
                <GapStatusBadge status={gap.status} size={panel ? 'sm' : 'md'} />
              </td>
              <td>
                <Missing gap={gap} />
              </td>
              {extra && <td>{extra.cell(gap)}</td>}
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
