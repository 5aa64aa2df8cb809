import { describe, expect, it } from 'vitest';
import { emptySpec } from '../model/emptySpec.ts';
import { readMarkdown } from '../read/withYamlPackage.ts';
import { checkSpec } from './checkSpec.ts';
import { expenseClaimsModel } from './expenseClaimsModel.ts';

describe('checkSpec', () => {
  it('finds nothing in the reference spec', () => {
    expect(checkSpec(expenseClaimsModel())).toEqual([]);
  });

  it('finds nothing in an empty spec', () => {
    expect(checkSpec(emptySpec())).toEqual([]);
  });

  it('proposes a declared name that differs only in case, for every kind of name', () => {
    const { spec } = readMarkdown(`# Specification: Case

## 2. Screens and routes

| route | screen | shows | roles |
| --- | --- | --- | --- |
| /claims | list | claim | Employee |

## 3. Entities and their fields

### Claim

| field | type | required | notes |
| --- | --- | --- | --- |
| amount | number | yes | |
| status | state | yes | |

## 4. States and transitions

### Claim

Initial state: Draft.

| from | action | to | roles | when |
| --- | --- | --- | --- | --- |
| draft | submit | submitted | employee | |

## 5. Validation rules

| entity | rule | on | error |
| --- | --- | --- | --- |
| Claim | Amount <= max_amount | Submit | amount_bad |

## 6. Roles and permissions

| role | may | on | when |
| --- | --- | --- | --- |
| employee | read, Submit | Claim | |
| Approver | read | Claim | |

| user | name | roles |
| --- | --- | --- |
| u1 | Ann | employee, approver |

## 8. The error catalogue

| code | status | message |
| --- | --- | --- |
| AMOUNT_BAD | 422 | At most {MAX_AMOUNT}. |

## 9. Business constants and limits

| name | value | meaning |
| --- | --- | --- |
| MAX_AMOUNT | 5 | the largest amount |
`);
    expect(checkSpec(spec).map((d) => `${d.code}: ${d.hint}`)).toEqual([
      'unknown-entity: did you mean Claim?',
      'unknown-role: did you mean employee?',
      'unknown-state: did you mean draft?',
      'unknown-trigger: did you mean submit?',
      'unknown-error-code: did you mean AMOUNT_BAD?',
      'unknown-name: did you mean amount?',
      'unknown-name: did you mean MAX_AMOUNT?',
      'unknown-action: did you mean submit?',
      'unused-role: did you mean approver?',
      'unknown-role: did you mean Approver?',
      'unused-error: report it from a rule or a call, mention it in the text, or remove it',
    ]);
  });
});
