import { Alert, List, Stack, Table, Text, Title } from '@mantine/core';
import type { Gap, Spec } from '@specrun/spec';

interface PurposeSectionProps {
  spec: Spec;
  /** The gap of point 1. */
  gap: Gap;
}

/** Point 1: what the product does and for whom, or a plain statement that the spec does not say. */
export function PurposeSection({ spec, gap }: PurposeSectionProps) {
  const { status } = gap;
  return (
    <Stack gap="sm" component="section" aria-labelledby="purpose-heading">
      <Title order={2} id="purpose-heading">
        {gap.title}
      </Title>
      {status === 'not shown' ? (
        <Alert color="gray.7" variant="outline" title="Not shown">
          This spec does not say what the product does, nor for whom. Specrun invents nothing to
          fill the gap.
        </Alert>
      ) : (
        <PurposeText spec={spec} missing={status === 'partly' ? gap.missing : []} />
      )}
    </Stack>
  );
}

function PurposeText({ spec, missing }: { spec: Spec; missing: readonly string[] }) {
  const text = spec.sections[0]?.text ?? '';
  return (
    <>
      {text !== '' && <Text style={{ whiteSpace: 'pre-wrap' }}>{text}</Text>}
      {spec.audience.length > 0 && (
        <Table withTableBorder striped aria-label="Audience">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Audience</Table.Th>
              <Table.Th scope="col">What they do with it</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {spec.audience.map((row, index) => (
              <Table.Tr key={index}>
                <Table.Td>{row.name}</Table.Td>
                <Table.Td>{row.does}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {missing.length > 0 && (
        <Alert color="gray.7" variant="outline" title="Partly shown: missing">
          <List size="sm">
            {missing.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </>
  );
}
