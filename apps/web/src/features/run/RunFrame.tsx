import { Stack } from '@mantine/core';
import { findScreen } from '@specrun/runtime';
import { useReleaseBootFrame } from '../../shared/loading/BootFrame.tsx';
import { ScreenErrorBoundary } from '../../shared/ui/ScreenErrorBoundary.tsx';
import { FaultsNotice } from './calls/FaultsNotice.tsx';
import { SignInPrompt } from './calls/SignInPrompt.tsx';
import { RunHeader } from './RunHeader.tsx';
import { ScreenView } from './ScreenView.tsx';
import { useSession } from './SessionContext.ts';

/** The frame of a running spec: its name, navigation and notices, then the screen at `path`. */
export function RunFrame({ path }: { path: string }) {
  const { app } = useSession();
  const found = findScreen(app, path);
  // The page's boot frame, kept by the loading states until now, gives way to this one.
  useReleaseBootFrame();
  return (
    <Stack gap="lg">
      <RunHeader current={found?.screen} path={path} />
      <FaultsNotice />
      <SignInPrompt />
      {/* Keyed by path: a screen that failed is tried again once the user moves on. */}
      <ScreenErrorBoundary key={path}>
        <ScreenView path={path} found={found} />
      </ScreenErrorBoundary>
    </Stack>
  );
}
