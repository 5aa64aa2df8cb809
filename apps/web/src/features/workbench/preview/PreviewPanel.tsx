import { Alert, Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { runPath, workbenchPlace } from '../../../shared/session/OpenedSpec.ts';
import type { WorkbenchState } from '../workbenchStore.ts';

/** The address of the running app of a place, on this same page: `index.html#/s/<place>`. */
function appUrl(place: string): string {
  return `${window.location.pathname}${window.location.search}#${runPath(place)}`;
}

/**
 * The running app of the spec, in a frame on its own place: it keeps its records and its route
 * while the spec changes. A text that does not check leaves it on the last version that did, and
 * a notice says so.
 */
export function PreviewPanel({ state }: { state: WorkbenchState }) {
  const place = workbenchPlace(state.spec.id);
  const { analysis } = state;
  const errors = analysis?.counts.error ?? 0;
  const behind = analysis !== undefined && !analysis.sound;
  return (
    <Stack gap="xs" h="100%">
      {behind && (
        // The warning colour of shared/ui/colors.ts: white text on it passes WCAG AA (6.8:1).
        <Alert color="#9c3d00" variant="filled" p="xs" role="status">
          <Text size="sm">
            The spec has {errors} {errors === 1 ? 'error' : 'errors'};{' '}
            {state.sound !== undefined || state.previewReady
              ? 'the preview runs the last version that checked.'
              : 'the preview starts once the spec checks.'}
          </Text>
        </Alert>
      )}
      <Group justify="space-between" gap="xs">
        {/* One line, cut short on a phone: the preview keeps the screen's height. */}
        <Text size="xs" c="dimmed" truncate="end" maw="100%">
          Its records stay on this device, in the place “{place}”.
        </Text>
        <Anchor href={appUrl(place)} target="_blank" rel="noopener" size="xs">
          Open the preview in a new tab
        </Anchor>
      </Group>
      {state.previewReady ? (
        <Box
          component="iframe"
          src={appUrl(place)}
          title={`Preview of ${state.spec.name}`}
          style={{
            flex: 1,
            width: '100%',
            minHeight: 360,
            border: '1px solid var(--mantine-color-gray-3)',
            borderRadius: 'var(--mantine-radius-sm)',
            background: 'white',
          }}
        />
      ) : (
        <Text size="sm">
          {behind ? 'No version of this spec has checked yet.' : 'Starting the preview…'}
        </Text>
      )}
    </Stack>
  );
}
