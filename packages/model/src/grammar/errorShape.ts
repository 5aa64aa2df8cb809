// The shape errors are answered in (docs/calls.md, "Error shapes"): a JSON-like template with
// placeholders, written once for a spec in point 7: `{errors: {<field>: [<message>]}}`.
//
//   shape  := object | array | placeholder | string
//   object := '{' [key ':' shape (',' key ':' shape)*] '}'     key := name | string | placeholder
//   array  := '[' shape ']'                                      (one item, for each error)

/** What a placeholder stands for: an error's code, message, field (or subject), or status. */
export const SHAPE_PLACEHOLDERS = ['code', 'message', 'field', 'status'] as const;
export type ShapePlaceholder = (typeof SHAPE_PLACEHOLDERS)[number];

/** A node of an error shape. */
export type ShapeNode =
  | { kind: 'object'; members: { key: ShapeKey; value: ShapeNode }[] }
  | { kind: 'array'; item: ShapeNode }
  | { kind: 'placeholder'; name: ShapePlaceholder }
  | { kind: 'text'; value: string };

/** A key of an object in an error shape: written out, or a placeholder (`<field>`). */
export type ShapeKey =
  { kind: 'text'; value: string } | { kind: 'placeholder'; name: ShapePlaceholder };

/** An error shape read, or where and why it could not be. */
export type ShapeReading =
  { ok: true; shape: ShapeNode } | { ok: false; problem: string; offset: number };

/** Specrun's own shape: `{errors: [{code: <code>, message: <message>, field: <field>}]}`. */
export const DEFAULT_ERROR_SHAPE = '{errors: [{code: <code>, message: <message>, field: <field>}]}';

class ShapeProblem extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

/** How deep an error shape may nest: a few levels say every shape an API uses. */
const MAX_DEPTH = 16;

/**
 * Reads an error shape. It must name `<message>` or `<code>` somewhere, or an error would come
 * back saying nothing.
 */
export function parseErrorShape(text: string): ShapeReading {
  const reader = new ShapeReader(text);
  try {
    const shape = reader.shape(0);
    reader.spaces();
    if (reader.i < text.length) throw new ShapeProblem('the shape goes on after its end', reader.i);
    if (!names(shape).some((n) => n === 'message' || n === 'code'))
      throw new ShapeProblem('the shape names neither <message> nor <code>', 0);
    return { ok: true, shape };
  } catch (error) {
    if (error instanceof ShapeProblem)
      return { ok: false, problem: error.message, offset: error.offset };
    throw error;
  }
}

/** The placeholders a shape names. */
function names(node: ShapeNode): ShapePlaceholder[] {
  switch (node.kind) {
    case 'placeholder':
      return [node.name];
    case 'text':
      return [];
    case 'array':
      return names(node.item);
    case 'object':
      return node.members.flatMap((m) => [
        ...(m.key.kind === 'placeholder' ? [m.key.name] : []),
        ...names(m.value),
      ]);
  }
}

class ShapeReader {
  i = 0;
  constructor(private readonly text: string) {}

  spaces(): void {
    while (this.i < this.text.length && /\s/.test(this.text.charAt(this.i))) this.i += 1;
  }

  shape(depth: number): ShapeNode {
    if (depth > MAX_DEPTH) throw new ShapeProblem('the shape nests too deeply', this.i);
    this.spaces();
    const c = this.text.charAt(this.i);
    if (c === '{') return this.object(depth);
    if (c === '[') {
      this.i += 1;
      const item = this.shape(depth + 1);
      this.expect(']', 'a list holds one item, closed with "]"');
      return { kind: 'array', item };
    }
    if (c === '<') return { kind: 'placeholder', name: this.placeholder() };
    if (c === '"') return { kind: 'text', value: this.string() };
    throw new ShapeProblem(
      c === '' ? 'the shape ends too early' : `"${c}" cannot start a value of the shape`,
      this.i,
    );
  }

  private object(depth: number): ShapeNode {
    this.i += 1;
    const members: { key: ShapeKey; value: ShapeNode }[] = [];
    this.spaces();
    if (this.text.charAt(this.i) === '}') {
      this.i += 1;
      return { kind: 'object', members };
    }
    for (;;) {
      this.spaces();
      const key = this.key();
      this.expect(':', 'a key is followed by ":"');
      members.push({ key, value: this.shape(depth + 1) });
      this.spaces();
      const c = this.text.charAt(this.i);
      this.i += 1;
      if (c === '}') return { kind: 'object', members };
      if (c !== ',')
        throw new ShapeProblem('members are separated by "," and closed by "}"', this.i - 1);
    }
  }

  private key(): ShapeKey {
    const c = this.text.charAt(this.i);
    if (c === '<') return { kind: 'placeholder', name: this.placeholder() };
    if (c === '"') return { kind: 'text', value: this.string() };
    const name = /^[A-Za-z_][\w-]*/.exec(this.text.slice(this.i))?.[0];
    if (name === undefined) throw new ShapeProblem('a key is a name, "text" or <field>', this.i);
    this.i += name.length;
    return { kind: 'text', value: name };
  }

  private placeholder(): ShapePlaceholder {
    const match = /^<([a-z]+)>/.exec(this.text.slice(this.i));
    const name = SHAPE_PLACEHOLDERS.find((p) => p === match?.[1]);
    if (name === undefined)
      throw new ShapeProblem(
        `a placeholder is one of ${SHAPE_PLACEHOLDERS.map((p) => `<${p}>`).join(', ')}`,
        this.i,
      );
    this.i += (match?.[0] ?? '').length;
    return name;
  }

  private string(): string {
    const start = this.i;
    for (this.i += 1; this.i < this.text.length; this.i += 1) {
      const c = this.text.charAt(this.i);
      if (c === '\\') this.i += 1;
      else if (c === '"') {
        this.i += 1;
        try {
          return JSON.parse(this.text.slice(start, this.i)) as string;
        } catch {
          throw new ShapeProblem('this text is not a JSON string', start);
        }
      }
    }
    throw new ShapeProblem('this text is not closed with "', start);
  }

  private expect(c: string, problem: string): void {
    this.spaces();
    if (this.text.charAt(this.i) !== c) throw new ShapeProblem(problem, this.i);
    this.i += 1;
  }
}
