import type { SpecFormat } from '@specrun/model';
import { specTitle } from '../storage/specTitle.ts';
import type { NewSpec } from '../storage/workbenchDb.ts';

/**
 * What the copy a share link opens starts with: named after its title (the sender's name for it
 * when the text has none), numbered by `createSpec` when that name is taken. The text is read
 * once, here, for its title.
 */
export function sharedStart(shared: { name: string; format: SpecFormat; text: string }): NewSpec {
  const { name, format, text } = shared;
  const title = specTitle(text, format);
  return {
    name: title ?? name,
    format,
    text,
    note: 'Opened from a share link',
    title: title ?? '',
  };
}
