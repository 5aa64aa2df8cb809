import { useState } from 'react';
import { useLocation } from 'wouter';
import { runPath } from '../../shared/session/OpenedSpec.ts';
import { openSpecFiles } from './openSpec.ts';

/** Opening files as a spec from the gallery: busy while reading, the message of a refusal. */
export interface OpenSpecFiles {
  open(files: readonly File[]): void;
  busy: boolean;
  /** What a long opening (an OpenAPI import) is doing, while busy. */
  step: string | undefined;
  error: string | undefined;
  dismiss(): void;
}

/** Opens picked or dropped files as a spec and goes to its place; a refused file leaves a message. */
export function useOpenSpecFiles(): OpenSpecFiles {
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const open = (files: readonly File[]): void => {
    setBusy(true);
    setError(undefined);
    void openSpecFiles(files, setStep).then((outcome) => {
      setBusy(false);
      setStep(undefined);
      if (outcome.ok) navigate(runPath(outcome.place));
      else setError(outcome.message);
    });
  };
  return { open, busy, step, error, dismiss: () => setError(undefined) };
}
