import type { Diagnostic } from '../model/Diagnostic.ts';
import { emptySpec } from '../model/emptySpec.ts';
import { POINTS, type PointNumber, type Position, type Spec } from '../model/Spec.ts';
import { SpecAssembler } from './SpecAssembler.ts';
import { recognizeSection } from './recognizeSection.ts';
import { readerDiagnostic, type ReaderCode } from './readerCodes.ts';
import { forEachBlock, type Block } from './scanBlocks.ts';
import { normalizeSource, TextLines } from './sourceLines.ts';
import type { YamlReader } from './YamlReader.ts';

/**
 * Reads a nine-point spec written in Markdown (docs/format.md) into the model. Never throws: every
 * problem in the text is a diagnostic with a line and column, and nothing is dropped silently
 * (text the reader cannot place is kept as prose). Time and memory grow linearly with the text.
 * Fenced YAML blocks are read with the YAML reader it is given; it throws when it meets one and
 * was given none (`needsYamlReader` tells beforehand).
 */
export function readMarkdown(
  text: string,
  yaml?: YamlReader,
): { spec: Spec; diagnostics: Diagnostic[] } {
  const source = normalizeSource(text);
  const diagnostics: Diagnostic[] = [];
  if (source.nulAt) {
    report(
      diagnostics,
      'binary-input',
      'The text contains NUL characters; it does not look like a Markdown file.',
      source.nulAt,
      [],
    );
  }
  const spec = emptySpec();
  const assembler = new SpecAssembler(spec, source.text, diagnostics, yaml);
  // Whether the first block is the title is known at the first `#` or `##` heading: blocks
  // before it wait (there are none in a spec that starts with its title), the rest are read as
  // they are scanned.
  const waiting: Block[] = [];
  let title: 'unknown' | 'found' | 'none' = 'unknown';
  let beforeTitleReported = false;
  let maxPoint = 0;
  const readBlock = (block: Block) => {
    if (block.kind !== 'heading' || block.level > 2) {
      assembler.addBlock(block);
    } else if (block.level === 1) {
      report(
        diagnostics,
        'extra-title',
        `A second title "${block.text}"; it is kept as text.`,
        block.at,
        assembler.path(),
        'A spec has one "#" heading; sections use "##".',
      );
      assembler.addVerbatim(block);
    } else {
      maxPoint = openSection(assembler, block, maxPoint, diagnostics);
    }
  };
  const readBeforeTitle = (block: Block) => {
    if (block.kind === 'comment') {
      readBlock(block);
      return;
    }
    if (!beforeTitleReported) {
      report(
        diagnostics,
        'text-before-title',
        'Text comes before the title; it is read as part of the intro.',
        block.at,
        ['intro'],
        'Start the file with "# Specification: <name>".',
      );
      beforeTitleReported = true;
    }
    assembler.addVerbatim(block);
  };
  forEachBlock(new TextLines(source.text), source.text, (block) => {
    if (title !== 'unknown') {
      readBlock(block);
      return;
    }
    if (block.kind !== 'heading' || block.level > 2) {
      waiting.push(block);
      return;
    }
    if (block.level === 1) {
      title = 'found';
      for (const before of waiting) readBeforeTitle(before);
      readTitle(spec, block, diagnostics);
    } else {
      title = 'none';
      for (const before of waiting) readBlock(before);
      readBlock(block);
    }
    waiting.length = 0;
  });
  if (title === 'unknown') {
    title = 'none';
    for (const before of waiting) readBlock(before);
  }
  if (title === 'none') {
    report(
      diagnostics,
      'missing-title',
      'The spec has no title.',
      { line: 1, column: 1 },
      ['name'],
      'Start the file with "# Specification: <name>".',
    );
  }
  assembler.finish();
  diagnostics.sort((a, b) => a.at.line - b.at.line || a.at.column - b.at.column);
  return { spec, diagnostics };
}

function readTitle(
  spec: Spec,
  block: Block & { kind: 'heading' },
  diagnostics: Diagnostic[],
): void {
  spec.at = block.at;
  const prefixed = /^specification\s*:\s*(.*)$/is.exec(block.text);
  spec.name = (prefixed ? (prefixed[1] ?? '') : block.text).trim();
  if (spec.name === '') {
    report(
      diagnostics,
      'missing-title',
      'The title names no product.',
      block.at,
      ['name'],
      'Write "# Specification: <name>".',
    );
  } else if (!prefixed) {
    report(
      diagnostics,
      'title-without-prefix',
      `The title "${block.text}" does not start with "Specification:".`,
      block.at,
      ['name'],
      `Write "# Specification: ${block.text}".`,
    );
  }
}

function openSection(
  assembler: SpecAssembler,
  block: Block & { kind: 'heading' },
  maxPoint: number,
  diagnostics: Diagnostic[],
): number {
  const heading = recognizeSection(block.text);
  const point = heading.point;
  if (point === undefined) {
    report(
      diagnostics,
      'unknown-section',
      `"## ${block.text}" is none of the nine points; it is kept as text of the section before it.`,
      block.at,
      assembler.path(),
      'Number the sections 1 to 9 as in the seed: "## 3. Entities and their fields".',
    );
    assembler.openUnknownSection(block);
    return maxPoint;
  }
  const path = ['sections', point - 1];
  if (
    heading.byWords !== undefined &&
    heading.byNumber !== undefined &&
    heading.byWords !== heading.byNumber
  ) {
    report(
      diagnostics,
      'section-number-mismatch',
      `"## ${block.text}": the number says point ${heading.byNumber}, the words say point ${heading.byWords}; it is read as point ${point}.`,
      block.at,
      path,
      `Point ${heading.byWords} is "${titleOf(heading.byWords)}".`,
    );
  }
  if (assembler.isPresent(point)) {
    report(
      diagnostics,
      'duplicate-section',
      `Point ${point} has a second section; its content is added to the first.`,
      block.at,
      path,
      'Keep one section per point.',
    );
  } else if (point < maxPoint) {
    report(
      diagnostics,
      'section-out-of-order',
      `Point ${point} comes after point ${maxPoint}.`,
      block.at,
      path,
      'Keep the sections in order, 1 to 9.',
    );
  }
  assembler.openSection(point, block);
  return Math.max(maxPoint, point);
}

function titleOf(point: PointNumber): string {
  return POINTS[point - 1]?.title ?? '';
}

function report(
  diagnostics: Diagnostic[],
  code: ReaderCode,
  message: string,
  at: Position,
  path: (string | number)[],
  hint?: string,
): void {
  diagnostics.push(readerDiagnostic(code, message, at, path, hint));
}
