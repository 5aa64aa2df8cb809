import { readMarkdown, type Spec } from '@specrun/model';

/**
 * A spec that gives the record-store contract's Claim a column per field it writes (text,
 * whole number, truth value, number, list), so that the contract also runs on SQL columns.
 */
export function contractSpec(): Spec {
  return readMarkdown(`# Specification: Store contract

## 3. Entities and their fields

### Claim

| field | type | required | notes |
| --- | --- | --- | --- |
| owner | text | no | |
| title | text | no | |
| n | integer | no | |
| paid | boolean | no | |
| amount | number | no | |
| tags | list of text | no | |
`).spec;
}
