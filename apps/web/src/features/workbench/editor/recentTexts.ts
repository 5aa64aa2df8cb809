import { ChangeSet, type ChangeDesc } from '@codemirror/state';

/**
 * The texts the editor recently sent to `onChange`, each with the changes made since. With them
 * the editor tells a late echo of the user's own typing (a `value` the workbench passes back after
 * the user typed on) from a real replacement, and maps diagnostics computed for such a text onto
 * the text it holds now.
 */
export class RecentTexts {
  private entries: { text: string; since: ChangeDesc; at: number }[] = [];

  constructor(
    private readonly keep = 16,
    /** How long a sent text still counts as a possible echo, in milliseconds. */
    private readonly window = 3000,
  ) {}

  /** Records a text just sent; the changes since it start empty. */
  remember(text: string, now = Date.now()): void {
    this.entries = this.entries.filter((e) => e.text !== text);
    this.entries.push({ text, since: ChangeSet.empty(text.length).desc, at: now });
    // Keep a few recent versions only, and fewer of a very large text.
    const keep = text.length > 1_000_000 ? 2 : this.keep;
    if (this.entries.length > keep) this.entries = this.entries.slice(-keep);
  }

  /** Adds the changes of an edit to every recorded text's changes since. */
  mapThrough(changes: ChangeDesc): void {
    for (const entry of this.entries) entry.since = entry.since.composeDesc(changes);
  }

  /** The changes made since `text` was sent, when it was sent recently; undefined otherwise. */
  changesSince(text: string, now = Date.now()): ChangeDesc | undefined {
    const entry = this.entries.find((e) => e.text === text);
    return entry && now - entry.at <= this.window ? entry.since : undefined;
  }

  /** Forgets everything, as after the content was replaced from outside. */
  clear(): void {
    this.entries = [];
  }
}
