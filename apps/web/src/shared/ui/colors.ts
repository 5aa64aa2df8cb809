import type { GapStatus, Severity } from '@specrun/model';

// Mantine's green and orange fail WCAG AA behind white text even at shade 9 (4.4:1 and 4.3:1), so
// the statuses use darker tones. Contrast with white text: shown 6.6:1, partly 6.8:1, not shown
// (gray 7) 8.2:1, error (red 9) 5.5:1, info (blue 9) 6.1:1.

/** The filled background of each gap status; always shown with its words. */
export const GAP_STATUS_COLOR: Record<GapStatus, string> = {
  shown: '#1e6b30',
  partly: '#9c3d00',
  'not shown': 'gray.7',
};

/** The filled background of each diagnostic severity; always shown with its word. */
export const SEVERITY_COLOR: Record<Severity, string> = {
  error: 'red.9',
  warning: '#9c3d00',
  info: 'blue.9',
};
