import { List, Stack, Text } from '@mantine/core';
import { refusalText, type ActionAvailability } from '@specrun/runtime';

interface RefusedActionsProps {
  /** The actions not open to the user now, each with its refusals. */
  closed: readonly ActionAvailability[];
  who: string;
}

/**
 * The actions not open to the user now, each with why: one reason after its name, several as a
 * list of their own, so that two messages never run together into one sentence.
 */
export function RefusedActions({ closed, who }: RefusedActionsProps) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        Not open to {who} now
      </Text>
      <List size="sm" spacing={2} aria-label="Refused actions">
        {closed.map((a) => (
          <List.Item key={a.action}>
            <Text span fw={600} size="sm">
              {a.action}
            </Text>
            {a.refusals.length === 1 ? (
              `: ${refusalText(a.refusals[0]!)}`
            ) : (
              <>
                :
                <List size="sm" spacing={2} withPadding listStyleType="circle">
                  {a.refusals.map((r, i) => (
                    <List.Item key={i}>{refusalText(r)}</List.Item>
                  ))}
                </List>
              </>
            )}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
