import { validate } from '@readme/openapi-parser';
import type { OpenAPI } from 'openapi-types';
import { finding, type Finding } from '../import/ImportDiagnostic.ts';
import type { Pointer } from '../source/pointer.ts';
import { pointerAtLine } from './pointerAtLine.ts';

/**
 * Validates a document with @readme/openapi-parser (the OpenAPI schema of its version, and the
 * rules the schema cannot say: unique operation ids, path parameters…) and turns what it says
 * into findings at pointers: a message with a code frame points at a line of the document as the
 * validator printed it (dereferenced JSON), which is traced back to a pointer; a message that
 * names a path or an operation id, at that. The validator dereferences `document` in place: the
 * mapping reads values of its own. Its findings are warnings: the import goes on with what it can read.
 */
export async function validateDocument(
  document: Record<string, unknown>,
  file: string,
): Promise<Finding[]> {
  let result: Awaited<ReturnType<typeof validate>>;
  const original = {
    paths: Object.keys(asRecord(document['paths'])),
    operations: operationIds(document),
  };
  try {
    result = await validate(document as unknown as OpenAPI.Document, {
      resolve: { external: false, file: false },
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (isEvalRefused(error))
      return [
        finding(
          'not-validated',
          'info',
          "The document is not validated here: the page's content security policy forbids the code the validator compiles. `specrun import` validates it.",
          file,
          [],
        ),
      ];
    return [
      finding(
        'invalid-openapi',
        'warning',
        `The validator could not check the document: ${firstLine(message)}`,
        file,
        [],
      ),
    ];
  }
  const messages = [
    ...(result.valid
      ? []
      : result.errors.map((e) => ({ message: e.message, severity: 'warning' as const }))),
    ...result.warnings.map((w) => ({ message: w.message, severity: 'info' as const })),
  ];
  const frameLines = messages.map((m) => frameLine(m.message));
  const wanted = frameLines.filter((l): l is number => l !== undefined);
  const pointers =
    wanted.length > 0 ? pointerAtLine(document, new Set(wanted)) : new Map<number, Pointer>();
  const findings = messages.map(({ message, severity }, index) => {
    const line = frameLines[index];
    const pointer =
      (line === undefined ? undefined : pointers.get(line)) ?? pointerInMessage(message, original);
    return finding(
      'invalid-openapi',
      severity,
      `Not valid OpenAPI: ${firstLine(message)}`,
      file,
      pointer,
    );
  });
  if (!result.valid && result.additionalErrors > 0)
    findings.push(
      finding(
        'invalid-openapi',
        'warning',
        `Not valid OpenAPI: ${result.additionalErrors} more problems.`,
        file,
        [],
      ),
    );
  return findings;
}

/**
 * True for the error a page whose content security policy has no 'unsafe-eval' throws when the
 * validator's JSON Schema engine compiles a schema to code.
 */
export function isEvalRefused(error: unknown): boolean {
  return (
    error instanceof EvalError ||
    (error instanceof Error && /unsafe-eval|content security policy/i.test(error.message))
  );
}

function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

function operationIds(document: Record<string, unknown>): Map<string, Pointer[]> {
  const ids = new Map<string, Pointer[]>();
  for (const [path, item] of Object.entries(asRecord(document['paths'])))
    for (const [method, operation] of Object.entries(asRecord(item))) {
      const id = asRecord(operation)['operationId'];
      if (typeof id === 'string')
        ids.set(id, [...(ids.get(id) ?? []), ['paths', path, method, 'operationId']]);
    }
  return ids;
}

/** The line a code frame marks (`> 27 |`), in the validator's JSON of the document. */
function frameLine(message: string): number | undefined {
  const match = /^>\s*(\d+)\s*\|/m.exec(message);
  return match ? Number(match[1]) : undefined;
}

/** A pointer named in a message: `` `/paths/pets/{id}/get` `` or an operation id that is duplicated. */
function pointerInMessage(
  message: string,
  original: { paths: string[]; operations: Map<string, Pointer[]> },
): Pointer {
  const duplicate = /operationId `([^`]*)` is duplicated/.exec(message);
  if (duplicate) {
    const found = original.operations.get(duplicate[1] ?? '');
    return found?.[1] ?? found?.[0] ?? [];
  }
  for (const [, token] of message.matchAll(/`(\/[^`]*)`/g)) {
    if (token === undefined) continue;
    if (token.startsWith('/paths')) {
      const path = original.paths
        .filter((p) => token.startsWith(`/paths${p}`))
        .sort((a, b) => b.length - a.length)[0];
      if (path !== undefined) {
        const rest = token
          .slice(`/paths${path}`.length)
          .split('/')
          .filter((s) => s !== '');
        return ['paths', path, ...rest];
      }
    }
    return token.split('/').filter((s) => s !== '');
  }
  return [];
}

function firstLine(message: string): string {
  return (message.split('\n')[0] ?? message).trim();
}
