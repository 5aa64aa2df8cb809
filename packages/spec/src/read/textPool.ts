/** Texts up to this long are pooled: V8 copies them when it slices them, longer ones it points into. */
const MAX_POOLED = 12;

/**
 * One string for each distinct short text of one read: names, kinds, roles and actions repeat
 * on many rows, and sharing them keeps the model small (it lives through the check) and lets
 * the checker's look-ups compare them by identity. Made per read, never shared between reads.
 */
export class TextPool {
  private readonly texts = new Map<string, string>();

  /** The pooled string equal to `text`: `text` itself the first time it is seen. */
  get(text: string): string {
    if (text.length > MAX_POOLED) return text;
    const pooled = this.texts.get(text);
    if (pooled !== undefined) return pooled;
    this.texts.set(text, text);
    return text;
  }

  /** Replaces each text of a list with its pooled string, in place. */
  all(texts: string[]): string[] {
    for (let i = 0; i < texts.length; i += 1) texts[i] = this.get(texts[i] as string);
    return texts;
  }
}
