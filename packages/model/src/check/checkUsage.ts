import { forEachProse } from '../model/forEachProse.ts';
import { BUILTIN_CODES } from './builtinCodes.ts';
import { useConstant, useError, type CheckContext } from './CheckContext.ts';
import { didYouMean } from './suggest.ts';

const UPPER_WORD = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*\b/g;

/**
 * Runs last: counts the upper-case names the prose mentions as used (DESIGN.md), warns of prose
 * names with an underscore that are neither a constant nor an error code, then of constants and
 * catalogue entries that nothing uses.
 */
export function checkUsage(ctx: CheckContext): void {
  const { index, spec } = ctx;
  // The names a misspelt one is compared with, made once: the text may have many.
  let known: string[] | undefined;
  const knownNames = () => (known ??= [...index.constants.keys(), ...index.errors.keys()]);
  forEachProse(spec, (text, at, path, self) => {
    let reported: Set<string> | undefined;
    UPPER_WORD.lastIndex = 0;
    for (let match = UPPER_WORD.exec(text); match !== null; match = UPPER_WORD.exec(text)) {
      const word = match[0];
      if (word === self) continue;
      if (useConstant(ctx, word) !== undefined || useError(ctx, word) !== undefined) continue;
      if (word.includes('_') && !reported?.has(word)) {
        (reported ??= new Set()).add(word);
        const hint =
          didYouMean(word, knownNames()) ?? 'add it to the error catalogue or the constants';
        const message = `The text mentions ${word}, which is neither a constant nor an error code.`;
        ctx.report('unknown-code-in-prose', message, at, path(), hint, word);
      }
    }
  });
  // A used constant is marked at its first declaration, so most need no look-up here; a later
  // declaration of the same name (a duplicate, reported as such) is not reported again.
  spec.constants.forEach((constant, i) => {
    if (ctx.usedConstants[i] === 1 || index.constants.get(constant.name) !== i) return;
    const hint = 'use it in a rule, a guard or a message, mention it in the text, or remove it';
    ctx.report(
      'unused-constant',
      `Nothing uses the constant ${constant.name}.`,
      constant.at,
      ['constants', i],
      hint,
      constant.name,
    );
  });
  spec.errors.forEach((entry, i) => {
    if (ctx.usedErrors[i] === 1 || index.errors.get(entry.code) !== i) return;
    // An entry of one of Specrun's own codes gives it its message wherever the app reports it.
    if (BUILTIN_CODES.has(entry.code)) return;
    const hint = 'report it from a rule or a call, mention it in the text, or remove it';
    ctx.report(
      'unused-error',
      `No rule, call or text uses the error code ${entry.code}.`,
      entry.at,
      ['errors', i],
      hint,
      entry.code,
    );
  });
}
