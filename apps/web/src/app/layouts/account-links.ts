import type { Role } from '@saathi/shared/constants';
import { ROUTES } from '@saathi/shared/routes';

/** The signed-in user menu (spec part 1 §2): Profile, Orders, Wishlist, Business Values. */
export const ACCOUNT_LINKS = [
  { to: ROUTES.manage.profile, label: 'Profile' },
  { to: ROUTES.manage.orders, label: 'Orders' },
  { to: ROUTES.manage.wishlist, label: 'Wishlist' },
  { to: ROUTES.manage.businessValues, label: 'Business Values' },
] as const;

/** The menu for this user: associates also get their network (issue 12). */
export const accountLinksFor = (roles: readonly Role[]) =>
  roles.includes('ASSOCIATE')
    ? [...ACCOUNT_LINKS, { to: ROUTES.manage.network, label: 'My network' }]
    : ACCOUNT_LINKS;
