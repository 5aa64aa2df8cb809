import { Badge, type BadgeProps } from '@mantine/core';
import type { GapStatus } from '@specrun/model';
import { GAP_STATUS_LABEL } from '../format/describeCounts.ts';
import { GAP_STATUS_COLOR } from './colors.ts';

interface GapStatusBadgeProps {
  status: GapStatus;
  size?: BadgeProps['size'];
}

/** A point's status in colour and in words. */
export function GapStatusBadge({ status, size = 'sm' }: GapStatusBadgeProps) {
  return (
    // max-content: in a narrow table column Mantine would cut the words off with an ellipsis.
    <Badge
      color={GAP_STATUS_COLOR[status]}
      variant="filled"
      size={size}
      tt="none"
      radius="sm"
      miw="max-content"
    >
      {GAP_STATUS_LABEL[status]}
    </Badge>
  );
}
