// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient declaration must reach every program that compiles this file (the cli's, the web app's)
/// <reference path="./swagger2openapi.d.ts" />
/**
 * Converts a Swagger 2.0 document into OpenAPI 3.0. Importing a 2.0 document goes through one;
 * `swagger2openapi`, the default, needs Node's modules, so it is loaded only when a 2.0 document
 * comes and a host without them (the browser) may give its own or none.
 */
export type Swagger2Converter = (
  document: Record<string, unknown>,
) => Promise<Record<string, unknown>>;

/** `swagger2openapi`'s conversion, patching small faults and never fetching anything. */
export const convertWithSwagger2openapi: Swagger2Converter = async (document) => {
  const { convertObj } = await import('swagger2openapi');
  // `text` stands in for the source that the converter would otherwise write out again as YAML
  // only to quote it in its errors: on a large document that costs as much as the conversion.
  const converted = await convertObj(document, {
    patch: true,
    warnOnly: true,
    resolve: false,
    direct: true,
    text: '(source)',
  });
  return converted as Record<string, unknown>;
};
