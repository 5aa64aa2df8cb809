import type { SpecFormat } from '@specrun/model';

/** The name of a form, in words. */
export const FORM_NAMES: Record<SpecFormat, string> = { markdown: 'Markdown', yaml: 'YAML' };
