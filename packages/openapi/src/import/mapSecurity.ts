import type { Node } from '../load/RefResolver.ts';
import { at, type ImportContext } from './ImportContext.ts';
import { code, oneLine } from './prose.ts';
import { child, schemaOf } from './schemaView.ts';

/**
 * Point 6's prose from the security schemes: how each signs in (an API key where, HTTP basic or
 * bearer, OAuth 2 flows and their scopes, OpenID Connect) and what the document requires by
 * default. The format has no grammar for schemes and scopes yet, so this is said in words and
 * reported; the calls that need one are the `signed in`'s (point 7's roles).
 */
export function mapSecurity(ctx: ImportContext, root: Node): string {
  const schemes = child(root, 'components', 'securitySchemes');
  const lines: string[] = [];
  for (const name of Object.keys(schemaOf(schemes.value))) {
    const followed = ctx.refs.follow(child(schemes, name));
    if ('problem' in followed) continue;
    lines.push(`${code(name)}: ${describeScheme(schemaOf(followed.node.value))}`);
  }
  if (lines.length === 0) return '';
  const blocks = [
    `The document signs in with these security schemes:\n\n${lines.map((l) => `- ${l}`).join('\n')}`,
  ];
  const security = schemaOf(root.value)['security'];
  if (Array.isArray(security)) {
    const names = [...new Set(security.flatMap((r) => Object.keys(schemaOf(r))))];
    blocks.push(
      names.length === 0
        ? 'By default the calls need no sign-in.'
        : `By default every call signs in with ${names.map(code).join(' or ')}; point 7 lists the calls that differ.`,
    );
  }
  blocks.push(
    'A call that needs a scheme is for the `signed in` (its roles in point 7); which scheme, and scopes, are not mapped: the format has no grammar for them yet.',
  );
  ctx.notMapped(
    6,
    at(schemes),
    `${lines.length} security scheme${lines.length === 1 ? '' : 's'} not mapped: the format has no grammar for schemes and scopes yet; point 6 says them in words.`,
  );
  return blocks.join('\n\n');
}

function describeScheme(s: Record<string, unknown>): string {
  const description =
    typeof s['description'] === 'string' && s['description'].trim() !== ''
      ? ` (${oneLine(s['description'], 160)})`
      : '';
  switch (s['type']) {
    case 'apiKey':
      return `an API key in the ${String(s['in'])} ${code(String(s['name']))}${description}.`;
    case 'http':
      return `HTTP ${String(s['scheme'])}${typeof s['bearerFormat'] === 'string' ? ` (${s['bearerFormat']})` : ''} authentication${description}.`;
    case 'basic':
      return `HTTP basic authentication${description}.`;
    case 'oauth2': {
      const flows = schemaOf(s['flows']);
      const names = Object.keys(flows).length > 0 ? Object.keys(flows) : [String(s['flow'])];
      const scopes = new Set<string>();
      for (const flow of Object.values(flows))
        for (const scope of Object.keys(schemaOf(schemaOf(flow)['scopes']))) scopes.add(scope);
      for (const scope of Object.keys(schemaOf(s['scopes']))) scopes.add(scope);
      const scopeText =
        scopes.size === 0
          ? ''
          : `, scopes ${[...scopes].slice(0, 50).map(code).join(', ')}${scopes.size > 50 ? ` and ${scopes.size - 50} more` : ''}`;
      return `OAuth 2 (${names.join(', ')} flow${names.length === 1 ? '' : 's'}${scopeText})${description}.`;
    }
    case 'openIdConnect':
      return `OpenID Connect at ${String(s['openIdConnectUrl'])}${description}.`;
    case 'mutualTLS':
      return `mutual TLS${description}.`;
    default:
      return `a scheme of type ${String(s['type'])}${description}.`;
  }
}

/**
 * Point 7's token sentence from the security schemes (docs/calls.md, "Signing in"): the sentence
 * a Specrun export wrote (`x-specrun-token`), else the one scheme that carries a token in a
 * header: HTTP bearer (`Authorization: Bearer <token>`) or an API key in a header
 * (`X-Api-Key: <token>`; `Authorization: Token <token>` when the scheme's description shows a
 * token after a word, `Token xxxxxx.yyyyyyy.zzzzzz`). None when the document has no such scheme,
 * or several.
 */
export function tokenSentence(ctx: ImportContext, root: Node): string | undefined {
  const schemes = child(root, 'components', 'securitySchemes');
  const found: string[] = [];
  for (const name of Object.keys(schemaOf(schemes.value))) {
    const followed = ctx.refs.follow(child(schemes, name));
    if ('problem' in followed) continue;
    const s = schemaOf(followed.node.value);
    if (typeof s['x-specrun-token'] === 'string') return s['x-specrun-token'];
    if (s['type'] === 'http' && String(s['scheme']).toLowerCase() === 'bearer')
      found.push('Authorization: Bearer <token>');
    else if (
      s['type'] === 'apiKey' &&
      s['in'] === 'header' &&
      /^[A-Za-z][\w-]*$/.test(String(s['name']))
    )
      found.push(`${String(s['name'])}: ${schemeWord(s['description'])}<token>`);
  }
  return found.length === 1 ? found[0] : undefined;
}

/** A sample token after a word: `Token xxxxxx.yyyyyyy.zzzzzz`, `Bearer eyJhb….eyJzd….SflKx`. */
const SAMPLE = /(?:^|\s)([A-Z][A-Za-z]{1,19}) +[\w-]{3,}\.[\w-]{3,}\.[\w-]{3,}(?:\s|$)/;

/** The word a scheme's description shows before a sample token, with its space; else none. */
function schemeWord(description: unknown): string {
  if (typeof description !== 'string') return '';
  const match = SAMPLE.exec(description);
  return match?.[1] === undefined ? '' : `${match[1]} `;
}
