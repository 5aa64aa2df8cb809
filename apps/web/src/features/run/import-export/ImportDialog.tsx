import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ImportProblem } from '@specrun/runtime';
import { ImportProblemsTable } from './ImportProblemsTable.tsx';
import { TransferProgress } from './TransferProgress.tsx';
import type { TransferDialog } from './useDataTransfer.ts';

interface ImportDialogProps {
  dialog: TransferDialog | undefined;
  onCancel: () => void;
  onClose: () => void;
}

const number = new Intl.NumberFormat('en');
const plural = (count: number, one: string, many: string): string =>
  `${number.format(count)} ${count === 1 ? one : many}`;

/** True when the one problem is with the file as a whole (row 0, no field): it is not read. */
const isWholeFile = (problems: readonly ImportProblem[], count: number): boolean =>
  count === 1 && problems[0]?.row === 0 && problems[0].field === undefined;

/** The message of a file's problem, led by the file's name when it does not already say it. */
const namingFile = (fileName: string, message: string): string =>
  message.startsWith(fileName) ? message : `${fileName}: ${message}`;

/**
 * Shows an import while it runs (progress, and "Cancel import") and how it ended: imported, the
 * problems that stopped it, cancelled, or failed. It cannot be closed while running.
 */
export function ImportDialog({ dialog, onCancel, onClose }: ImportDialogProps) {
  const phase = dialog?.phase;
  const running = phase?.phase === 'reading' || phase?.phase === 'writing';
  return (
    <Modal
      opened={dialog !== undefined}
      onClose={running ? () => {} : onClose}
      title={dialog?.title}
      size="lg"
      closeOnClickOutside={!running}
      closeOnEscape={!running}
      // The dialog's own "Close" button (or Escape) closes it once the import has ended.
      withCloseButton={false}
    >
      {phase && dialog && (
        <Stack gap="md">
          {phase.phase === 'reading' && (
            <TransferProgress
              label={`Reading ${dialog.fileName}`}
              done={phase.done}
              total={phase.total}
              unit="rows"
            />
          )}
          {phase.phase === 'writing' && (
            <TransferProgress
              label="Writing records"
              done={phase.done}
              total={phase.total}
              unit="records"
            />
          )}
          {phase.phase === 'problems' && isWholeFile(phase.problems, phase.count) && (
            // A file that cannot be read at all (a .txt, an image) is one sentence, not a table.
            <Alert color="red.9" variant="outline" title="Nothing was imported" role="alert">
              <Text size="sm">{namingFile(dialog.fileName, phase.problems[0]?.message ?? '')}</Text>
            </Alert>
          )}
          {phase.phase === 'problems' && !isWholeFile(phase.problems, phase.count) && (
            <>
              <Alert color="red.9" variant="outline" title="Nothing was imported" role="alert">
                <Text size="sm">
                  {dialog.fileName} has {plural(phase.count, 'problem', 'problems')}. An import is
                  all or nothing: fix {phase.count === 1 ? 'it' : 'them'} and import the file again.
                </Text>
              </Alert>
              <ImportProblemsTable problems={phase.problems} count={phase.count} />
            </>
          )}
          {phase.phase === 'done' && (
            <Text role="status">
              Imported {plural(phase.count, 'record', 'records')}
              {phase.entities.length > 0 ? ` of ${phase.entities.join(', ')}` : ''} from{' '}
              {dialog.fileName}
              {phase.updated > 0 && `: ${newAndUpdated(phase.count, phase.updated)}`}.
              {phase.keptAside > 0 &&
                ` The spec changed since the file was exported: ${plural(phase.keptAside, 'value was', 'values were')} kept aside with ${phase.keptAside === 1 ? 'its record' : 'their records'}, as a migration keeps them.`}
            </Text>
          )}
          {phase.phase === 'cancelled' && (
            <Text role="status">Import cancelled: nothing was written.</Text>
          )}
          {phase.phase === 'failed' && (
            <Alert color="red.9" variant="outline" title="It did not work" role="alert">
              <Text size="sm">
                {phase.message}
                {dialog.fileName !== '' ? ' Nothing was written.' : ''}
              </Text>
            </Alert>
          )}
          <Group justify="flex-end">
            {running ? (
              <Button variant="default" onClick={onCancel}>
                Cancel import
              </Button>
            ) : (
              // The import has ended: the keyboard goes on from here, not from the page behind.
              <Button onClick={onClose} autoFocus>
                Close
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** "2 new, 1 updated": what an import did with records it added and stored ones it updated. */
function newAndUpdated(count: number, updated: number): string {
  const added = count - updated;
  const parts = added > 0 ? [`${added.toLocaleString('en')} new`] : [];
  return [...parts, `${updated.toLocaleString('en')} updated`].join(', ');
}
