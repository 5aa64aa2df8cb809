import { describe, expect, it } from 'vitest';
import { readMarkdown } from './withYamlPackage.ts';

/** The message and hint of each diagnostic of a spec. */
function said(text: string): [string, string | undefined][] {
  return readMarkdown(text).diagnostics.map((d) => [d.message, d.hint]);
}

describe('the reader’s messages', () => {
  it('give a noun its article, and the place to move a table to', () => {
    expect(
      said(`# Specification: S

## 3. Entities and their fields

| code | status | message |
| --- | --- | --- |
| NOT_FOUND | 404 | Not found. |
`),
    ).toEqual([
      ['An errors table belongs in point 8; it is kept as text here.', 'Move it to point 8.'],
    ]);
  });

  it('count one extra cell in the singular, and name the columns a table may have', () => {
    expect(
      said(`# Specification: S

## 8. The error catalogue

| code | status | message | owner |
| --- | --- | --- | --- |
| NOT_FOUND | 404 | Not found. | me | extra |
`),
    ).toEqual([
      [
        'An errors table has no column "owner"; its cells are not read.',
        'Its columns are "code", "status", "message".',
      ],
      [
        'This row has 1 more cell than the header; it is not read.',
        'Remove the extra cells, or escape a "|" inside a cell as "\\|".',
      ],
    ]);
  });

  it('show an error code name by an error code', () => {
    expect(
      said(`# Specification: S

## 8. The error catalogue

| code | status | message |
| --- | --- | --- |
| bad_code | 404 | Not found. |
`),
    ).toEqual([
      [
        '"bad_code" is not a valid error code name.',
        'An error code name is made of upper-case letters, digits and _, starting with a letter (NOT_FOUND).',
      ],
    ]);
  });
});
