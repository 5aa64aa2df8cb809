import { Text, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import { countChanges, diffVersions, foldDiff } from './diffVersions.ts';
import classes from './DiffView.module.css';

/** The most lines diffed: past it, a diff of two large versions would hold the page up. */
const MAX_DIFF_LINES = 20_000;

const SIGN = { same: ' ', added: '+', removed: '−' } as const;
const SAY = { same: 'unchanged', added: 'added', removed: 'removed' } as const;

/**
 * The line diff of two versions: each added line marked "+" and each removed one "−", in words for
 * screen readers as well as in colour, with unchanged runs folded.
 */
export function DiffView({ older, newer, label }: { older: string; newer: string; label: string }) {
  const lines = useMemo(() => {
    const size = (text: string) => text.split('\n', MAX_DIFF_LINES + 1).length;
    if (size(older) > MAX_DIFF_LINES || size(newer) > MAX_DIFF_LINES) return undefined;
    return diffVersions(older, newer);
  }, [older, newer]);
  if (lines === undefined)
    return <Text size="sm">These versions are too long to compare here: save them as files.</Text>;
  const { added, removed } = countChanges(lines);
  if (added === 0 && removed === 0) return <Text size="sm">The two versions are the same.</Text>;
  return (
    <div>
      <Text size="sm" mb={4}>
        {added} {added === 1 ? 'line' : 'lines'} added, {removed} removed.
      </Text>
      <ol className={classes.diff} aria-label={label}>
        {foldDiff(lines).map((row, i) =>
          row.kind === 'skipped' ? (
            <li key={i} className={classes.skipped}>
              … {row.count} unchanged {row.count === 1 ? 'line' : 'lines'}
            </li>
          ) : (
            <li key={i} className={classes[row.kind]}>
              <span className={classes.number} aria-hidden="true">
                {row.oldLine ?? ''}
              </span>
              <span className={classes.number} aria-hidden="true">
                {row.newLine ?? ''}
              </span>
              <span className={classes.sign} aria-hidden="true">
                {SIGN[row.kind]}
              </span>
              <VisuallyHidden>
                {SAY[row.kind]}, line {row.newLine ?? row.oldLine}:{' '}
              </VisuallyHidden>
              <span className={classes.text}>{row.text}</span>
            </li>
          ),
        )}
      </ol>
    </div>
  );
}
