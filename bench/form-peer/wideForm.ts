// The generated 200-field form of the keystroke benchmark, once as a Specrun spec and once as the
// JSON Schema @rjsf/core renders, with the same constraints: every field required; text fields at
// most MAX_TEXT characters; every tenth field a number that may not be negative.

/** How many fields the form has. */
export const FIELD_COUNT = 200;

/** The longest text a text field takes. */
export const MAX_TEXT = 40;

/** Whether field `i` is a number (every tenth) rather than a text. */
export function isNumberField(i: number): boolean {
  return i % 10 === 9;
}

/** The spec: one entity `Wide` with its form, a rule per field and the rules' catalogue entries. */
export function wideSpec(): string {
  const fields: string[] = [];
  const rules: string[] = [];
  for (let i = 0; i < FIELD_COUNT; i += 1) {
    const number = isNumberField(i);
    fields.push(`| f${i} | ${number ? 'number' : 'text'} | yes | |`);
    rules.push(
      number
        ? `| Wide | f${i} >= 0 | save | NEGATIVE |`
        : `| Wide | size(f${i}) <= MAX_TEXT | save | TOO_LONG |`,
    );
  }
  return [
    '# Specification: Wide form',
    '',
    '## 1. What the product does and for whom',
    '',
    'A form of 200 fields, for measuring how fast messages follow typing.',
    '',
    '## 2. Screens and routes',
    '',
    '| route | screen | shows |',
    '| --- | --- | --- |',
    '| /wides/new | form | Wide |',
    '',
    '## 3. Entities and their fields',
    '',
    '### Wide',
    '',
    '| field | type | required | notes |',
    '| --- | --- | --- | --- |',
    ...fields,
    '',
    '## 5. Validation rules',
    '',
    '| entity | rule | on | error |',
    '| --- | --- | --- | --- |',
    ...rules,
    '',
    '## 8. The error catalogue',
    '',
    '| code | status | message |',
    '| --- | --- | --- |',
    '| TOO_LONG | 422 | At most {MAX_TEXT} characters. |',
    '| NEGATIVE | 422 | May not be negative. |',
    '',
    '## 9. Business constants and limits',
    '',
    '| name | value | meaning |',
    '| --- | --- | --- |',
    `| MAX_TEXT | ${MAX_TEXT} | the longest text of a field |`,
    '',
  ].join('\n');
}

/** The same form as JSON Schema. */
export function wideSchema(): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (let i = 0; i < FIELD_COUNT; i += 1) {
    properties[`f${i}`] = isNumberField(i)
      ? { type: 'number', title: `f${i}`, minimum: 0 }
      : { type: 'string', title: `f${i}`, maxLength: MAX_TEXT };
    required.push(`f${i}`);
  }
  return { type: 'object', properties, required };
}
