import { Alert, Button, FileButton, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useCallback, useEffect, useState, type DragEvent } from 'react';
import { Link, useLocation } from 'wouter';
import type { Loadable } from '../../../shared/loading/createResource.ts';
import { ROUTES, workbenchPath } from '../../../shared/routing/paths.ts';
import { LoadErrorState } from '../../../shared/ui/LoadErrorState.tsx';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import type { OpenApiReport } from '../../../shared/openapi/OpenApiReport.ts';
import { keepImportReport, openOpenApiFile } from '../files/openOpenApiFile.ts';
import { readSpecFile } from '../files/readSpecFile.ts';
import { stemOfSpecFileName } from '@specrun/model';
import { SPEC_FILE_TYPES } from '../files/specFiles.ts';
import { deleteWorkbenchSpec } from '../storage/deleteWorkbenchSpec.ts';
import { createSpec, listSpecs, type NewSpec } from '../storage/workbenchDb.ts';
import type { WorkbenchSpec } from '../storage/WorkbenchSpec.ts';
import { blankStart, exampleStart } from './exampleStart.ts';
import { NewSpecMenu } from './NewSpecMenu.tsx';
import { SpecRow } from './SpecRow.tsx';

const toError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** `#/workbench`: the kept specs, newest first, and the ways to start a new one. */
export function WorkbenchListScreen() {
  useDocumentTitle('Workbench · Specrun');
  const [, navigate] = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [specs, setSpecs] = useState<Loadable<WorkbenchSpec[]>>({ status: 'loading' });
  const [problem, setProblem] = useState<string>();
  const [deleting, setDeleting] = useState<WorkbenchSpec>();
  useEffect(() => {
    let current = true;
    listSpecs().then(
      (value) => current && setSpecs({ status: 'ready', value }),
      (error: unknown) => current && setSpecs({ status: 'error', error: toError(error) }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const [step, setStep] = useState<string>();
  const create = useCallback(
    (start: NewSpec, report?: OpenApiReport) =>
      createSpec(start).then(
        (spec) => {
          if (report !== undefined) keepImportReport(spec.id, report);
          navigate(workbenchPath(spec.id));
        },
        (error: unknown) => setProblem(`The spec could not be kept: ${toError(error).message}`),
      ),
    [navigate],
  );
  const openFile = async (file: File | null) => {
    if (file === null) return;
    setProblem(undefined);
    const imported = await openOpenApiFile(file, setStep);
    setStep(undefined);
    if (imported !== undefined) {
      if (!imported.ok) return setProblem(imported.message);
      return create(
        {
          name: file.name.replace(/\.(json|ya?ml)$/i, ''),
          format: 'markdown',
          text: imported.markdown,
          note: `Imported the OpenAPI document ${file.name}`,
        },
        imported.report,
      );
    }
    const read = await readSpecFile(file);
    if (!read.ok) return setProblem(read.reason);
    await create({
      name: stemOfSpecFileName(read.fileName),
      format: read.format,
      text: read.text,
      note: `Opened the file ${read.fileName}`,
    });
  };
  const confirmDelete = async () => {
    if (deleting === undefined) return;
    try {
      await deleteWorkbenchSpec(deleting.id);
    } catch (error) {
      setProblem(`The spec could not be deleted: ${toError(error).message}`);
    }
    setDeleting(undefined);
    setAttempt((n) => n + 1);
  };

  // A file dropped anywhere on the list opens as "Open a file" would open it.
  const onDragOver = (event: DragEvent): void => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };
  const onDrop = (event: DragEvent): void => {
    const [file] = event.dataTransfer.files;
    if (file === undefined) return;
    event.preventDefault();
    void openFile(file);
  };
  return (
    <Stack gap="lg" onDragOver={onDragOver} onDrop={onDrop}>
      <Stack gap="xs">
        <Title order={1}>Workbench</Title>
        <Text>
          Write a spec and see it run as you type, see what it leaves out, and share it as a link.
          Specs are kept in this browser, each with every version saved. Open (or drop here) a spec
          file, or an OpenAPI document to make a spec of.
        </Text>
      </Stack>
      <Group gap="sm">
        <NewSpecMenu
          onCreate={(example) => void create(exampleStart(example))}
          onBlank={() => void create(blankStart())}
        />
        <FileButton onChange={(file) => void openFile(file)} accept={SPEC_FILE_TYPES}>
          {(props) => (
            <Button variant="default" loading={step !== undefined} {...props}>
              Open a file
            </Button>
          )}
        </FileButton>
        <Button component={Link} href={ROUTES.gallery} variant="subtle">
          Back to the examples
        </Button>
      </Group>
      {step !== undefined && (
        <Text size="sm" role="status">
          {step}
        </Text>
      )}
      {problem !== undefined && (
        <Alert
          color="red.9"
          variant="outline"
          role="alert"
          title="Something went wrong"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setProblem(undefined)}
        >
          {problem}
        </Alert>
      )}
      <Stack gap="sm" component="section" aria-labelledby="kept-heading">
        <Title order={2} size="h3" id="kept-heading">
          Your specs
        </Title>
        {specs.status === 'loading' && <LoadingState label="Loading your specs…" />}
        {specs.status === 'error' && (
          <LoadErrorState
            title="Your specs could not be listed"
            error={specs.error}
            onRetry={() => setAttempt((n) => n + 1)}
          />
        )}
        {specs.status === 'ready' && specs.value.length === 0 && (
          <Text>No spec yet: start one with “New spec”, or open a file.</Text>
        )}
        {specs.status === 'ready' && specs.value.length > 0 && (
          <Stack
            component="ul"
            gap="xs"
            p={0}
            m={0}
            aria-labelledby="kept-heading"
            style={{ listStyle: 'none' }}
          >
            {specs.value.map((spec) => (
              <SpecRow key={spec.id} spec={spec} onDelete={() => setDeleting(spec)} />
            ))}
          </Stack>
        )}
      </Stack>
      <Modal
        opened={deleting !== undefined}
        onClose={() => setDeleting(undefined)}
        title={`Delete ${deleting?.name ?? ''}?`}
      >
        <Stack gap="md">
          <Text size="sm">
            The spec, all its versions and the records of its preview are deleted from this browser.
            This cannot be undone; save it as a file first to keep a copy.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(undefined)}>
              Cancel
            </Button>
            <Button color="red.9" onClick={() => void confirmDelete()}>
              Delete for good
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
