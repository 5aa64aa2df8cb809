import type { ImportStep } from '@specrun/openapi';
import type { OpenApiOutcome } from './openApiFiles.ts';

/** What the page asks the OpenAPI worker: import this text, named so. */
export interface OpenApiRequest {
  name: string;
  text: string;
}

/** What the OpenAPI worker answers: each step as it starts, then the outcome. */
export type OpenApiReply =
  { type: 'step'; step: ImportStep } | { type: 'done'; outcome: OpenApiOutcome };
