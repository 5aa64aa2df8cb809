import type { Step } from '../plan/Plan.ts';
import type { Variables } from '../plan/fillPlaceholders.ts';
import { listOf, recordOf, type Answer } from './readAnswer.ts';

/** Saves the fields (`r1.id`, `r1.slug`) and version of a step's record, or the count of its list, as the step names. */
export function remember(step: Omit<Step, 'expect'>, answer: Answer, variables: Variables): void {
  if (step.save !== undefined) {
    const record = recordOf(answer.body);
    for (const [field, value] of Object.entries(record ?? {}))
      if (typeof value === 'string' || typeof value === 'number')
        variables.set(`${step.save}.${field}`, String(value));
    variables.set(`${step.save}.version`, answer.version ?? '');
  }
  if (step.saveCount !== undefined)
    variables.set(step.saveCount, String(listOf(answer.body)?.length ?? 0));
}
