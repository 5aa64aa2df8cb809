/**
 * Mantine draws some secondary text in its "dimmed" grey, 3.3:1 on white, below WCAG AA's 4.5:1;
 * these styles give those parts grey 7 (7.5:1) instead.
 */
const READABLE = { color: 'var(--mantine-color-gray-7)' };

/** For `DataList`: its labels. */
export const DATA_LIST_STYLES = { itemLabel: READABLE };

/** For `EmptyState`: its description. */
export const EMPTY_STATE_STYLES = { description: READABLE };
