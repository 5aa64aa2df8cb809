import { Alert, Anchor, Box, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
// The app's stylesheet (app/mantineStyles.ts) has no tabs yet: the workbench brings their styles.
import type { Diagnostic, PointNumber, SpecFormat } from '@specrun/model';
import { useCallback, useRef, useState } from 'react';
import { lazyComponent } from '../../shared/loading/lazyComponent.tsx';
import { Link } from 'wouter';
import { ROUTES } from '../../shared/routing/paths.ts';
import { LoadingState } from '../../shared/ui/LoadingState.tsx';
import { ScreenErrorBoundary } from '../../shared/ui/ScreenErrorBoundary.tsx';
import { FORM_NAMES } from './convert/formNames.ts';
import type { EditorJump } from './editor/SpecEditor.tsx';
import { importReportOf, keepImportReport, openOpenApiFile } from './files/openOpenApiFile.ts';
import { readSpecFile } from './files/readSpecFile.ts';
import { ImportReportSection } from '../../shared/ui/spec/ImportReportSection.tsx';
import { downloadText, fileNameFor } from './files/specFiles.ts';
import { HistoryPanel } from './history/HistoryPanel.tsx';
import { GapsPanel } from './panels/GapsPanel.tsx';
import { ProblemsPanel } from './panels/ProblemsPanel.tsx';
import { PreviewPanel } from './preview/PreviewPanel.tsx';
import { addSection } from './sections/addSection.ts';
import { ShareDialog } from './share/ShareDialog.tsx';
import type { WorkbenchSpec } from './storage/WorkbenchSpec.ts';
import { useSaveShortcut } from './useSaveShortcut.ts';
import { useWorkbench, type WorkbenchHandle } from './useWorkbench.ts';
import type { WorkbenchState } from './workbenchStore.ts';
import classes from './Workbench.module.css';
import { WorkbenchToolbar } from './WorkbenchToolbar.tsx';
import { SavedElsewhereNotice } from './SavedElsewhereNotice.tsx';

// CodeMirror and the diagrams load with the workbench, in chunks of their own.
const SpecEditor = lazyComponent(() => import('./editor/SpecEditor.tsx').then((m) => m.SpecEditor));
const SpecViews = lazyComponent(() => import('./views/SpecViews.tsx').then((m) => m.SpecViews));

/** The workbench of one kept spec: the editor, its problems, and the preview, gaps, views and history. */
export function Workbench({ spec }: { spec: WorkbenchSpec }) {
  const { handle, state } = useWorkbench(spec);
  // The name follows the spec's title as it is edited.
  useDocumentTitle(`${state?.spec.name ?? spec.name} · Workbench · Specrun`);
  if (handle === undefined || state === undefined)
    return <LoadingState label="Opening the workbench…" />;
  return <WorkbenchView handle={handle} state={state} specId={spec.id} />;
}

/** One empty list for every render before the first reading, so the editor sees no change. */
const NO_DIAGNOSTICS: readonly Diagnostic[] = [];

interface Notice {
  title: string;
  message: string;
}

function WorkbenchView({
  handle,
  state,
  specId,
}: {
  handle: WorkbenchHandle;
  state: WorkbenchState;
  specId: string;
}) {
  const { store, analyser } = handle;
  const [importReport, setImportReport] = useState(() => importReportOf(specId));
  const [importStep, setImportStep] = useState<string>();
  const [jump, setJump] = useState<EditorJump>();
  const [tab, setTab] = useState<string | null>('preview');
  const [sharing, setSharing] = useState(false);
  const [converting, setConverting] = useState(false);
  const [notice, setNotice] = useState<Notice>();
  const nonce = useRef(0);
  const goTo = useCallback(
    (at: { line: number; column: number }, length = 0) =>
      setJump({ line: at.line, column: at.column, length, nonce: ++nonce.current }),
    [],
  );
  const save = useCallback(() => void store.saveNow(), [store]);
  useSaveShortcut(save);
  const { spec, text, format, analysis } = state;
  const other: SpecFormat = format === 'yaml' ? 'markdown' : 'yaml';

  const saveFile = () => downloadText(text, fileNameFor(spec.name, format), format);
  const openFile = async (file: File | null) => {
    if (file === null) return;
    const imported = await openOpenApiFile(file, setImportStep);
    setImportStep(undefined);
    if (imported !== undefined) {
      if (!imported.ok)
        return setNotice({ title: 'The file was not opened', message: imported.message });
      setNotice(undefined);
      keepImportReport(specId, imported.report);
      setImportReport(imported.report);
      await store.replace(
        imported.markdown,
        'markdown',
        `Imported the OpenAPI document ${file.name}`,
      );
      setTab('import');
      return;
    }
    const read = await readSpecFile(file);
    if (!read.ok) return setNotice({ title: 'The file was not opened', message: read.reason });
    setNotice(undefined);
    await store.replace(read.text, read.format, `Opened the file ${read.fileName}`);
  };
  const convert = async () => {
    setConverting(true);
    const result = await analyser.convert(text, format, other);
    setConverting(false);
    if (!result.ok)
      return setNotice({ title: `Not converted to ${FORM_NAMES[other]}`, message: result.reason });
    setNotice(undefined);
    await store.replace(result.text, other, `Converted to ${FORM_NAMES[other]}`);
  };
  const addSectionOf =
    analysis?.spec !== undefined
      ? (point: PointNumber) => {
          const added = addSection(text, format, point, analysis.spec);
          if (added === undefined) return;
          store.edit(added.text);
          goTo(added.at, added.length);
        }
      : undefined;
  const reading = analysis === undefined || analysis.revision < state.revision;
  const open = analysis?.gaps.filter((g) => g.status !== 'shown').length ?? 0;
  const gapsLabel = open > 0 ? `Gaps (${open})` : 'Gaps';

  return (
    <Box className={classes.bleed}>
      <Group justify="space-between" align="flex-end" mb="sm" gap="sm">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Anchor component={Link} href={ROUTES.workbench} size="sm">
            All specs in the workbench
          </Anchor>
          <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {spec.name}
          </Title>
        </Stack>
        <WorkbenchToolbar
          format={format}
          save={state.save}
          converting={converting}
          onSave={save}
          onOpenFile={(file) => void openFile(file)}
          onSaveFile={saveFile}
          onConvert={() => void convert()}
          onShare={() => setSharing(true)}
        />
      </Group>
      {importStep !== undefined && (
        <Text size="sm" role="status" mb="sm">
          {importStep}
        </Text>
      )}
      {notice !== undefined && (
        <Alert
          color="red.9"
          variant="outline"
          title={notice.title}
          role="alert"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setNotice(undefined)}
          mb="sm"
        >
          <Text size="sm">{notice.message}</Text>
        </Alert>
      )}
      {state.elsewhere !== undefined && (
        <SavedElsewhereNotice
          elsewhere={state.elsewhere}
          onTake={() => void store.takeElsewhere()}
          onKeep={store.dismissElsewhere}
        />
      )}
      {state.failure !== undefined && (
        <Alert
          color="red.9"
          variant="outline"
          role="alert"
          mb="sm"
          title="A problem in the workbench"
        >
          <Text size="sm">{state.failure} The preview keeps running the last sound version.</Text>
        </Alert>
      )}
      <div className={classes.grid}>
        <div className={classes.left}>
          <Box component="section" aria-label="Editor" className={classes.editor}>
            <ScreenErrorBoundary>
              <SpecEditor
                value={text}
                format={format}
                onChange={store.edit}
                diagnostics={analysis?.diagnostics ?? NO_DIAGNOSTICS}
                spec={analysis?.spec}
                jump={jump}
                label="Spec text"
                fallback={<LoadingState label="Loading the editor…" />}
              />
            </ScreenErrorBoundary>
          </Box>
          <div className={classes.problems}>
            <ProblemsPanel analysis={analysis} reading={reading} onJump={goTo} />
          </div>
        </div>
        <Tabs
          value={tab}
          onChange={setTab}
          className={classes.right}
          keepMounted={false}
          keepMountedMode="display-none"
        >
          <Tabs.List>
            <Tabs.Tab value="preview">Preview</Tabs.Tab>
            <Tabs.Tab value="gaps">{gapsLabel}</Tabs.Tab>
            <Tabs.Tab value="views">Views</Tabs.Tab>
            <Tabs.Tab value="history">History</Tabs.Tab>
            {importReport !== undefined && <Tabs.Tab value="import">Import</Tabs.Tab>}
          </Tabs.List>
          <Tabs.Panel value="preview" keepMounted className={classes.previewPanel}>
            <PreviewPanel state={state} />
          </Tabs.Panel>
          <Tabs.Panel value="gaps" className={classes.panel}>
            <GapsPanel gaps={analysis?.gaps ?? []} onJump={goTo} onAddSection={addSectionOf} />
          </Tabs.Panel>
          <Tabs.Panel value="views" className={classes.panel}>
            <ScreenErrorBoundary>
              {analysis?.spec !== undefined ? (
                <SpecViews
                  spec={analysis.spec}
                  onJump={goTo}
                  fallback={<LoadingState label="Loading the views…" />}
                />
              ) : (
                <Text size="sm">The views show once the spec has been read.</Text>
              )}
            </ScreenErrorBoundary>
          </Tabs.Panel>
          {importReport !== undefined && (
            <Tabs.Panel value="import" className={classes.panel}>
              <ImportReportSection report={importReport} />
            </Tabs.Panel>
          )}
          <Tabs.Panel value="history" className={classes.panel}>
            <HistoryPanel
              specId={spec.id}
              savedVersions={state.savedVersions}
              onRestore={(version, name) =>
                void store.replace(
                  version.text,
                  version.format,
                  `Restored ${name.replace(/^Version/, 'version')}`,
                )
              }
            />
          </Tabs.Panel>
        </Tabs>
      </div>
      <ShareDialog
        opened={sharing}
        onClose={() => setSharing(false)}
        name={spec.name}
        format={format}
        text={text}
        onSaveFile={saveFile}
      />
    </Box>
  );
}
