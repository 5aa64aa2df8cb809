import { describe, expect, it } from 'vitest';
import { BUILTIN_CODES, findPlaceholders } from '@specrun/model';
import { BUILTIN_ERRORS } from './AppError.ts';

const docs = import.meta.glob<string>('../../../../docs/errors.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The rows of docs/errors.md's table of Specrun's own codes: code, status, default message. */
function documentedCodes(text: string): Map<string, { status: string; message: string }> {
  const section = text.split("## Specrun's own codes")[1]?.split('\n## ')[0] ?? '';
  const rows = new Map<string, { status: string; message: string }>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const code = /^`([A-Z_]+)`$/.exec(cells[1] ?? '')?.[1];
    if (code === undefined) continue;
    rows.set(code, { status: cells[2] ?? '', message: (cells[3] ?? '').replace(/^`|`$/g, '') });
  }
  return rows;
}

// Regression: the catalogue view listed GUARD_FAILED and GUARD_ERROR, which docs/errors.md did
// not document.
describe("Specrun's own error codes", () => {
  it('are each documented in docs/errors.md, with their status and default message', () => {
    const text = Object.values(docs)[0] ?? '';
    const documented = documentedCodes(text);
    for (const [code, { status, message }] of Object.entries(BUILTIN_ERRORS))
      expect(documented.get(code), code).toEqual({
        status: status === undefined ? '' : String(status),
        message,
      });
    expect([...documented.keys()].filter((code) => !(code in BUILTIN_ERRORS))).toEqual([]);
  });
});

// The checker knows Specrun's own codes (their catalogue entries are used, their placeholders
// filled by the app) from the model's list, which must name the same codes and placeholders.
describe("the checker's list of Specrun's own codes", () => {
  it('names every code of BUILTIN_ERRORS with the placeholders of its default message', () => {
    expect([...BUILTIN_CODES.keys()].sort()).toEqual(Object.keys(BUILTIN_ERRORS).sort());
    for (const [code, { message }] of Object.entries(BUILTIN_ERRORS)) {
      const names = findPlaceholders(message).map((p) => p.name);
      expect(BUILTIN_CODES.get(code), code).toEqual(expect.arrayContaining(names));
    }
  });
});
