/** A 1-based line and column of the spec's source text: where a view's element is defined. */
export interface SourceAt {
  line: number;
  column: number;
}
