import type { SpecFormat } from '@specrun/spec';

/** The name of a form, in words. */
export const FORM_NAMES: Record<SpecFormat, string> = { markdown: 'Markdown', yaml: 'YAML' };
