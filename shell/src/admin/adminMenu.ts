import { ADMIN_GREETING_NAME, ADMIN_MENU } from '@clinic/contracts';
import { isAdmin, isExtStaff, isStaffLevel, type TokenRoles } from '@clinic/platform';

export type AdminMenuItem = (typeof ADMIN_MENU)[number];

/** back-office.md 2.2: staff items for a or s, admin items for a, "any" for every admin-area user. */
export function adminMenuFor(roles: TokenRoles | null): AdminMenuItem[] {
  return ADMIN_MENU.filter((item) => {
    if (item.who === 'admin') return isAdmin(roles);
    if (item.who === 'staff') return isStaffLevel(roles);
    return isStaffLevel(roles) || isExtStaff(roles);
  });
}

/** The greeting name: a fixed first name for admins, the user's first_name otherwise. */
export function greetingName(roles: TokenRoles | null): string {
  if (!roles) return '';
  return roles.a ? ADMIN_GREETING_NAME : roles.first_name;
}
