import type { Access, AppScreen } from '@specrun/runtime';
import type { Screen } from '@specrun/model';

/**
 * Whether the acting user may open a screen: its roles (point 2) and its entity's permissions
 * (point 6). A derived screen is judged as the screen of point 2 it stands for would be.
 */
export function screenAllowed(access: Access, screen: AppScreen): boolean {
  const source: Screen = screen.source ?? {
    route: screen.route,
    kind: screen.kind,
    shows: screen.shows,
    roles: screen.roles,
    ...(screen.entity ? { target: { entity: screen.entity.name } } : {}),
  };
  return access.canOpenScreen(source);
}
