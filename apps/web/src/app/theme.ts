import { colorsTuple, createTheme, DEFAULT_THEME, type CSSVariablesResolver } from '@mantine/core';

const FONT_FAMILY =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** Mantine's palette of `color` with its darkest shade, 9, replaced by `shade9`. */
function withShade9(color: 'green' | 'orange', shade9: string) {
  return colorsTuple([...DEFAULT_THEME.colors[color].slice(0, 9), shade9]);
}

/**
 * Mantine's theme for Specrun. Blue at shade 8 keeps white button text and blue links above the
 * WCAG AA contrast of 4.5:1 (5.0:1); Mantine's default shade 6 gives 3.6:1. Green and orange text
 * on white fall below it even at Mantine's shade 9 (4.4:1 and 4.3:1), so their shade 9 is the
 * darker tone of the statuses in shared/ui/colors.ts (6.6:1 and 6.8:1).
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  colors: {
    green: withShade9('green', '#1e6b30'),
    orange: withShade9('orange', '#9c3d00'),
  },
  fontFamily: FONT_FAMILY,
  headings: { fontFamily: FONT_FAMILY },
});

/**
 * Mantine's colour variables where its defaults fall below WCAG AA's 4.5:1 on the page: the
 * "dimmed" grey of secondary text (descriptions, labels, empty states: gray 6 is 3.3:1 on white,
 * gray 7 is 7.5:1), the red of error text (red 6 is 3.6:1, red 9 is 5.4:1) and the text of
 * disabled controls, which must still say what they do (gray 5 on the disabled grey, gray 2, is
 * 1.75:1; gray 7 is 6.9:1). The flat grey fill without a border and the not-allowed cursor still
 * set a disabled control apart. In the dark scheme dimmed and disabled text is dark 1 (6.3:1 on
 * dark 7, 6.9:1 on the disabled dark 6) instead of dark 2 (4.2:1) and dark 3 (2.5:1). Light and
 * subtle blue controls (the screens of a spec's navigation) are hovered on blue 1, as the light
 * ones rest: their blue 9 text is 4.0:1 on Mantine's hover blue 2 and 4.9:1 on blue 1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-disabled-color': 'var(--mantine-color-gray-7)',
    '--mantine-color-blue-light-hover': 'var(--mantine-color-blue-1)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-disabled-color': 'var(--mantine-color-dark-1)',
  },
});
