import type { Node } from '../load/RefResolver.ts';
import { code, oneLine, proseBlock } from './prose.ts';
import { child, schemaOf } from './schemaView.ts';

/** The spec's name and point 1's prose, from the document's `info`, `tags` and `externalDocs`. */
export function mapInfo(root: Node): { name: string; text: string } {
  const info = schemaOf(child(root, 'info').value);
  const title = typeof info['title'] === 'string' ? oneLine(info['title'], 120) : '';
  const blocks: string[] = [];
  if (typeof info['summary'] === 'string') blocks.push(proseBlock(info['summary']));
  if (typeof info['description'] === 'string') blocks.push(proseBlock(info['description']));
  const facts: string[] = [];
  if (info['version'] !== undefined)
    facts.push(`Version of the API: ${oneLine(String(info['version']), 60)}.`);
  const contact = schemaOf(info['contact']);
  const reach = ['name', 'email', 'url']
    .map((k) => contact[k])
    .filter((v): v is string => typeof v === 'string');
  if (reach.length > 0) facts.push(`Contact: ${reach.map((v) => oneLine(v, 120)).join(', ')}.`);
  const license = schemaOf(info['license']);
  if (typeof license['name'] === 'string')
    facts.push(
      `License: ${oneLine(license['name'], 120)}${typeof license['url'] === 'string' ? ` (${oneLine(license['url'], 200)})` : ''}.`,
    );
  if (typeof info['termsOfService'] === 'string')
    facts.push(`Terms of service: ${oneLine(info['termsOfService'], 200)}.`);
  const docs = schemaOf(schemaOf(root.value)['externalDocs']);
  if (typeof docs['url'] === 'string') facts.push(`Documentation: ${oneLine(docs['url'], 200)}.`);
  // One paragraph of plain sentences: the running app shows point 1 as its home's text.
  if (facts.length > 0) blocks.push(facts.join(' '));
  const tags = schemaOf(root.value)['tags'];
  if (Array.isArray(tags) && tags.length > 0) {
    const lines = tags
      .map((t) => schemaOf(t))
      .filter((t) => typeof t['name'] === 'string')
      .map(
        (t) =>
          `- ${code(String(t['name']))}${typeof t['description'] === 'string' && t['description'].trim() !== '' ? `: ${oneLine(t['description'])}` : ''}`,
      );
    if (lines.length > 0) blocks.push(`The parts of the API (its tags):\n\n${lines.join('\n')}`);
  }
  return { name: title, text: blocks.join('\n\n') };
}
