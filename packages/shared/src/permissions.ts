import type { Role } from './constants';

/**
 * What staff may do, one permission per area of the console (docs/decisions/0045). Every admin
 * route declares the one it needs (`requirePermission` in the API); the console shows a section
 * only to those who hold its permission.
 */
export const PERMISSIONS = [
  'dashboard.view',
  'catalog.manage',
  'content.manage',
  'leads.manage',
  'grievances.manage',
  'orders.manage',
  'users.view',
  'users.manage',
  'roles.manage',
  'requests.decide',
  'network.manage',
  'finance.manage',
  'settings.manage',
  'audit.view',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The roles an admin gives and takes away; CUSTOMER and ASSOCIATE follow what a person does. */
export const STAFF_ROLES = [
  'ADMIN',
  'CATALOG_MANAGER',
  'CONTENT_EDITOR',
  'ORDER_MANAGER',
  'SUPPORT',
  'FINANCE',
] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The one table: role → permissions. ADMIN holds every permission. */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  CUSTOMER: [],
  ASSOCIATE: [],
  ADMIN: PERMISSIONS,
  CATALOG_MANAGER: ['dashboard.view', 'catalog.manage'],
  CONTENT_EDITOR: ['dashboard.view', 'content.manage'],
  ORDER_MANAGER: ['dashboard.view', 'orders.manage', 'users.view', 'requests.decide'],
  SUPPORT: [
    'dashboard.view',
    'users.view',
    'users.manage',
    'leads.manage',
    'grievances.manage',
    'requests.decide',
  ],
  FINANCE: ['dashboard.view', 'finance.manage', 'users.view', 'requests.decide', 'audit.view'],
};

export const ROLE_LABELS: Record<Role, string> = {
  CUSTOMER: 'Customer',
  ASSOCIATE: 'Associate',
  ADMIN: 'Admin',
  CATALOG_MANAGER: 'Catalogue manager',
  CONTENT_EDITOR: 'Content editor',
  ORDER_MANAGER: 'Order manager',
  SUPPORT: 'Support',
  FINANCE: 'Finance',
};

export const hasPermission = (roles: readonly Role[], permission: Permission) =>
  roles.some((role) => ROLE_PERMISSIONS[role]?.includes(permission));

/** Anyone who may open the console. */
export const isStaff = (roles: readonly Role[]) => hasPermission(roles, 'dashboard.view');

export const isStaffRole = (role: Role): role is StaffRole =>
  (STAFF_ROLES as readonly Role[]).includes(role);
