import { Button, Text } from '@mantine/core';
import type { Position } from '@specrun/model';
import type { SourceAt } from './sourceAt.ts';

interface LineButtonProps {
  at: Position | undefined;
  /** What is defined there, for the button's accessible name: "entity Claim". */
  what: string;
  onJump: (at: SourceAt) => void;
}

/** "line N": goes to the line of the spec that defines an element; a dash when it has no line. */
export function LineButton({ at, what, onJump }: LineButtonProps) {
  if (at === undefined)
    return (
      <Text size="sm" c="dark.6" span>
        —
      </Text>
    );
  return (
    <Button
      variant="subtle"
      size="compact-xs"
      aria-label={`line ${at.line}: go to ${what}`}
      onClick={() => onJump({ line: at.line, column: at.column })}
    >
      line {at.line}
    </Button>
  );
}
