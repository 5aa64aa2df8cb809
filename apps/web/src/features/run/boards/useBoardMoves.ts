import {
  boardMoves,
  recordLabel,
  type AppError,
  type Board,
  type BoardMoves,
  type StoredRecord,
} from '@specrun/runtime';
import type { Entity } from '@specrun/model';
import { useCallback, useMemo, useState } from 'react';
import { actionLabel } from '../lifecycle/actionLabel.ts';
import { useSession } from '../SessionContext.ts';

/** What the last move said: the card moved, or the data source refused the action, with why. */
export type MoveOutcome =
  { kind: 'moved'; text: string } | { kind: 'refused'; title: string; errors: AppError[] };

/** Moving the cards of a board whose columns are a lifecycle's states; absent on other boards. */
export interface BoardMoving {
  /** Where each card (by record id) may go and by which action, for the acting user now. */
  movesOf: (record: StoredRecord) => BoardMoves;
  /** The card being dragged, and where it may go. */
  dragging: { record: StoredRecord; moves: BoardMoves } | undefined;
  startDrag: (record: StoredRecord) => void;
  endDrag: () => void;
  /** Takes the action on the record, as its version was seen; the board reloads on its own. */
  move: (record: StoredRecord, action: string) => Promise<void>;
  /** The id of the record an action is being taken on. */
  busy: string | undefined;
  outcome: MoveOutcome | undefined;
}

/**
 * The moves of a board's cards (`boardMoves` over `access.availableActions`), the card being
 * dragged, and taking an action through the data source, which checks it again with point 5's
 * rules: a refusal comes back with its codes. Undefined when the board's columns are not the
 * state field of the entity's lifecycle: its cards do not move.
 */
export function useBoardMoves(entity: Entity, board: Board | undefined): BoardMoving | undefined {
  const { access, source, lifecycles } = useSession();
  const lifecycle = lifecycles.get(entity.name);
  const movable = board !== undefined && lifecycle?.stateField === board.field.name;
  const [dragging, setDragging] = useState<BoardMoving['dragging']>();
  const [busy, setBusy] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<MoveOutcome | undefined>();

  const columns = useMemo(() => board?.columns.map((c) => c.value) ?? [], [board]);
  const movesOf = useCallback(
    (record: StoredRecord): BoardMoves => {
      const value = board ? record.values[board.field.name] : undefined;
      const at = typeof value === 'string' && value !== '' ? value : undefined;
      return boardMoves(at, access.availableActions(entity.name, record), columns);
    },
    [access, entity, board, columns],
  );

  const move = useCallback(
    async (record: StoredRecord, action: string) => {
      const label = recordLabel(entity, record);
      setBusy(record.id);
      setOutcome(undefined);
      const result = await source.act(entity.name, record.id, action, record.version);
      setBusy(undefined);
      if (result.ok) {
        const to = board ? String(result.value.values[board.field.name] ?? '') : '';
        setOutcome({ kind: 'moved', text: `${actionLabel(action)}: “${label}” moved to ${to}.` });
      } else {
        setOutcome({
          kind: 'refused',
          title: `${actionLabel(action)} of “${label}” was refused`,
          errors: result.errors,
        });
      }
    },
    [source, entity, board],
  );

  const startDrag = useCallback(
    (record: StoredRecord) => setDragging({ record, moves: movesOf(record) }),
    [movesOf],
  );
  const endDrag = useCallback(() => setDragging(undefined), []);

  if (!movable) return undefined;
  return { movesOf, dragging, startDrag, endDrag, move, busy, outcome };
}
