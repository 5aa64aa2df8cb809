import type { Diagnostic } from '../model/Diagnostic.ts';
import type { PointNumber, Spec } from '../model/Spec.ts';
import type { SpecFormat } from '../read/readSpec.ts';
import { addSectionEdit } from './addSection.ts';
import { addTableRow, type NewRow } from './addTableRow.ts';
import type { TextEdit } from './markdownTable.ts';
import { renameEdit, suggestedName } from './renameFix.ts';
import { pointInfo } from './sectionTemplates.ts';

/**
 * Quick fixes: plain text edits that resolve a diagnostic, computed from the text, the diagnostic
 * and the last model read. A missing catalogue entry (`unknown-error-code`), a missing constant
 * (`unknown-name` of an UPPER_CASE name, `unknown-placeholder`), a name in prose that is neither
 * (`unknown-code-in-prose`), a name the hint corrects ("did you mean …?"), and a missing section
 * (`addSectionFix`).
 */

/** A fix: its title (a command, "Add …") and the edits, in offsets of the text before it. */
export interface QuickFix {
  title: string;
  edits: TextEdit[];
  /** Where to put the selection afterwards (offsets in the changed text), so the user can fill in the rest. */
  selection?: { anchor: number; head: number };
}

/** What a diagnostic asks to add, read from its code and message; no text needed. */
type Wanted = { what: 'error'; code: string } | { what: 'constant'; name: string };

const UPPER = /^[A-Z][A-Z0-9_]*$/;

function wanted(diagnostic: Diagnostic): Wanted[] {
  const message = typeof diagnostic.message === 'string' ? diagnostic.message : '';
  switch (diagnostic.code) {
    case 'unknown-error-code': {
      const code = /error code ([A-Z][A-Z0-9_]*)/.exec(message)?.[1];
      return code ? [{ what: 'error', code }] : [];
    }
    case 'unknown-name': {
      const name = /^"([A-Za-z_]\w*)"/.exec(message)?.[1];
      return name && UPPER.test(name) ? [{ what: 'constant', name }] : [];
    }
    case 'unknown-placeholder': {
      const name = /placeholder \{([A-Za-z_]\w*)\}/.exec(message)?.[1];
      return name ? [{ what: 'constant', name }] : [];
    }
    case 'unknown-code-in-prose': {
      const name = /\b([A-Z][A-Z0-9]*_[A-Z0-9_]*)\b/.exec(message)?.[1];
      return name
        ? [
            { what: 'error', code: name },
            { what: 'constant', name },
          ]
        : [];
    }
    default:
      return [];
  }
}

function titleOf(want: Wanted): string {
  return want.what === 'error'
    ? `Add ${want.code} to the error catalogue (point 8)`
    : `Add the constant ${want.name} (point 9)`;
}

/**
 * The titles of the fixes `quickFixes` would offer for a diagnostic, from the diagnostic alone, so
 * that an editor can list them without reading the text; empty when there is none.
 */
export function quickFixTitles(diagnostic: Diagnostic): string[] {
  const suggestion = suggestedName(diagnostic);
  const rename = suggestion === undefined ? [] : [renameTitle(suggestion)];
  return [...rename, ...wanted(diagnostic).map(titleOf)];
}

function renameTitle(suggestion: string): string {
  return `Change to ${suggestion}`;
}

/** The status a new catalogue entry gets: the one a call answers it with, 422 when a rule reports it. */
function statusFor(code: string, spec: Spec | undefined): string {
  for (const call of spec?.calls ?? []) {
    for (const answer of call.answers) {
      if (answer.body.kind === 'error' && answer.body.code === code) return String(answer.status);
    }
  }
  return spec?.rules.some((rule) => rule.error === code) ? '422' : '';
}

function rowFor(want: Wanted, spec: Spec | undefined): NewRow {
  if (want.what === 'error') {
    const values = { code: want.code, status: statusFor(want.code, spec), message: '' };
    return { point: 8, kind: 'errors', yamlList: 'errors', values, focus: 'message' };
  }
  return {
    point: 9,
    kind: 'constants',
    yamlList: 'constants',
    values: { name: want.name, value: '0', meaning: '' },
    focus: 'value',
  };
}

/** True when the model already has what a fix would add (the diagnostic is stale). */
function isPresent(want: Wanted, spec: Spec | undefined): boolean {
  if (!spec) return false;
  return want.what === 'error'
    ? spec.errors.some((e) => e.code === want.code)
    : spec.constants.some((c) => c.name === want.name);
}

/**
 * The fixes for one diagnostic: zero or more titled edits of `text`, inserted in the right
 * section's table (created, with its section, when missing). Never throws.
 */
export function quickFixes(
  text: string,
  format: SpecFormat,
  diagnostic: Diagnostic,
  spec: Spec | undefined,
): QuickFix[] {
  try {
    const fixes: QuickFix[] = [];
    const rename = renameEdit(text, diagnostic);
    if (rename) {
      const head = rename.from + rename.insert.length;
      const title = renameTitle(rename.insert);
      fixes.push({ title, edits: [rename], selection: { anchor: head, head } });
    }
    for (const want of wanted(diagnostic)) {
      if (isPresent(want, spec)) continue;
      const edit = addTableRow(text, format, rowFor(want, spec));
      if (edit)
        fixes.push({ title: titleOf(want), edits: edit.changes, selection: edit.selection });
    }
    return fixes;
  } catch {
    return [];
  }
}

/** The fix adding a point's missing section from its template; undefined when it is there. */
export function addSectionFix(
  text: string,
  format: SpecFormat,
  point: PointNumber,
  spec?: Spec,
): QuickFix | undefined {
  try {
    const insertion = addSectionEdit(text, format, point, spec);
    if (!insertion) return undefined;
    return {
      title: `Add section ${point}, ${pointInfo(point).title}`,
      edits: [insertion.edit],
      selection: insertion.placeholder ?? { anchor: insertion.bodyAt, head: insertion.bodyAt },
    };
  } catch {
    return undefined;
  }
}

/** The points the model says are absent from the text (`present: false`), in order. */
export function missingPoints(spec: Spec | undefined): PointNumber[] {
  return (spec?.sections ?? []).filter((s) => !s.present).map((s) => s.point);
}
