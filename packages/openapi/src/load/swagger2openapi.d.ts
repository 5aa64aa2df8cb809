declare module 'swagger2openapi' {
  interface ConvertOptions {
    patch?: boolean;
    warnOnly?: boolean;
    resolve?: boolean;
    resolveInternal?: boolean;
    direct?: boolean;
    text?: string;
  }
  export function convertObj(document: object, options: ConvertOptions): Promise<object>;
}
