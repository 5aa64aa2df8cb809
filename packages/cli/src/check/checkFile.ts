import { readFile } from 'node:fs/promises';
import {
  checkReadSpec,
  decodeSpecBytes,
  formatOfFileName,
  readSpec,
  reportGaps,
  type Diagnostic,
  type Gap,
  type Spec,
} from '@specrun/model';

/** What checking one file gave: its diagnostics (sorted by position) and gaps, or why it could not be read. */
export type FileReport =
  | {
      file: string;
      readable: true;
      format: 'markdown' | 'yaml';
      /** The spec's name, from its title. */
      name: string;
      diagnostics: Diagnostic[];
      gaps: Gap[];
    }
  | { file: string; readable: false; error: string };

/** A spec file read and checked once: its report, and for a readable file its text and model. */
export type CheckedFile =
  | {
      readable: true;
      report: Extract<FileReport, { readable: true }>;
      bytes: Uint8Array;
      /** The text `decodeSpecBytes` made of the bytes, as the web app makes it. */
      text: string;
      /** Absent when the reader failed (a bug, reported as `internal-error`). */
      model?: Spec;
    }
  | { readable: false; report: Extract<FileReport, { readable: false }> };

/**
 * Reads, checks and reports the gaps of one spec file. The format follows the extension
 * (`.md`, `.markdown`, `.yaml`, `.yml`); for any other name `readSpec` tells it from the content.
 */
export async function checkFile(file: string): Promise<FileReport> {
  return (await readAndCheckFile(file)).report;
}

/**
 * `checkFile`, keeping what was read: the file's bytes, its text (UTF-8 or UTF-16, decoded as the
 * web app decodes it) and the reader's model, so that a command that goes on with the spec
 * (`build`) reads the file once and publishes exactly what it checked.
 */
export async function readAndCheckFile(file: string): Promise<CheckedFile> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(file);
  } catch (error) {
    return { readable: false, report: { file, readable: false, error: describeReadError(error) } };
  }
  // Bytes not valid in their encoding become U+FFFD, reported once (`invalid-encoding`).
  const { text, diagnostics: found } = decodeSpecBytes(bytes);
  const format = formatOfFileName(file);
  // The readers and the checker never throw on input; if one does (a bug), it is reported and
  // the run goes on: with the other files, and with what the other stages of this file found.
  let read: ReturnType<typeof readSpec>;
  try {
    read = readSpec(text, format ? { format } : {});
  } catch (error) {
    const report = {
      file,
      readable: true as const,
      format: format ?? 'markdown',
      name: '',
      diagnostics: [...found, internalError('reading', error)],
      gaps: [],
    };
    return { readable: true, report, bytes, text };
  }
  const diagnostics = [...found];
  try {
    // The reader's and the checker's, each about a name in a row placed on that name.
    diagnostics.push(...checkReadSpec(text, read));
  } catch (error) {
    diagnostics.push(...read.diagnostics, internalError('checking', error));
  }
  let gaps: Gap[] = [];
  try {
    gaps = reportGaps(read.spec);
  } catch (error) {
    diagnostics.push(internalError('finding the gaps of', error));
  }
  const report = {
    file,
    readable: true as const,
    format: read.format,
    name: read.spec.name,
    diagnostics: sortByPosition(diagnostics),
    gaps,
  };
  return { readable: true, report, bytes, text, model: read.spec };
}

/** What a stage that threw on a file is reported as: `internal-error`, a bug in specrun. */
function internalError(stage: string, error: unknown): Diagnostic {
  const message = error instanceof Error ? error.message : String(error);
  return {
    code: 'internal-error',
    severity: 'error',
    message: `specrun failed ${stage} this file, which is a bug in specrun: ${message}`,
    at: { line: 1, column: 1 },
    path: [],
  };
}

/** Diagnostics in source order: by line, then column; equal positions keep their order. */
export function sortByPosition(diagnostics: Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort((a, b) => a.at.line - b.at.line || a.at.column - b.at.column);
}

/** Why a file could not be read, in plain words, from the error `readFile` threw. */
export function describeReadError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'ENOENT':
      return 'no such file';
    case 'EISDIR':
      return 'it is a directory';
    case 'ENOTDIR':
      return 'a part of its path is not a directory';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EIO':
      return 'input/output error';
    case 'ELOOP':
      return 'its symbolic links go round in a loop';
    default:
      return error instanceof Error ? error.message : String(error);
  }
}
