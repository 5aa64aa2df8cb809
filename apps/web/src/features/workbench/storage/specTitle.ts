import type { SpecFormat } from '@specrun/spec';

/** How far into a text its title is looked for. */
const TITLE_WITHIN_CHARS = 20_000;

/**
 * The title of a spec's text, found cheaply at its start without reading the whole spec: the
 * `# Specification: <name>` heading in Markdown (a level 1 heading before any section), the
 * `specification:` key in YAML. Undefined when there is none or it is empty. The workbench's
 * reading of the text (`readSpec`) has the last word; this serves where no reading is at hand.
 */
export function specTitle(text: string, format: SpecFormat): string | undefined {
  const head = text.slice(0, TITLE_WITHIN_CHARS);
  const found = format === 'yaml' ? yamlTitle(head) : markdownTitle(head);
  const title = found?.trim().replace(/\s+/g, ' ');
  return title === undefined || title === '' ? undefined : title;
}

function markdownTitle(head: string): string | undefined {
  let fenced = false;
  for (const line of head.split(/\r\n?|\n/)) {
    if (/^ {0,3}(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const heading = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(line);
    if (!heading) continue;
    if (heading[1] !== '#') return undefined;
    const text = heading[2] ?? '';
    return /^specification\s*:\s*(.*)$/is.exec(text)?.[1] ?? text;
  }
  return undefined;
}

function yamlTitle(head: string): string | undefined {
  const value = /^specification[ \t]*:[ \t]*(.*)$/m.exec(head)?.[1]?.trim();
  if (value === undefined) return undefined;
  if (value.startsWith('"')) {
    try {
      return String(JSON.parse(value.replace(/[ \t]+#.*$/, '')));
    } catch {
      return undefined;
    }
  }
  if (value.startsWith("'")) return /^'((?:[^']|'')*)'/.exec(value)?.[1]?.replace(/''/g, "'");
  return value.replace(/[ \t]+#.*$/, '');
}
