import { Progress, Stack, Text } from '@mantine/core';

interface TransferProgressProps {
  /** What is being done: `Reading claims.csv`, `Writing records`. */
  label: string;
  done: number;
  /** 0 while the total is not known yet. */
  total: number;
  unit: string;
}

const number = new Intl.NumberFormat('en');

/** A labelled progress bar that says how far an import is, in rows or records, not percent. */
export function TransferProgress({ label, done, total, unit }: TransferProgressProps) {
  const known = total > 0;
  const text = known ? `${number.format(done)} of ${number.format(total)} ${unit}` : 'Starting…';
  return (
    <Stack gap={6}>
      <Text size="sm">
        {label}: {text}
      </Text>
      {/* The bar's own section is not announced: the root says done of total, not a percentage. */}
      <Progress.Root
        size="lg"
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={known ? total : undefined}
        aria-valuenow={known ? done : undefined}
        aria-valuetext={`${label}: ${text}`}
      >
        <Progress.Section
          withAria={false}
          value={known ? (done / total) * 100 : 100}
          striped={!known}
          animated={!known}
        />
      </Progress.Root>
    </Stack>
  );
}
