import { Badge, Button, Code, Group, Stack, Table, Text } from '@mantine/core';
import { formatTimeOfDay } from '@specrun/runtime';
import type { CallLogEntry } from '@specrun/runtime/calls';
import { useSyncExternalStore } from 'react';
import type { CallsRuntime } from '../../../shared/calls/CallsRuntime.ts';
import { ScrollTable } from '../../../shared/ui/ScrollTable.tsx';

/** How many entries the view shows, the newest first; the export holds every kept entry. */
const SHOWN = 200;

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function json(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

function Notes({ entry }: { entry: CallLogEntry }) {
  return (
    <Stack gap={2}>
      {entry.faults.map((note, i) => (
        <Text key={`f${i}`} size="xs" c="orange.9">
          Fault: {note}
        </Text>
      ))}
      {entry.assumptions.map((note, i) => (
        <Text key={`a${i}`} size="xs" c="blue.9">
          Assumption: {note}
        </Text>
      ))}
      {entry.violations.map((note, i) => (
        <Text key={`v${i}`} size="xs" c="red.9">
          Spec violation: {note}
        </Text>
      ))}
    </Stack>
  );
}

function EntryRow({ entry }: { entry: CallLogEntry }) {
  const where =
    entry.mode === 'local' ? 'local storage' : `${entry.method ?? ''} ${entry.url ?? ''}`;
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="xs">{formatTimeOfDay(entry.at)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={500}>
          {entry.call ?? '—'}
        </Text>
        <Text size="xs" c="dark.6" style={{ wordBreak: 'break-all' }}>
          {where}
        </Text>
      </Table.Td>
      <Table.Td>
        {entry.status === undefined ? (
          <Badge color="gray.7" variant="outline">
            no answer
          </Badge>
        ) : (
          <Badge color={entry.status < 400 ? 'green.9' : 'red.9'} variant="outline">
            {entry.status}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="xs">{Math.round(entry.ms)} ms</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{entry.handling}</Text>
        <Notes entry={entry} />
        {(entry.sent !== undefined || entry.answer !== undefined) && (
          <details>
            <summary>
              <Text span size="xs">
                Sent and answered
              </Text>
            </summary>
            {entry.sent !== undefined && (
              <Code block aria-label="Sent">
                {json(entry.sent)}
              </Code>
            )}
            {entry.answer !== undefined && (
              <Code block aria-label="Answered">
                {json(entry.answer)}
              </Code>
            )}
            {entry.abridged && <Text size="xs">{entry.abridged}</Text>}
          </details>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** Every call the app made, newest first, with how it was handled; clear and export. */
export function CallLogView({ runtime, fileName }: { runtime: CallsRuntime; fileName: string }) {
  const { log } = runtime;
  const entries = useSyncExternalStore(
    (listener) => log.subscribe(listener),
    () => log.entries(),
  );
  const shown = entries.slice(-SHOWN).reverse();
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Button
          variant="default"
          size="xs"
          onClick={() => download(fileName, JSON.stringify(log, null, 2))}
        >
          Export the log as JSON
        </Button>
        <Button
          variant="default"
          size="xs"
          onClick={() => log.clear()}
          disabled={entries.length === 0}
        >
          Clear the log
        </Button>
        <Text size="xs" c="dark.6">
          {entries.length === 0
            ? 'No call yet: open a screen that reads records.'
            : `${entries.length} calls${entries.length > SHOWN ? `, the newest ${SHOWN} shown` : ''}; the log keeps the newest ${log.limit}.`}
        </Text>
      </Group>
      {shown.length > 0 && (
        <ScrollTable
          minWidth={720}
          verticalSpacing="xs"
          aria-label="Call log"
          columns={['When', 'Call', 'Status', 'Took', 'How the app handled it']}
        >
          {shown.map((entry) => (
            <EntryRow key={entry.id} entry={entry} />
          ))}
        </ScrollTable>
      )}
    </Stack>
  );
}
