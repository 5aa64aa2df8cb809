import type { Expression } from '@specrun/model';
import { Alert, Code, Text } from '@mantine/core';

/** Says that a screen's `where` could not be applied, and why, instead of showing wrong counts. */
export function WhereProblem({ where, problem }: { where: Expression; problem: string }) {
  return (
    <Alert
      color="red.9"
      variant="outline"
      title="The screen's filter could not be applied"
      role="alert"
    >
      <Text size="sm">
        <Code>{where.source}</Code>: {problem}
      </Text>
    </Alert>
  );
}
