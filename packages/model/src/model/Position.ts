/** A 1-based line and column in the source text. */
export interface Position {
  line: number;
  column: number;
}

/** A CEL expression as written in the spec; the checker parses it. */
export interface Expression {
  source: string;
  at?: Position;
}
