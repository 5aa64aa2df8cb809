/**
 * Deterministic names for generated specs: entities, roles, states and actions that read like a
 * real product's, numbered once the word lists run out.
 */

const NOUNS = [
  'Claim',
  'Invoice',
  'Order',
  'Customer',
  'Supplier',
  'Product',
  'Shipment',
  'Contract',
  'Project',
  'Task',
  'Ticket',
  'Asset',
  'Booking',
  'Payment',
  'Refund',
  'Quote',
  'Lead',
  'Campaign',
  'Report',
  'Budget',
  'Vendor',
  'Warehouse',
  'Delivery',
  'Return',
  'Review',
  'Survey',
  'Course',
  'Lesson',
  'Member',
  'Event',
  'Venue',
  'Room',
  'Device',
  'License',
  'Policy',
  'Incident',
  'Request',
  'Approval',
  'Timesheet',
  'Expense',
  'Vehicle',
  'Route',
  'Driver',
  'Patient',
  'Visit',
  'Account',
  'Document',
  'Folder',
  'Article',
  'Comment',
] as const;

const ROLES = [
  'employee',
  'approver',
  'finance',
  'manager',
  'auditor',
  'clerk',
  'editor',
  'viewer',
  'support',
  'owner',
] as const;

const STATES = [
  'draft',
  'submitted',
  'approved',
  'scheduled',
  'active',
  'paused',
  'closed',
  'archived',
] as const;

const ACTIONS = [
  'submit',
  'approve',
  'schedule',
  'start',
  'pause',
  'close',
  'archive',
  'reopen',
] as const;

/** The name of the i-th entity: `Claim`, `Invoice`, …, then `Claim2`, `Invoice2`, … */
export function entityName(i: number): string {
  const round = Math.floor(i / NOUNS.length);
  return `${NOUNS[i % NOUNS.length]}${round === 0 ? '' : round + 1}`;
}

/** The i-th role: `employee`, `approver`, …, then `employee2`, … */
export function roleName(i: number): string {
  const round = Math.floor(i / ROLES.length);
  return `${ROLES[i % ROLES.length]}${round === 0 ? '' : round + 1}`;
}

/** The j-th state of a lifecycle. */
export function stateName(j: number): string {
  return STATES[j] ?? `stage${j}`;
}

/** The action that moves a record out of the j-th state of a lifecycle (`reopen` closes the ring). */
export function actionName(j: number): string {
  return ACTIONS[j] ?? `advance${j}`;
}

/** An entity's route segment and lower-case plural: `Claim2` → `claim2s`. */
export function pluralOf(entity: string): string {
  const lower = entity.toLowerCase();
  return lower.endsWith('s') ? `${lower}es` : `${lower}s`;
}

/** An entity's name as a prefix of constants and error codes: `Claim2` → `CLAIM2`. */
export function upperOf(entity: string): string {
  return entity.toUpperCase();
}

/** Splits `total` into `parts` near-equal whole numbers, the larger ones first. */
export function spread(total: number, parts: number): number[] {
  const base = Math.floor(total / parts);
  const extra = total % parts;
  return Array.from({ length: parts }, (_, i) => base + (i < extra ? 1 : 0));
}
