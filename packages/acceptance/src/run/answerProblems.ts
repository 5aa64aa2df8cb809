import type { Expect } from '../plan/Plan.ts';
import { fillPlaceholders, type Variables } from '../plan/fillPlaceholders.ts';
import { codesOf, listOf, recordOf, type Answer, type Messages } from './readAnswer.ts';

/**
 * What is wrong with an answer against what a step expects, in words; empty when it passes.
 * Values compare as JSON; a money or number value answered as text (`"12.5"`) counts as equal.
 */
export function answerProblems(
  expect: Expect,
  answer: Answer,
  variables: Variables,
  messages: Messages = {},
): string[] {
  const problems: string[] = [];
  const codes = codesOf(answer.body, messages);
  if (answer.status !== expect.status)
    problems.push(
      `expected status ${expect.status}, got ${answer.status}${codes.length > 0 ? ` (${codes.join(', ')})` : ''}`,
    );
  if (expect.code !== undefined && !codes.includes(expect.code))
    problems.push(
      `expected error ${expect.code}, got ${codes.length === 0 ? 'no error code' : codes.join(', ')}`,
    );
  if (expect.values !== undefined) {
    const record = recordOf(answer.body);
    let wanted: Record<string, unknown> = {};
    try {
      wanted = fillPlaceholders(expect.values, variables);
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
    if (record === undefined) problems.push('expected a record, got none');
    else
      for (const [field, value] of Object.entries(wanted))
        if (!sameValue(record[field], value))
          problems.push(
            `expected ${field} ${JSON.stringify(value)}, got ${JSON.stringify(record[field])}`,
          );
  }
  const list = listOf(answer.body);
  const needsList =
    expect.includes !== undefined || expect.excludes !== undefined || expect.count !== undefined;
  if (needsList && list === undefined) problems.push('expected a list, got none');
  if (list !== undefined) {
    const key = expect.key ?? 'id';
    const ids = list.map((item) => String(item?.[key]));
    if (expect.includes !== undefined) {
      const id = variables.get(`${expect.includes}.${key}`);
      if (id === undefined || !ids.includes(id))
        problems.push(`expected the list to hold ${expect.includes} (${String(id)})`);
    }
    if (expect.excludes !== undefined) {
      const id = variables.get(`${expect.excludes}.${key}`);
      if (id !== undefined && ids.includes(id))
        problems.push(`expected the list to leave out ${expect.excludes} (${id})`);
    }
    if (expect.count !== undefined) {
      const count = variables.get(expect.count);
      if (count !== undefined && Number(count) !== list.length)
        problems.push(`expected ${count} records, as before, got ${list.length}`);
    }
  }
  if (expect.absent !== undefined) {
    const records = list ?? (recordOf(answer.body) ? [recordOf(answer.body) ?? {}] : []);
    for (const record of records)
      for (const field of expect.absent)
        if (record !== null && typeof record === 'object' && field in record)
          problems.push(`expected no ${field} in the answer, but it is there`);
  }
  return problems;
}

function sameValue(got: unknown, wanted: unknown): boolean {
  if (typeof wanted === 'number' && typeof got === 'string' && got.trim() !== '')
    return Number(got) === wanted;
  return JSON.stringify(got) === JSON.stringify(wanted);
}
