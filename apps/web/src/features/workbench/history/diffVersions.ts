import { diffLines } from 'diff';

/** One line of a diff: kept, added or removed, with its line numbers in the old and new text. */
export interface DiffLine {
  kind: 'same' | 'added' | 'removed';
  text: string;
  /** Its line in the older text; absent for an added line. */
  oldLine?: number;
  /** Its line in the newer text; absent for a removed line. */
  newLine?: number;
}

/** A run of unchanged lines left out of a diff's view. */
export interface DiffGap {
  kind: 'skipped';
  count: number;
}

/** What a diff shows: changed lines with some context, and the unchanged runs between them. */
export type DiffRow = DiffLine | DiffGap;

const splitLines = (value: string): string[] => {
  const lines = value.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
};

/** The line diff of two texts, every line of both in order. */
export function diffVersions(older: string, newer: string): DiffLine[] {
  const lines: DiffLine[] = [];
  let oldLine = 1;
  let newLine = 1;
  for (const change of diffLines(older, newer)) {
    for (const text of splitLines(change.value)) {
      if (change.added) lines.push({ kind: 'added', text, newLine: newLine++ });
      else if (change.removed) lines.push({ kind: 'removed', text, oldLine: oldLine++ });
      else lines.push({ kind: 'same', text, oldLine: oldLine++, newLine: newLine++ });
    }
  }
  return lines;
}

/** Counts a diff's added and removed lines. */
export function countChanges(lines: readonly DiffLine[]): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const line of lines) {
    if (line.kind === 'added') added += 1;
    else if (line.kind === 'removed') removed += 1;
  }
  return { added, removed };
}

/**
 * The rows to show of a diff: each changed line with `context` unchanged lines around it; longer
 * unchanged runs become one "skipped" row.
 */
export function foldDiff(lines: readonly DiffLine[], context = 3): DiffRow[] {
  const near = new Array<boolean>(lines.length).fill(false);
  lines.forEach((line, i) => {
    if (line.kind === 'same') return;
    for (let k = Math.max(0, i - context); k <= Math.min(lines.length - 1, i + context); k++)
      near[k] = true;
  });
  const rows: DiffRow[] = [];
  let skipped = 0;
  lines.forEach((line, i) => {
    if (near[i]) {
      if (skipped > 0) rows.push({ kind: 'skipped', count: skipped });
      skipped = 0;
      rows.push(line);
    } else skipped += 1;
  });
  if (skipped > 0) rows.push({ kind: 'skipped', count: skipped });
  return rows;
}
