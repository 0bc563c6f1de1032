import type { StaffRole } from '@storefront/shared/contracts';
import type { LockedMember } from './staff-sql';

/** What a manager or owner does to a member of staff. */
export type StaffChange =
  { kind: 'role'; role: StaffRole } | { kind: 'deactivate' } | { kind: 'reactivate' };

/** Why a change is refused: the routes word each one. */
export type StaffRefusal = 'owner-only' | 'last-owner' | 'self';

export interface StaffChangeContext {
  actorId: string;
  target: LockedMember;
  /** The store's active owners, read under their locks. */
  activeOwnerIds: readonly string[];
}

const takesOwnershipAway = (change: StaffChange) =>
  change.kind === 'deactivate' || (change.kind === 'role' && change.role !== 'owner');

/**
 * The store's rules for changing staff. Only an owner touches an owner or
 * makes one; a store always keeps an active owner; nobody locks themselves out.
 * Managers (the route's permission) manage everyone else.
 */
export function refusalOf(
  { actorId, target, activeOwnerIds }: StaffChangeContext,
  change: StaffChange,
): StaffRefusal | undefined {
  const actorIsOwner = activeOwnerIds.includes(actorId);
  const makesOwner = change.kind === 'role' && change.role === 'owner';
  if ((target.staffRole === 'owner' || makesOwner) && !actorIsOwner) return 'owner-only';
  if (change.kind === 'deactivate' && target.id === actorId) return 'self';
  const isActiveOwner = activeOwnerIds.includes(target.id);
  if (isActiveOwner && takesOwnershipAway(change) && activeOwnerIds.length <= 1) {
    return 'last-owner';
  }
  return undefined;
}

/** True when the change would leave the member as they are. */
export function changesNothing(target: LockedMember, change: StaffChange): boolean {
  if (change.kind === 'role') return target.staffRole === change.role;
  return (change.kind === 'deactivate') === (target.deactivatedAt !== null);
}
