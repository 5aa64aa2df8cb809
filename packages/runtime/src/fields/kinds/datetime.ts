import { formatDateTime } from '../../labels/formatDateTime.ts';
import { pastTime } from './date.ts';
import { fromLocalDateTime, toLocalDateTime } from './dateTimeInput.ts';
import { formattedTextInput, lineOf, stringValues } from './text.ts';
import type { FieldKindBehaviour, TypeOf } from './types.ts';

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;
const values = stringValues<TypeOf<'datetime'>>(
  (value) =>
    typeof value === 'string' && DATE_TIME.test(value) && !Number.isNaN(new Date(value).getTime()),
);
const LINE = lineOf('datetime-local', false);

/**
 * A moment: an ISO date and time, usually in UTC (`2026-11-22T10:30:00Z`). It is shown where the
 * app runs, with its offset from UTC (`formatDateTime`), and edited and filtered as the local
 * wall-clock time of the browser's `datetime-local` input (an end of a range that is no such
 * time is compared as it is); moments sort as their text. A sample is a moment in the year before
 * the anchor, on a whole second.
 */
export const datetimeKind: FieldKindBehaviour<TypeOf<'datetime'>> = {
  ...values,
  display: (value) => formatDateTime(String(value)),
  filter: {
    kind: 'range',
    input: { control: 'date', htmlType: 'datetime-local' },
    bound: (text) => fromLocalDateTime(text) ?? text,
  },
  sortKey: (value) => String(value),
  sortsByNumber: false,
  input: formattedTextInput(
    (text) => fromLocalDateTime(text),
    (value) => toLocalDateTime(String(value)),
    () => LINE,
  ),
  sample: (_type, _name, context) => `${pastTime(context).toISOString().slice(0, 19)}Z`,
};
