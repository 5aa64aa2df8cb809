/** The values placeholders stand for during one run: `run`, `r1.id`, `r1.version`, `n1`. */
export type Variables = Map<string, string>;

const PLACEHOLDER = /\{\{([A-Za-z0-9_.-]+)\}\}/g;

/**
 * A copy of a value (text, or JSON of any depth) with each `{{name}}` replaced by its variable.
 * Throws when a placeholder names no variable: a step that uses a record an earlier step failed
 * to save cannot be sent.
 */
export function fillPlaceholders<T>(value: T, variables: Variables): T {
  if (typeof value === 'string')
    return value.replace(PLACEHOLDER, (_whole, name: string) => {
      const found = variables.get(name);
      if (found === undefined) throw new Error(`no value for {{${name}}}: an earlier step failed`);
      return found;
    }) as T;
  if (Array.isArray(value))
    return value.map((item: unknown) => fillPlaceholders(item, variables)) as T;
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) copy[key] = fillPlaceholders(item, variables);
    return copy as T;
  }
  return value;
}
