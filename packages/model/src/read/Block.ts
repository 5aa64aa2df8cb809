import type { Position } from '../model/Spec.ts';
import type { LineRange } from './sourceLines.ts';
import type { RawCell } from './splitRow.ts';

/**
 * The top-level blocks of a document that the nine-point format gives meaning to. Everything
 * else is prose, kept as written. `start`/`end` are offsets of the block's source in the text.
 */
export type Block =
  | { kind: 'heading'; level: number; text: string; at: Position; start: number; end: number }
  | {
      kind: 'table';
      header: RawCell[];
      /** The lines of the body rows, made and split into cells when read (`splitRow`). */
      rows: LineRange;
      at: Position;
      start: number;
      end: number;
    }
  | {
      kind: 'fence';
      info: string;
      content: string;
      contentLine: number;
      closed: boolean;
      at: Position;
      start: number;
      end: number;
    }
  | { kind: 'comment'; closed: boolean; at: Position; start: number; end: number }
  | { kind: 'prose'; setext?: Position; at: Position; start: number; end: number };
