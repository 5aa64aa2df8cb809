// The public surface of @specrun/openapi: OpenAPI documents in and out of the nine-point format.
export { importOpenApi } from './import/importOpenApi.ts';
export type { ImportOptions, ImportResult, ImportStep } from './import/importOpenApi.ts';
export { exportOpenApi } from './export/exportOpenApi.ts';
export { formatDocument } from './export/formatDocument.ts';
