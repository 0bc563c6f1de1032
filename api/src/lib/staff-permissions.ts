import type { FastifyRequest, RouteOptions } from 'fastify';
import {
  PERMISSION_LABELS,
  PERMISSIONS,
  ROLE_PERMISSIONS,
  roleMay,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  type Permission,
  type StaffRole,
} from '@storefront/shared/contracts';
import { HttpError } from './http-error';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * What a member of staff needs to call this operator route (the contracts'
     * PERMISSIONS). The operator scope refuses to start a route without one.
     */
    permission?: Permission;
  }
}

const isPermission = (value: unknown): value is Permission =>
  PERMISSIONS.includes(value as Permission);

const rolesWith = (permission: Permission) =>
  STAFF_ROLES.filter((role) => ROLE_PERMISSIONS[role].includes(permission))
    .map((role) => STAFF_ROLE_LABELS[role].toLowerCase())
    .join(', ');

/**
 * onRoute hook of the operator scope: a route that names no permission stops
 * the app from starting, so none is ever open to every role by omission. The
 * permission, and who holds it, is added to the route's description for the
 * OpenAPI document.
 */
export function requireDeclaredPermission(route: RouteOptions): void {
  const permission = route.schema?.permission;
  if (!isPermission(permission)) {
    throw new Error(
      `${String(route.method)} ${route.url} declares no staff permission: add schema.permission, one of the contracts' PERMISSIONS.`,
    );
  }
  const needs = `Needs the permission ${permission} (${rolesWith(permission)}).`;
  const description = route.schema!.description;
  if (typeof description === 'string' && description.includes(needs)) return;
  route.schema!.description = description ? `${description} ${needs}` : needs;
}

/** 403 naming the role and what it lacks, so the person knows whom to ask. */
export const roleRefused = (role: StaffRole, permission: Permission) =>
  new HttpError(
    403,
    'FORBIDDEN',
    `Your role (${STAFF_ROLE_LABELS[role]}) does not include this: ${PERMISSION_LABELS[permission].toLowerCase()}. Ask an owner or a manager.`,
  );

/** Refuses a member of staff whose role lacks the permission. */
export function requirePermission(role: StaffRole, permission: Permission): void {
  if (!roleMay(role, permission)) throw roleRefused(role, permission);
}

/** onRequest hook of the operator scope, after the operator check: the route's permission. */
export async function checkRoutePermission(request: FastifyRequest): Promise<void> {
  requirePermission(request.operator.staffRole, request.routeOptions.schema!.permission!);
}
