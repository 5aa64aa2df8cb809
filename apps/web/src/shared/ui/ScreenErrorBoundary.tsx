import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'wouter';
import { ROUTES } from '../routing/paths.ts';

interface ScreenErrorBoundaryProps {
  children: ReactNode;
}

interface ScreenErrorBoundaryState {
  error: Error | undefined;
}

/**
 * Keeps a failing screen from taking the whole app down: shows what went wrong and offers to try
 * again or to go back. The app keys it by location, so navigating away resets it.
 */
export class ScreenErrorBoundary extends Component<
  ScreenErrorBoundaryProps,
  ScreenErrorBoundaryState
> {
  override state: ScreenErrorBoundaryState = { error: undefined };

  static getDerivedStateFromError(error: unknown): ScreenErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A screen failed to render', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    return (
      <Stack gap="md" py="xl">
        <Title order={1}>Something went wrong</Title>
        <Alert color="red.9" variant="outline" title="This page could not be shown" role="alert">
          <Text size="sm">{error.message}</Text>
        </Alert>
        <Group>
          <Button onClick={() => this.setState({ error: undefined })}>Try again</Button>
          <Button component={Link} href={ROUTES.gallery} variant="default">
            Back to the examples
          </Button>
        </Group>
      </Stack>
    );
  }
}
