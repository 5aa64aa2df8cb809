/**
 * For `EmptyState`: its description. No longer needed since the theme gives Mantine's "dimmed"
 * text a colour above WCAG AA (app/theme.ts); kept only until list/ListContent.tsx stops
 * importing it, then this file goes.
 *
 * @deprecated The theme's `--mantine-color-dimmed` is readable; pass no styles.
 */
export const EMPTY_STATE_STYLES = {};
