import { findPlaceholders } from '../grammar/cells.ts';
import { useConstant, type CheckContext } from './CheckContext.ts';
import { BUILTIN_CODES } from './builtinCodes.ts';
import { isEntityName } from './SpecIndex.ts';
import { didYouMean } from './suggest.ts';

/**
 * Checks point 8's messages. A `{NAME}` placeholder names a constant of point 9 (which is then
 * marked used) or a field of the record whose rule reports the code (`{name}` in "{name} is
 * taken", filled with its value): every entity whose rule reports the code must have that field.
 */
export function checkCatalogue(ctx: CheckContext): void {
  const { index } = ctx;
  // Made when a placeholder first names no constant: most name constants only.
  let reporters: Map<string, Set<string>> | undefined;
  ctx.spec.errors.forEach((entry, i) => {
    const path = ['errors', i, 'message'];
    const filled = BUILTIN_CODES.get(entry.code);
    for (const { name } of findPlaceholders(entry.message)) {
      if (useConstant(ctx, name) !== undefined) continue;
      // Specrun's own codes have their placeholders filled by the app ({field}, {action}…).
      if (filled?.includes(name)) continue;
      reporters ??= reportersByCode(ctx);
      const entities = [...(reporters.get(entry.code) ?? [])];
      const lacking = entities.filter((e) => !index.fieldMaps.get(e)?.has(name));
      if (entities.length > 0 && lacking.length === 0) continue;
      if ([...index.fieldMaps.values()].some((fields) => fields.has(name))) {
        const message =
          entities.length === 0
            ? `The message of ${entry.code} has the placeholder {${name}}, but no rule reports ${entry.code}, so no record fills it.`
            : `The message of ${entry.code} has the placeholder {${name}}, which is not a field of ${lacking.join(' or ')}, whose rule reports ${entry.code}.`;
        const hint =
          entities.length === 0
            ? `report ${entry.code} from a rule, or write the message without {${name}}`
            : `use a field of ${lacking.join(' and ')}, or a constant`;
        ctx.report('unfillable-placeholder', message, entry.at, path, hint, name);
        continue;
      }
      const fields = entities.flatMap((e) => [...(index.fieldMaps.get(e)?.keys() ?? [])]);
      const hint =
        didYouMean(name, [...index.constants.keys(), ...fields]) ??
        `add ${name} to the constants of point 9`;
      const message = `The message of ${entry.code} has the placeholder {${name}}, which is neither a constant nor a field.`;
      ctx.report('unknown-placeholder', message, entry.at, path, hint, name);
    }
  });
}

/** The entities whose rules report each error code. */
function reportersByCode(ctx: CheckContext): Map<string, Set<string>> {
  const reporters = new Map<string, Set<string>>();
  for (const rule of ctx.spec.rules) {
    if (!isEntityName(ctx.index, rule.entity)) continue;
    let entities = reporters.get(rule.error);
    if (!entities) reporters.set(rule.error, (entities = new Set()));
    entities.add(rule.entity);
  }
  return reporters;
}
