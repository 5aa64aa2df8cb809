import { createTheme } from '@mantine/core';

/**
 * Mantine's theme for Specrun. Blue at shade 8 keeps white button text and blue links above the
 * WCAG AA contrast of 4.5:1 (5.0:1); Mantine's default shade 6 gives 3.6:1.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
});
