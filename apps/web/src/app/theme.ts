import { createTheme, type CSSVariablesResolver } from '@mantine/core';

const FONT_FAMILY =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * Mantine's theme for Specrun. Blue at shade 8 keeps white button text and blue links above the
 * WCAG AA contrast of 4.5:1 (5.0:1); Mantine's default shade 6 gives 3.6:1.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  fontFamily: FONT_FAMILY,
  headings: { fontFamily: FONT_FAMILY },
});

/**
 * Mantine's colour variables where its defaults fall below WCAG AA's 4.5:1 on the page: the
 * "dimmed" grey of secondary text (descriptions, labels, empty states: gray 6 is 3.3:1 on white,
 * gray 7 is 7.5:1) and the red of error text (red 6 is 3.6:1, red 9 is 5.4:1). In the dark scheme
 * dimmed text is dark 1 on dark 7 (6.3:1) instead of dark 2 (4.2:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
  },
});
