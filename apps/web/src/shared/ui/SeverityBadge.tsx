import { Badge } from '@mantine/core';
import type { Severity } from '@specrun/model';
import { SEVERITY_COLOR } from './colors.ts';

/** A diagnostic's severity in colour and in words. */
export function SeverityBadge({ severity }: { severity: Severity }) {
  return (
    <Badge
      color={SEVERITY_COLOR[severity]}
      variant="filled"
      size="sm"
      tt="none"
      radius="sm"
      miw="max-content"
    >
      {severity}
    </Badge>
  );
}
