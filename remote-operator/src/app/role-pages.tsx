import type { ReactNode } from 'react';
import { Navigate } from '@storefront/shared';
import { mayOpen, useStaffRole, type PagePermission } from '../lib/staff-role';
import { firstPageOf } from './operator-menu';
import { PAGES } from './routes';

/** The console's home: the first page the signed-in person's role opens. */
export function ToFirstPage() {
  return <Navigate to={firstPageOf(useStaffRole()).path} replace />;
}

export interface PermittedPageProps {
  permission: PagePermission;
  children: ReactNode;
}

/**
 * The page, when the role includes the permission it needs; otherwise a plain
 * "not part of your role" page, fetched only then.
 */
export function PermittedPage({ permission, children }: PermittedPageProps) {
  const NotInRole = PAGES['not-in-role'];
  return mayOpen(useStaffRole(), permission) ? children : <NotInRole />;
}
