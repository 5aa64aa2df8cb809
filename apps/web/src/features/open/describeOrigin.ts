import { formatDateTime } from '@specrun/runtime';
import type { OpenedSpec } from '../../shared/session/OpenedSpec.ts';

/** How an opened spec is named in the list of specs opened before: its file or its address. */
export function labelOf(opened: OpenedSpec): string {
  const { origin } = opened;
  switch (origin.kind) {
    case 'file':
      return origin.fileName;
    case 'url':
    case 'single':
      return origin.url;
    case 'example':
      return origin.slug;
    case 'workbench':
      return `Workbench preview ${origin.id}`;
  }
}

/** Where an opened spec came from and when it was opened, in words: `A file, opened 2026-11-22 07:48 UTC`. */
export function describeOrigin(opened: OpenedSpec): string {
  const at = Number.isNaN(Date.parse(opened.openedAt))
    ? ''
    : `, opened ${formatDateTime(opened.openedAt)}`;
  switch (opened.origin.kind) {
    case 'file':
      return `A file${at}`;
    case 'url':
    case 'single':
      return `An address of this site${at}`;
    case 'example':
      return `An example${at}`;
    case 'workbench':
      return `The preview of a workbench spec${at}`;
  }
}
