import { Alert, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { SpecFormat } from '@specrun/model';
import { useEffect, useState } from 'react';
import { encodeShare, MAX_SHARE_PAYLOAD, type EncodedShare } from './shareCodec.ts';
import { shareUrl } from './shareLink.ts';

interface ShareDialogProps {
  opened: boolean;
  onClose: () => void;
  name: string;
  format: SpecFormat;
  text: string;
  /** Saves the spec as a file: what is offered when it is too large for a link. */
  onSaveFile: () => void;
}

/** A link that carries the spec in its fragment: nothing is sent to any server. */
export function ShareDialog({ opened, onClose, name, format, text, onSaveFile }: ShareDialogProps) {
  const [made, setMade] = useState<{ text: string; result: EncodedShare }>();
  useEffect(() => {
    if (!opened) return;
    let current = true;
    void encodeShare({ name, format, text }).then((result) => current && setMade({ text, result }));
    return () => {
      current = false;
    };
  }, [opened, name, format, text]);
  const encoded = made?.text === text ? made.result : undefined;
  return (
    <Modal opened={opened} onClose={onClose} title="Share as a link" size="lg">
      <Stack gap="sm">
        <Text size="sm">
          The link holds the whole spec, compressed, after the “#”: it is never sent to any server.
          Whoever opens it gets a copy of their own, with its own records.
        </Text>
        {encoded === undefined && <Text size="sm">Making the link…</Text>}
        {encoded?.ok === true && <ShareLink url={shareUrl(encoded.payload)} />}
        {encoded?.ok === false && (
          <Alert color="#9c3d00" variant="outline" title="Too large for a link" role="alert">
            <Stack gap="xs">
              <Text size="sm">{encoded.message}</Text>
              <Text size="xs">
                A link holds at most {MAX_SHARE_PAYLOAD.toLocaleString('en')} characters of spec.
              </Text>
              <Group>
                <Button onClick={onSaveFile}>Save file instead</Button>
              </Group>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}

function ShareLink({ url }: { url: string }) {
  return (
    <Stack gap="xs">
      <TextInput
        label="Share link"
        value={url}
        readOnly
        onFocus={(e) => e.currentTarget.select()}
        description={`${url.length.toLocaleString('en')} characters`}
      />
      <Group>
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button onClick={copy} color={copied ? 'teal.9' : 'blue'}>
              {copied ? 'Link copied' : 'Copy link'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
