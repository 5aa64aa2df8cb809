import type { ASTNode } from '@marcbachmann/cel-js';
import { parseExpression } from './parseExpression.ts';

/**
 * The list field an expression asks the acting user's membership of, when it is exactly
 * `user.id in <field>` (`favorited = user.id in favoritedBy`), whatever its spacing; else
 * undefined. A server that leaves the list out of a record answers such a flag for its caller.
 */
export function membershipList(source: string): string | undefined {
  const parsed = parseExpression(source);
  if (!parsed.ok) return undefined;
  const { ast } = parsed;
  if (ast.op !== 'in' || !Array.isArray(ast.args)) return undefined;
  const [member, list] = ast.args as ASTNode[];
  return isUserId(member) && list?.op === 'id' && typeof list.args === 'string'
    ? list.args
    : undefined;
}

function isUserId(node: ASTNode | undefined): boolean {
  if (node?.op !== '.' || !Array.isArray(node.args)) return false;
  const [target, name] = node.args as [ASTNode, unknown];
  return name === 'id' && target.op === 'id' && target.args === 'user';
}
