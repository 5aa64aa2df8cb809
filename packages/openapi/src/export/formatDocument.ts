import { stringify } from 'yaml';

/**
 * An exported document as text: JSON indented by two spaces, or YAML (block style, no anchors),
 * each ending with a newline.
 */
export function formatDocument(document: Record<string, unknown>, syntax: 'json' | 'yaml'): string {
  if (syntax === 'json') return `${JSON.stringify(document, null, 2)}\n`;
  return stringify(document, { aliasDuplicateObjects: false, lineWidth: 0 });
}
