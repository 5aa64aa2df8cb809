import {
  emptySpec,
  POINTS,
  type Call,
  type Entity,
  type Permission,
  type PointNumber,
  type Rule,
  type Spec,
} from '@specrun/model';
import { describeType } from './mapFieldType.ts';
import type { CallGaps } from './mapOperations.ts';
import type { ImportContext } from './ImportContext.ts';
import { bullets, code } from './prose.ts';

/** What the mapping made, to be put into a spec. */
export interface Mapped {
  name: string;
  intro: string;
  product: string;
  security: string;
  entities: Entity[];
  rules: Rule[];
  permissions: Permission[];
  errorShapes: Entity[];
  calls: Call[];
  callGaps: CallGaps[];
  /** The document's servers, each its URL and description (`documentServers`). */
  servers: string[];
  /** The names of the document's webhooks. */
  webhooks: string[];
}

/**
 * The spec of a mapped document: the nine sections with their prose (points 2, 4 and 9, and any
 * other with nothing, say "not shown"), the tables, and under each point the list of what the
 * document says there that the format cannot hold yet.
 */
export function assembleSpec(ctx: ImportContext, mapped: Mapped): Spec {
  const spec = emptySpec(mapped.name);
  spec.intro = mapped.intro;
  spec.entities = mapped.entities;
  spec.rules = mapped.rules;
  spec.permissions = mapped.permissions;
  spec.calls = mapped.calls;
  spec.errors = [...ctx.errors.values()];
  const texts: Record<PointNumber, string[]> = {
    1: [],
    2: [],
    3: [],
    4: [],
    5: [],
    6: [],
    7: [],
    8: [],
    9: [],
  };
  if (mapped.product !== '') texts[1].push(mapped.product);
  if (mapped.rules.length > 0)
    texts[5].push(
      "These rules come from the schemas' constraints (lengths, patterns, bounds, numbers of items, allowed values); a field that is not required is checked only when it has a value.",
    );
  if (mapped.security !== '') texts[6].push(mapped.security);
  if (mapped.permissions.length > 0)
    texts[6].push(
      'The table is read from the calls: who may make each (its security), and a `403` answer to a change of a record whose author the backend sets, which only that author may make.',
    );
  texts[7].push(...callsProse(mapped));
  texts[8].push(...errorsProse(mapped));
  for (const gap of ctx.gaps) texts[gap.point].push(`- ${gap.text}`);
  spec.sections = POINTS.map(({ point, title }) => {
    const text = joinBlocks(texts[point]);
    const hasTable = tableCount(spec, point) > 0;
    return { point, present: true, text: text === '' && !hasTable ? `${title}: not shown.` : text };
  });
  return spec;
}

/** Paragraphs and runs of bullets: bullets next to each other stay one list. */
function joinBlocks(blocks: string[]): string {
  let text = '';
  for (const block of blocks) {
    if (text === '') text = block;
    else
      text += block.startsWith('- ') && /\n?- [^\n]*$/.test(text) ? `\n${block}` : `\n\n${block}`;
  }
  return text;
}

function tableCount(spec: Spec, point: PointNumber): number {
  switch (point) {
    case 3:
      return spec.entities.length;
    case 5:
      return spec.rules.length;
    case 6:
      return spec.permissions.length;
    case 7:
      return spec.calls.length;
    case 8:
      return spec.errors.length;
    default:
      return 0;
  }
}

function callsProse(mapped: Mapped): string[] {
  const blocks: string[] = [];
  if (mapped.servers.length > 0)
    blocks.push(`The document's servers, a base URL for live mode:\n\n${bullets(mapped.servers)}`);
  if (mapped.callGaps.length > 0) {
    blocks.push(
      'What the calls do that the format cannot hold yet (query, header and cookie parameters, other answers, sign-in):',
    );
    blocks.push(bullets(mapped.callGaps.map((g) => `${code(g.call)}: ${g.what.join('; ')}.`)));
  }
  if (mapped.webhooks.length > 0)
    blocks.push(
      `Webhooks the API sends, not mapped (the format's calls are the product's own): ${mapped.webhooks.map(code).join(', ')}.`,
    );
  return blocks;
}

function errorsProse(mapped: Mapped): string[] {
  if (mapped.errorShapes.length === 0) return [];
  const lines = mapped.errorShapes.map((shape) => {
    const fields = shape.fields.map((f) => `${f.name} (${describeType(f.type)})`).join(', ');
    return `${code(shape.name)}: ${fields === '' ? 'no fields' : fields}`;
  });
  return [
    `The bodies of the error answers have these shapes in the document, which the format cannot hold yet:\n\n${bullets(lines)}`,
  ];
}
