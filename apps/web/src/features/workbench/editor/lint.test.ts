import { forEachDiagnostic } from '@codemirror/lint';
import { EditorState, Text } from '@codemirror/state';
import { checkSpec, readAndCheckSpec, readSpec, type Diagnostic } from '@specrun/model';
import { describe, expect, it } from 'vitest';
import { specFormat, specModel, setSpecModel } from './editorState.ts';
import { offsetOf, quickFixTransaction, showDiagnostics, toLintDiagnostics } from './lint.ts';

const text = [
  '# Specification: T',
  '',
  '## 3. Entities and their fields',
  '',
  '### Claim',
  '',
  '| field | type | required | notes |',
  '| --- | --- | --- | --- |',
  '| amount | number | yes | |',
  '',
  '## 5. Validation rules',
  '',
  '| entity | rule | on | error |',
  '| --- | --- | --- | --- |',
  '| Claim | amount <= MAX_AMOUNT | save | TOO_MUCH |',
].join('\n');

describe('lint', () => {
  it('clamps positions into the document', () => {
    const doc = Text.of(['ab', 'cde']);
    expect(offsetOf(doc, 2, 2)).toBe(4);
    expect(offsetOf(doc, 99, 99)).toBe(6);
    expect(offsetOf(doc, -1, NaN)).toBe(0);
  });

  it('underlines the word at the diagnostic, with its code and fixes', () => {
    const spec = readSpec(text).spec;
    const diagnostics = checkSpec(spec);
    const doc = Text.of(text.split('\n'));
    const lint = toLintDiagnostics(doc, diagnostics);
    const name = lint.find((d) => d.source === 'unknown-name');
    expect(doc.sliceString(name?.from ?? 0, name?.to)).toBe('MAX_AMOUNT');
    expect(name?.actions?.map((a) => a.name)).toEqual(['Add the constant MAX_AMOUNT (point 9)']);
    expect(lint.find((d) => d.source === 'unknown-error-code')?.actions?.[0]?.name).toBe(
      'Add TOO_MUCH to the error catalogue (point 8)',
    );
  });

  it('applies a quick fix as one transaction and shows diagnostics on the state', () => {
    let state = EditorState.create({
      doc: text,
      extensions: [specFormat.of('markdown'), specModel],
    });
    state = state.update({ effects: setSpecModel.of(readSpec(text).spec) }).state;
    const diagnostics = checkSpec(readSpec(text).spec);
    state = state.update(showDiagnostics(state, diagnostics)).state;
    let shown = 0;
    forEachDiagnostic(state, () => (shown += 1));
    expect(shown).toBe(diagnostics.length);
    const missing = diagnostics.find((d) => d.code === 'unknown-error-code') as Diagnostic;
    const fix = quickFixTransaction(
      state,
      missing,
      'Add TOO_MUCH to the error catalogue (point 8)',
    );
    const fixed = state.update(fix ?? {}).state.doc.toString();
    expect(checkSpec(readSpec(fixed).spec).some((d) => d.code === 'unknown-error-code')).toBe(
      false,
    );
    expect(fixed).toContain('## 8. The error catalogue');
  });

  it('underlines the name a diagnostic about one cell is about, and renames it', () => {
    const typo = text.replace('| Claim | amount <=', '| Claom | amount <=');
    const { spec, diagnostics } = readAndCheckSpec(typo, { format: 'markdown' });
    const doc = Text.of(typo.split('\n'));
    const entity = toLintDiagnostics(doc, diagnostics).find((d) => d.source === 'unknown-entity');
    expect(doc.sliceString(entity?.from ?? 0, entity?.to)).toBe('Claom');
    expect(entity?.actions?.map((a) => a.name)).toEqual(['Change to Claim']);
    let state = EditorState.create({
      doc: typo,
      extensions: [specFormat.of('markdown'), specModel],
    });
    state = state.update({ effects: setSpecModel.of(spec) }).state;
    const unknown = diagnostics.find((d) => d.code === 'unknown-entity') as Diagnostic;
    const fix = quickFixTransaction(state, unknown, 'Change to Claim');
    expect(state.update(fix ?? {}).state.doc.toString()).toBe(text);
  });

  it("underlines a whole row's diagnostic under the row's first cell, not its first |", () => {
    const doc = Text.of(text.split('\n'));
    const row: Diagnostic = {
      code: 'no-call-for-operation',
      severity: 'warning',
      message: 'x',
      at: { line: 15, column: 1 },
      path: [],
    };
    const [lint] = toLintDiagnostics(doc, [row]);
    expect(doc.sliceString(lint?.from ?? 0, lint?.to)).toBe('| Claim');
  });
});
