import { Paper, Progress, Table, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';

/** One bar of a count chart: what is counted, and how many. */
export interface CountBar {
  label: string;
  count: number;
  /** Shown in a quieter way: a value the spec no longer lists, records without a value. */
  aside?: boolean;
}

interface CountChartProps {
  title: string;
  bars: readonly CountBar[];
}

/**
 * A horizontal bar chart that is its own text equivalent: a table whose caption is the chart's
 * title and whose rows give each label and count; the bars (each count's share of the largest)
 * are decoration, hidden from screen readers.
 */
export function CountChart({ title, bars }: CountChartProps) {
  const captionId = useId();
  const largest = Math.max(1, ...bars.map((bar) => bar.count));
  return (
    <Paper withBorder radius="md" p="md">
      <Table
        aria-labelledby={captionId}
        verticalSpacing={6}
        horizontalSpacing="xs"
        withRowBorders={false}
        layout="fixed"
        captionSide="top"
      >
        <Table.Caption id={captionId} ta="left" fw={600} fz="md" c="dark.9" mt={0} mb="xs" p={0}>
          {title}
        </Table.Caption>
        {/* Headers for screen readers; the chart's layout says the same to the eye. */}
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w="34%" p={0}>
              <VisuallyHidden>Value</VisuallyHidden>
            </Table.Th>
            <Table.Th scope="col" p={0}>
              <VisuallyHidden>Bar</VisuallyHidden>
            </Table.Th>
            <Table.Th scope="col" w="4.5rem" p={0}>
              <VisuallyHidden>Count</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bars.map((bar) => (
            <Table.Tr key={bar.label}>
              <Table.Th scope="row" fw={400} style={{ overflowWrap: 'anywhere' }}>
                <Text size="sm" fs={bar.aside ? 'italic' : undefined}>
                  {bar.label}
                </Text>
              </Table.Th>
              <Table.Td>
                <Progress
                  aria-hidden
                  value={(bar.count / largest) * 100}
                  size="lg"
                  radius="sm"
                  color={bar.aside ? 'gray.6' : 'blue.8'}
                  transitionDuration={0}
                />
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {bar.count}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
