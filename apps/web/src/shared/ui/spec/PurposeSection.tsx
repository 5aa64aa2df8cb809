import { Alert, List, Stack, Text, Title } from '@mantine/core';
import { PlainTable } from '../PlainTable.tsx';
import type { Gap, Spec } from '@specrun/model';

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
        <PlainTable striped aria-label="Audience">
          <thead>
            <tr>
              <th scope="col">Audience</th>
              <th scope="col">What they do with it</th>
            </tr>
          </thead>
          <tbody>
            {spec.audience.map((row, index) => (
              <tr key={index}>
                <td>{row.name}</td>
                <td>{row.does}</td>
              </tr>
            ))}
          </tbody>
        </PlainTable>
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
