import { Alert, Badge, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import {
  entityNoun,
  nameWords,
  userInProse,
  type ActionAvailability,
  type AppError,
  type CompiledLifecycle,
  type StoredRecord,
} from '@specrun/runtime';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSession } from '../SessionContext.ts';
import { actionLabel } from './actionLabel.ts';
import { ErrorText } from '../../../shared/ui/ErrorText.tsx';
import { RefusedActions } from './RefusedActions.tsx';

interface RecordActionsProps {
  lifecycle: CompiledLifecycle;
  record: StoredRecord;
  /** Called with the record as the action left it (an edit form moves onto its new version). */
  onActed?: (record: StoredRecord) => void;
}

/**
 * The record's state and the actions of its lifecycle: a button for each action the acting user
 * may take now, and for each other action the reasons it is refused (wrong state, role, point 6,
 * guard, rule), each with its catalogue code. Taking an action keeps the record's version as it
 * was seen, so a record changed meanwhile gives CONFLICT.
 */
export function RecordActions({ lifecycle, record, onActed }: RecordActionsProps) {
  const { source, user } = useSession();
  const entity = lifecycle.entity.name;
  // The answer is kept with the question it answers: a newer record or user asks again.
  const question = useMemo(() => ({ source, entity, record }), [source, entity, record]);
  const [answer, setAnswer] = useState<
    { question: typeof question; value: ActionAvailability[] | AppError[] } | undefined
  >();
  const actions = answer?.question === question ? answer.value : undefined;
  const [busy, setBusy] = useState<string | undefined>();
  const [refused, setRefused] = useState<{ action: string; errors: AppError[] } | undefined>();
  // The button of an action taken goes with the state it was open in: the focus moves to the
  // section's heading, beside the new state, rather than fall back to the page's body.
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let live = true;
    void question.source.availableActions(question.entity, question.record.id).then((outcome) => {
      if (live) setAnswer({ question, value: outcome.ok ? outcome.value : outcome.errors });
    });
    return () => {
      live = false;
    };
  }, [question]);

  const take = useCallback(
    async (action: string) => {
      setBusy(action);
      setRefused(undefined);
      const outcome = await source.act(entity, record.id, action, record.version);
      setBusy(undefined);
      if (!outcome.ok) setRefused({ action, errors: outcome.errors });
      else {
        headingRef.current?.focus();
        onActed?.(outcome.value);
      }
    },
    [source, entity, record, onActed],
  );

  const state = String(record.values[lifecycle.stateField] ?? lifecycle.initial);
  const loaded = actions !== undefined && (actions.length === 0 || 'action' in actions[0]!);
  const available = loaded ? (actions as ActionAvailability[]) : [];
  const open = available.filter((a) => a.allowed);
  const closed = available.filter((a) => !a.allowed);
  return (
    <Stack gap="sm" component="section" aria-labelledby="actions-heading">
      <Group gap="sm" align="center">
        <Title order={2} id="actions-heading" ref={headingRef} tabIndex={-1}>
          State and actions
        </Title>
        <Badge size="lg" variant="outline" color="blue.9" tt="none" aria-label={`State: ${state}`}>
          {nameWords(state)}
        </Badge>
      </Group>
      {actions === undefined && <Text size="sm">Finding the actions you may take…</Text>}
      {actions !== undefined && !loaded && (
        <Alert color="red.9" variant="outline" title="The actions could not be found">
          <List size="sm">
            {(actions as AppError[]).map((error, i) => (
              <List.Item key={i}>
                <ErrorText error={error} />
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {loaded && (
        <>
          {open.length > 0 ? (
            <Group gap="sm">
              {open.map((a) => (
                <Button
                  key={a.action}
                  loading={busy === a.action}
                  disabled={busy !== undefined}
                  onClick={() => void take(a.action)}
                >
                  {actionLabel(a.action)}
                </Button>
              ))}
            </Group>
          ) : (
            <Text size="sm">
              {user ? userInProse(user, true) : 'You'} may take no action on this{' '}
              {entityNoun(lifecycle.entity).one} now.
            </Text>
          )}
          {refused && (
            <Alert
              color="red.9"
              variant="outline"
              title={`${actionLabel(refused.action)} was refused`}
              role="alert"
            >
              <List size="sm">
                {refused.errors.map((error, i) => (
                  <List.Item key={i}>
                    <ErrorText error={error} />
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
          {closed.length > 0 && (
            <RefusedActions closed={closed} who={user ? userInProse(user) : 'you'} />
          )}
        </>
      )}
    </Stack>
  );
}
