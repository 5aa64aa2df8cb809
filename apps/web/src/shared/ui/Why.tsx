import { UnstyledButton } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';

/**
 * "Why?" after words for people: a small button that shows, in place, what the spec says behind
 * them (an error's code, a screen's condition), for the curious. The detail sits in the page,
 * hidden until asked for, so that it is read where it belongs once shown.
 */
export function Why({ detail }: { detail: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <span id={id} hidden={!open}>
        {detail}
      </span>{' '}
      <UnstyledButton
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={(event) => {
          // Inside a row or a link, the disclosure is its own click.
          event.stopPropagation();
          setOpen((shown) => !shown);
        }}
        fz="xs"
        td="underline"
        c="blue.9"
        style={{ whiteSpace: 'nowrap' }}
      >
        {open ? 'Hide why' : 'Why?'}
      </UnstyledButton>
    </>
  );
}
