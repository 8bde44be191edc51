import type { Permission, UserPageSection } from '@saathi/shared';
import type { Db } from '../../db/client';
import { requestsUserSection } from '../requests';

/**
 * A section of a user's page in the console that another module supplies. The page shows a
 * section only to staff holding its permission, and only when the module answers one.
 */
export interface UserPageSectionProvider {
  key: string;
  permission: Permission;
  load(options: { db: Db; userId: number }): Promise<UserPageSection | null>;
}

/**
 * The registry of user-page sections, in the order shown. Modules that know more about a
 * person add theirs here (orders, business value: USER_PAGE_SECTIONS in docs/decisions/0048).
 */
export const USER_PAGE_SECTIONS: UserPageSectionProvider[] = [
  { key: 'requests', permission: 'users.view', load: requestsUserSection },
];
