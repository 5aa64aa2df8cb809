import { Button, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { filterChoices, type LabelIndex } from '@specrun/runtime';
import type { Entity } from '@specrun/model';
import { useSession } from '../SessionContext.ts';
import { FilterField } from './FilterField.tsx';
import { emptyFilterInput, type FilterInput, type FilterInputs } from './listControls.ts';

interface ListFiltersProps {
  id: string;
  entity: Entity;
  inputs: FilterInputs;
  labels: LabelIndex;
  onChange: (inputs: FilterInputs) => void;
}

/** The filter panel of a list: one filter per field of the entity, and a way to clear them all. */
export function ListFilters({ id, entity, inputs, labels, onChange }: ListFiltersProps) {
  const { spec } = useSession();
  const set = (name: string, input: FilterInput) => onChange({ ...inputs, [name]: input });
  return (
    <Paper id={id} withBorder p="md" component="section" aria-label="Filters">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="sm">
          {entity.fields.map((field) => (
            <FilterField
              key={field.name}
              field={field}
              input={inputs[field.name] ?? emptyFilterInput(field)}
              choices={filterChoices(spec, entity.name, field, labels)}
              onChange={(input) => set(field.name, input)}
            />
          ))}
        </SimpleGrid>
        <Group>
          <Button variant="default" size="xs" onClick={() => onChange({})}>
            Clear filters
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
