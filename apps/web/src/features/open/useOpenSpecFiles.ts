import { useState } from 'react';
import { useLocation } from 'wouter';
import { runPath } from '../../shared/session/OpenedSpec.ts';
import { openSpecFiles } from './openSpec.ts';

/** Opening files as a spec from the gallery: busy while reading, the message of a refusal. */
export interface OpenSpecFiles {
  open(files: readonly File[]): void;
  busy: boolean;
  error: string | undefined;
  dismiss(): void;
}

/** Opens picked or dropped files as a spec and goes to its place; a refused file leaves a message. */
export function useOpenSpecFiles(): OpenSpecFiles {
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const open = (files: readonly File[]): void => {
    setBusy(true);
    setError(undefined);
    void openSpecFiles(files).then((outcome) => {
      setBusy(false);
      if (outcome.ok) navigate(runPath(outcome.place));
      else setError(outcome.message);
    });
  };
  return { open, busy, error, dismiss: () => setError(undefined) };
}
