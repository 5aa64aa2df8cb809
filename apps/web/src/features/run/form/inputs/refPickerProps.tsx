import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import type { RefOptions } from './useRefOptions.ts';

/** What a picker of references says besides its options: its placeholder, its empty list, its error. */
export interface RefPickerProps {
  placeholder: string;
  nothingFoundMessage: ReactNode;
  error?: ReactNode;
}

/**
 * The texts of a picker of `entity` records: while they load, when there are none, and when they
 * could not be listed — then the list says why (never "There is no … yet": a failed list call is
 * not an empty list), and the field's error adds a way to try again, after any error of its own.
 */
export function refPickerProps(
  entity: string,
  { options, loading, problem, retry }: RefOptions,
  fieldError: ReactNode,
): RefPickerProps {
  if (problem !== undefined)
    return {
      placeholder: `Search ${entity}`,
      nothingFoundMessage: `The ${entity} list could not be loaded: ${problem}`,
      error: (
        <>
          {fieldError !== undefined && <span style={{ display: 'block' }}>{fieldError}</span>}
          The {entity} list could not be loaded: {problem}{' '}
          <Button variant="subtle" color="red.9" size="compact-xs" onClick={retry}>
            Try again
          </Button>
        </>
      ),
    };
  return {
    placeholder: loading ? 'Loading…' : `Search ${entity}`,
    nothingFoundMessage:
      options.length === 0 ? `There is no ${entity} yet` : `No ${entity} matches`,
    ...(fieldError === undefined ? {} : { error: fieldError }),
  };
}
