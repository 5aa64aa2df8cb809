import type { Permission, Spec, User } from '@specrun/model';

/** A row of point 6 and its index in the table. */
export interface PermissionRow {
  index: number;
  permission: Permission;
}

/**
 * The rows of point 6 that speak of a user doing an action on an entity: a row naming one of
 * their roles (or `all`), the action (or `all`) and the entity (or `all`). Listing is reading.
 */
export function permissionRowsFor(
  spec: Spec,
  user: User,
  action: string,
  entity: string,
): PermissionRow[] {
  const wanted = action === 'list' ? 'read' : action;
  const rows: PermissionRow[] = [];
  for (const [index, permission] of spec.permissions.entries()) {
    // A user holding the role `all` stands for anyone: every row's roles match.
    const roles =
      permission.roles.includes('all') ||
      user.roles.includes('all') ||
      permission.roles.some((r) => user.roles.includes(r));
    const actions = permission.actions.includes('all') || permission.actions.includes(wanted);
    const entities = permission.entities.includes('all') || permission.entities.includes(entity);
    if (roles && actions && entities) rows.push({ index, permission });
  }
  return rows;
}
