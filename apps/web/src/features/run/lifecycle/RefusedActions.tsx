import { List, Stack, Text } from '@mantine/core';
import { refusalText, type ActionAvailability } from '@specrun/runtime';
import { Why } from '../../../shared/ui/Why.tsx';
import { actionLabel } from './actionLabel.ts';

interface RefusedActionsProps {
  /** The actions not open to the user now, each with its refusals. */
  closed: readonly ActionAvailability[];
  who: string;
}

/**
 * The actions not open to the user now, each with the one reason that decides it first (the
 * record's state before a role, a role before a condition), and behind "Why?" its code and any
 * other reasons, each said once.
 */
export function RefusedActions({ closed, who }: RefusedActionsProps) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        Not open to {who} now
      </Text>
      <List size="sm" spacing={2} aria-label="Refused actions">
        {closed.map((a) => {
          const [first, ...others] = a.refusals;
          if (first === undefined) return null;
          const seen = new Set([refusalText(first)]);
          const rest = others.filter((r) => {
            const key = refusalText(r);
            if (seen.has(key)) return false;
            seen.add(key);
            return true;
          });
          return (
            <List.Item key={a.action}>
              <Text span fw={600} size="sm">
                {actionLabel(a.action)}
              </Text>
              {`: ${first.error.message}`}
              <Why
                detail={` (${first.error.code})${first.basis === undefined ? '' : ` ${first.basis}`}${
                  rest.length === 0 ? '' : ` Also: ${rest.map(refusalText).join(' ')}`
                }`}
              />
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}
