import type { Permission, UserPageSection } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { businessValueUserSection } from '../../business-values';
import { ordersUserSection } from '../../orders';
import { requestsUserSection } from '../../requests';

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
 * person add theirs here (docs/decisions/0048).
 */
export const USER_PAGE_SECTIONS: UserPageSectionProvider[] = [
  { key: 'orders', permission: 'orders.manage', load: ordersUserSection },
  { key: 'business-value', permission: 'network.manage', load: businessValueUserSection },
  { key: 'requests', permission: 'users.view', load: requestsUserSection },
];
