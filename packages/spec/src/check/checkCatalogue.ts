import { findPlaceholders } from '../grammar/cells.ts';
import type { CheckContext } from './CheckContext.ts';
import { didYouMean } from './suggest.ts';

/**
 * Checks point 8's messages: each `{NAME}` placeholder names a constant of point 9, which is then
 * marked used. (Field placeholders, `{title}`, come with issue 4.)
 */
export function checkCatalogue(ctx: CheckContext): void {
  ctx.spec.errors.forEach((entry, i) => {
    for (const { name } of findPlaceholders(entry.message)) {
      const constant = ctx.index.constants.get(name);
      if (constant !== undefined) {
        ctx.usedConstants.add(constant.name);
        continue;
      }
      const hint =
        didYouMean(name, ctx.index.constants.keys()) ?? `add ${name} to the constants of point 9`;
      const message = `The message of ${entry.code} has the placeholder {${name}}, which is not a constant.`;
      ctx.report('unknown-placeholder', message, entry.at, ['errors', i, 'message'], hint);
    }
  });
}
