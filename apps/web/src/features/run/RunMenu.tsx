import { Anchor, Box, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './RunMenu.module.css';

/**
 * On a phone, Specrun's own views of the spec and the "Acting as" switcher in one menu, so that
 * the header takes a line, not half the screen. A native disclosure: no script, and the keyboard
 * and screen readers know it as one.
 */
export function RunMenu({ children }: { children: ReactNode }) {
  return (
    <Box
      component="details"
      hiddenFrom="xs"
      className={classes.menu}
      // A link followed from the menu closes it: the page it opens starts with the menu shut.
      onClick={(event) => {
        if ((event.target as Element).closest('a'))
          (event.currentTarget as HTMLDetailsElement).open = false;
      }}
    >
      <Anchor component="summary" fw={500} className={classes.summary}>
        Menu
      </Anchor>
      <Stack gap="sm" className={classes.panel}>
        {children}
      </Stack>
    </Box>
  );
}
