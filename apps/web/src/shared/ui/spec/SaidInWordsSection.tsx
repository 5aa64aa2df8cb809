import { Stack, Text, Title } from '@mantine/core';
import type { SaidInWords } from '@specrun/model';

/**
 * What the spec says only in words (`saidInWords`): the app runs its tables, so a product
 * person comparing the prototype with the spec knows which sentences to check by hand. Nothing
 * is shown when every behaviour is in a table.
 */
export function SaidInWordsSection({ said }: { said: readonly SaidInWords[] }) {
  if (said.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="words-heading">
      <Title order={2} id="words-heading">
        Said in words only
      </Title>
      <Text>
        The app runs what the spec&apos;s tables say. It does not read these paragraphs: what they
        describe happens only where the tables say it too. Compare them with the app by hand.
      </Text>
      {said.map((paragraph, i) => (
        <Stack key={i} gap={2} component="figure" m={0}>
          <Text component="figcaption" size="sm" c="dimmed">
            {describeWhere(paragraph)}
          </Text>
          <Text component="blockquote" m={0} pl="sm" style={QUOTE}>
            {paragraph.text}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}

const QUOTE = {
  whiteSpace: 'pre-wrap',
  borderLeft: '3px solid var(--mantine-color-gray-4)',
} as const;

function describeWhere({ point, of, at }: SaidInWords): string {
  const where = of === `point ${point}` ? of : `${of}, point ${point}`;
  return at === undefined ? where : `${where}, line ${at.line}`;
}
