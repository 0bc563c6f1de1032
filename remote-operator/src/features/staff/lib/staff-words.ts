import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@storefront/shared/contracts';
import type { StaffMember } from '@storefront/shared/operator-contracts';
import { formatDayAndTime } from '@storefront/ui';

/** The roles a person may hand out: only an owner makes owners (the API says the same). */
export const rolesFor = (isOwner: boolean): readonly StaffRole[] =>
  isOwner ? STAFF_ROLES : STAFF_ROLES.filter((role) => role !== 'owner');

export const roleLabel = (role: StaffRole) => STAFF_ROLE_LABELS[role];

export const lastSignInText = (member: StaffMember) =>
  member.lastSignInAt ? formatDayAndTime(member.lastSignInAt) : 'Never';

/** Who only an owner may change: an owner. */
export const needsOwner = (member: StaffMember) => member.role === 'owner';
