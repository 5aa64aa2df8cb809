import { Alert, List, Text } from '@mantine/core';
import type { Gap } from '@specrun/model';

/**
 * What a view says when its point is not shown (nothing is drawn, nothing invented) or is shown
 * only in part (what the gap report finds missing); nothing when the point is shown.
 */
export function ViewNotice({ gap }: { gap: Gap | undefined }) {
  if (gap === undefined || gap.status === 'shown') return null;
  if (gap.status === 'not shown')
    return (
      <Alert color="gray.7" variant="outline" title="Not shown">
        <Text size="sm">
          The spec does not show point {gap.point} ({gap.title.toLowerCase()}): there is nothing to
          draw or list here, and nothing is invented.
        </Text>
      </Alert>
    );
  return (
    <Alert color="orange.9" variant="outline" title={`Point ${gap.point} is partly shown`}>
      <List size="sm">
        {gap.missing.map((missing, i) => (
          <List.Item key={i}>{missing}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
