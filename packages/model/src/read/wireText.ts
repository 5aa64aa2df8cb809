import { parseErrorShape } from '../grammar/errorShape.ts';
import { parseTokenHeader } from '../grammar/tokenHeader.ts';

/**
 * What is wrong with the value of a sentence of point 7 about the wire (an error shape that does
 * not read, a token header that is not `<Header>: [<Scheme>] <token>`), or undefined.
 */
export function checkWireText(
  which: 'errorShape' | 'token' | 'unknownQuery',
  text: string,
): { message: string; hint: string; offset: number } | undefined {
  if (which === 'unknownQuery') {
    if (text === 'refused' || text === 'ignored') return undefined;
    return {
      message: `Unknown query parameters are "refused" or "ignored", not "${text}".`,
      hint: 'Write: Unknown query parameters are refused.',
      offset: 0,
    };
  }
  if (which === 'errorShape') {
    const shape = parseErrorShape(text);
    if (shape.ok) return undefined;
    return {
      message: `The error shape cannot be read: ${shape.problem}.`,
      hint: 'Write it as {errors: {<field>: [<message>]}}, or {errors: [{code: <code>, message: <message>}]}.',
      offset: shape.offset,
    };
  }
  const token = parseTokenHeader(text);
  if (token.ok) return undefined;
  return {
    message: `How the token is sent cannot be read: ${token.problem}.`,
    hint: 'Write it as Authorization: Token <token>, or Authorization: Bearer <token>.',
    offset: 0,
  };
}
