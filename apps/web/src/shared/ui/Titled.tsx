import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A screen's heading over what it shows while it cannot show its content (loading, an error). */
export function Titled({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      {children}
    </Stack>
  );
}
