import { Box, Table, Text } from '@mantine/core';
import type { ImportProblem } from '@specrun/runtime';

interface ImportProblemsTableProps {
  problems: readonly ImportProblem[];
  count: number;
}

const number = new Intl.NumberFormat('en');

/** The problems that stopped an import: row, entity (for whole data), field and what is wrong. */
export function ImportProblemsTable({ problems, count }: ImportProblemsTableProps) {
  const withEntity = problems.some((p) => p.entity !== undefined);
  return (
    <>
      {count > problems.length && (
        <Text size="sm">
          The first {number.format(problems.length)} of {number.format(count)} problems:
        </Text>
      )}
      {/* Scrolls when long; focusable so that the keyboard can scroll it too. */}
      <Box
        role="region"
        aria-label="Problems found"
        tabIndex={0}
        style={{ maxHeight: '22rem', overflow: 'auto' }}
      >
        <Table striped withTableBorder stickyHeader aria-label="Problems in the file">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Row</Table.Th>
              {withEntity && <Table.Th scope="col">Entity</Table.Th>}
              <Table.Th scope="col">Field</Table.Th>
              <Table.Th scope="col">Problem</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {problems.map((problem, index) => (
              <Table.Tr key={index}>
                <Table.Td>{problem.row === 0 ? 'the file' : number.format(problem.row)}</Table.Td>
                {withEntity && <Table.Td>{problem.entity ?? ''}</Table.Td>}
                <Table.Td>{problem.field ?? ''}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{problem.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </>
  );
}
