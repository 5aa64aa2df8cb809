import type { BoardMove } from '@specrun/runtime';
import { Button, Group, Menu } from '@mantine/core';
import { actionLabel } from '../lifecycle/actionLabel.ts';

interface BoardMoveMenuProps {
  /** The card's label, for the button's accessible name ("Move Write the copy"). */
  label: string;
  moves: BoardMove[];
  busy: boolean;
  disabled: boolean;
  onMove: (action: string) => void;
}

/**
 * A card's "Move" menu: one item per action the acting user may take on it now, naming the
 * column it leads to ("Start to doing"). The keyboard's and screen reader's way to do what
 * dragging does.
 */
export function BoardMoveMenu({ label, moves, busy, disabled, onMove }: BoardMoveMenuProps) {
  return (
    <Group mt="xs" gap="xs">
      <Menu position="bottom-start">
        <Menu.Target>
          <Button
            size="compact-sm"
            variant="default"
            aria-label={`Move ${label}`}
            loading={busy}
            disabled={disabled}
          >
            Move
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {moves.map((move) => (
            <Menu.Item key={move.action} onClick={() => onMove(move.action)}>
              {actionLabel(move.action)} to {move.to}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
