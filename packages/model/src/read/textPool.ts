import { parseFieldType, type CellResult } from '../grammar/fieldType.ts';
import type { FieldType } from '../model/Spec.ts';

/** Texts up to this long are pooled: V8 copies them when it slices them, longer ones it points into. */
const MAX_POOLED = 12;

/**
 * One string for each distinct short text of one read: names, kinds, roles and actions repeat
 * on many rows, and sharing them keeps the model small (it lives through the check) and lets
 * the checker's look-ups compare them by identity. Likewise one field type for each distinct
 * type text: the fields of a spec have a few types between them. Made per read, never shared
 * between reads (a consumer that changed a model's object would change only its own).
 */
export class TextPool {
  private readonly texts = new Map<string, string>();
  private readonly types = new Map<string, CellResult<FieldType>>();

  /** The pooled string equal to `text`: `text` itself the first time it is seen. */
  get(text: string): string {
    if (text.length > MAX_POOLED) return text;
    const pooled = this.texts.get(text);
    if (pooled !== undefined) return pooled;
    this.texts.set(text, text);
    return text;
  }

  /** What `parseFieldType` makes of a type cell's text, made once per distinct text. */
  fieldType(text: string): CellResult<FieldType> {
    let read = this.types.get(text);
    if (read === undefined) {
      read = parseFieldType(text);
      this.types.set(text, read);
    }
    return read;
  }

  /** Replaces each text of a list with its pooled string, in place. */
  all(texts: string[]): string[] {
    for (let i = 0; i < texts.length; i += 1) texts[i] = this.get(texts[i] as string);
    return texts;
  }
}
