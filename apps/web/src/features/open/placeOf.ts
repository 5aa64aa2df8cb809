import { stemOfSpecFileName } from '@specrun/model';

/**
 * Lower-cases a text, drops its accents and joins its words with hyphens: `My Spec (v2)` →
 * `my-spec-v2`, `Übersicht` → `ubersicht`; letters of other scripts are kept (`経費`).
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/**
 * The place of a spec opened from a file: `file-<slug of its name>`. Opening an edited version of
 * the same file comes back to the same place, so its records are kept (and migrated).
 */
export function filePlace(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  return `file-${slugify(stemOfSpecFileName(base)) || 'spec'}`;
}

/** The place of a spec opened from a URL of this site: `url-<slug of its path>`. */
export function urlPlace(url: URL): string {
  return `url-${slugify(stemOfSpecFileName(decodeURIComponent(url.pathname))) || 'spec'}`;
}
