/** A JSON Schema, as plain data. */
export type JsonSchema = { [key: string]: JsonValue };
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
