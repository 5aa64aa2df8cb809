import type { ActionAvailability, Refusal } from './availableActions.ts';

/** A move a card of a board may make: an action the user may take now, and the state it leads to. */
export interface BoardMove {
  action: string;
  to: string;
}

/** An action that leads from the card's state to a column but that the user may not take now. */
export interface RefusedMove extends BoardMove {
  refusals: Refusal[];
}

/**
 * Why a column cannot take a card: the card is in it already, no action of the lifecycle leads
 * there from the card's state, or the actions that do are refused to the user now (with why).
 */
export type BoardBlock =
  { kind: 'here' } | { kind: 'no-action' } | { kind: 'refused'; refused: RefusedMove[] };

/** A column of a board, as a target of one card. */
export interface BoardTarget {
  /** The column's value: the state a card dropped there moves to; undefined for "(none)". */
  column: string | undefined;
  /** The actions that move the card there, open to the user now, in the lifecycle's order. */
  actions: string[];
  /** Why the column cannot take the card; absent when `actions` has one. */
  block?: BoardBlock;
}

/** Where one card of a board may go, and how. */
export interface BoardMoves {
  /** Every action the user may take on the card now that moves it to another state. */
  moves: BoardMove[];
  /** Every column, in the board's order, with the actions that move the card there or why none. */
  targets: BoardTarget[];
}

/**
 * The moves of a card on a board whose columns are a lifecycle's states: `at` is the column the
 * card is in (its state, or undefined when it holds none), `actions` its `availableActions` for the
 * acting user, `columns` the board's column values in order. A column takes the card only by an
 * action the user may take now leading there; the first such action is the one a drop takes.
 * Pure; the data source checks the action again when it is taken.
 */
export function boardMoves(
  at: string | undefined,
  actions: readonly ActionAvailability[],
  columns: readonly (string | undefined)[],
): BoardMoves {
  const moves: BoardMove[] = [];
  const refused: RefusedMove[] = [];
  for (const availability of actions) {
    const to = availability.to;
    // An action that leads nowhere from this state, or back to the column the card is in, is no move.
    if (to === undefined || to === at) continue;
    if (availability.allowed) moves.push({ action: availability.action, to });
    else refused.push({ action: availability.action, to, refusals: availability.refusals });
  }
  const targets = columns.map((column): BoardTarget => {
    if (column === at) return { column, actions: [], block: { kind: 'here' } };
    const open = moves.filter((m) => m.to === column).map((m) => m.action);
    if (open.length > 0) return { column, actions: open };
    const closed = refused.filter((m) => m.to === column);
    if (closed.length > 0)
      return { column, actions: [], block: { kind: 'refused', refused: closed } };
    return { column, actions: [], block: { kind: 'no-action' } };
  });
  return { moves, targets };
}
