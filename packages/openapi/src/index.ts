// The public surface of @specrun/openapi: OpenAPI documents in and out of the nine-point format.
export { importOpenApi } from './import/importOpenApi.ts';
export type { ImportOptions, ImportResult, ImportStep } from './import/importOpenApi.ts';
export type { ImportDiagnostic } from './import/ImportDiagnostic.ts';
export type { DocumentFiles } from './load/DocumentFiles.ts';
export { filesFromMap, NO_FILES } from './load/DocumentFiles.ts';
export type { Swagger2Converter } from './load/convertSwagger2.ts';
export type { OpenApiVersion } from './load/loadDocument.ts';
export { exportOpenApi } from './export/exportOpenApi.ts';
export type { ExportResult } from './export/exportOpenApi.ts';
export { formatDocument } from './export/formatDocument.ts';
