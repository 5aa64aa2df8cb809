import { List, Text } from '@mantine/core';
import { entityNoun, type SamplesNote } from '@specrun/runtime';
import { useEffect, useState } from 'react';
import { useSession } from '../SessionContext.ts';

/** What the spec's sample records (point 3) did for this place: how many it started with. */
export function SpecSamples() {
  const { spec, running } = useSession();
  const { samples } = running;
  const [note, setNote] = useState<SamplesNote | undefined>();
  useEffect(() => {
    let live = true;
    samples.then(
      (value) => live && setNote(value),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [samples]);
  const given = spec.entities.filter((e) => (e.samples?.length ?? 0) > 0);
  if (given.length === 0)
    return <Text>The spec gives no sample records: this place started empty.</Text>;
  const counts = given
    .map((e) => {
      const n = e.samples?.length ?? 0;
      const noun = entityNoun(e);
      return `${n.toLocaleString('en')} ${n === 1 ? noun.one : noun.many}`;
    })
    .join(', ');
  return (
    <>
      <Text>{`The spec gives ${counts}.`}</Text>
      {note && (
        <Text role="status">
          {note.written > 0
            ? `This place started with them on ${note.at.slice(0, 10)}: ${note.written.toLocaleString('en')} records.`
            : 'This place held records of its own when it was first opened, so it did not start with them.'}
        </Text>
      )}
      {note && note.problems.length > 0 && (
        <List aria-label="Sample records left out" size="sm">
          {note.problems.map((p, i) => (
            <List.Item key={i}>{`${p.entity} ${p.row}: ${p.problem}`}</List.Item>
          ))}
        </List>
      )}
    </>
  );
}
