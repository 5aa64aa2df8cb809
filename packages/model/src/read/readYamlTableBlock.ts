import { readYamlTable, yamlRows } from './readYamlTable.ts';
import {
  unknownColumn,
  unknownTable,
  type TablePlace,
  type TableReading,
} from './readTableBlock.ts';
import { recognizeTable, type RecognizedTable } from './rows.ts';
import type { Block } from './scanBlocks.ts';

/**
 * Reads a fenced YAML block as rows of the kind its keys name (docs/format.md, "Fenced YAML
 * blocks"). Undefined, after the diagnostics, when the block is to be kept as text.
 */
export function readYamlTableBlock(
  block: Block & { kind: 'fence' },
  place: TablePlace,
): TableReading {
  const origin = { line: block.contentLine, column: block.at.column };
  const reading = readYamlTable(block.content, origin, place.path, place.diagnostics);
  if (reading.kind === 'broken') return undefined;
  const keys = reading.kind === 'table' ? reading.table.keys.map((key) => key.name) : [];
  const own = place.samples?.(keys);
  const recognized: RecognizedTable | undefined =
    reading.kind !== 'table'
      ? undefined
      : own
        ? { kind: 'samples', columns: own }
        : recognizeTable(keys);
  if (reading.kind === 'other' || !recognized) {
    unknownTable(block.at, place);
    return undefined;
  }
  const { table } = reading;
  if (!place.allows(recognized.kind, block.at)) return undefined;
  const columns = new Map<string, string>();
  table.keys.forEach((key, i) => {
    const column = recognized.columns[i];
    if (column === undefined) unknownColumn(key.name, recognized.kind, key.at, place);
    else columns.set(key.name, column);
  });
  const rows = yamlRows(table, recognized.kind, columns, place.path, place.diagnostics);
  return { kind: recognized.kind, forEachRow: (visit) => rows.forEach((row) => visit(row)) };
}
