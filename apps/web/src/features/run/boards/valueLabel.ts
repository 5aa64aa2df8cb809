/** The words a column or bar is labelled with: the value, "(none)", or a value the spec lacks. */
export function valueLabel(group: { value: string | undefined; listed: boolean }): string {
  if (group.value === undefined) return '(none)';
  return group.listed ? group.value : `${group.value} (not in the spec)`;
}
