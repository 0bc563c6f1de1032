import { createContext, useContext } from 'react';
import { roleMay, type Permission, type StaffRole } from '@storefront/shared/contracts';

// Set once by the console's layout (OperatorGate) from the API's account, so
// every page and button asks of the same role without reading /me again.
const StaffRoleContext = createContext<StaffRole | null>(null);

export const StaffRoleProvider = StaffRoleContext.Provider;

/**
 * The signed-in member of staff's role. Only what the console's layout draws
 * asks, and the layout draws nothing before the role is known.
 */
export const useStaffRole = () => useContext(StaffRoleContext)!;

/**
 * Whether the signed-in person's role includes `permission`. The console
 * leaves out what the role lacks; the API refuses it all the same.
 */
export function useMay(permission: Permission): boolean {
  return roleMay(useStaffRole(), permission);
}

/** What a console page needs: a permission, or null for one's own pages, which every role opens. */
export type PagePermission = Permission | null;

/** Whether `role` may open a page that needs `permission`. */
export const mayOpen = (role: StaffRole, permission: PagePermission): boolean =>
  permission === null || roleMay(role, permission);
