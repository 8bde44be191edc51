import type { Role } from '@saathi/shared/constants';
import { isStaff } from '@saathi/shared/permissions';
import { ROUTES } from '@saathi/shared/routes';

/** The signed-in user menu (spec part 1 §2): Profile, Orders, Wishlist, Business Values. */
export const ACCOUNT_LINKS = [
  { to: ROUTES.manage.profile, label: 'Profile' },
  { to: ROUTES.manage.orders, label: 'Orders' },
  { to: ROUTES.manage.wishlist, label: 'Wishlist' },
  { to: ROUTES.manage.businessValues, label: 'Business Values' },
] as const;

/**
 * The menu for this user: associates also get their network (issue 12); staff get the console
 * first, the one way into it from the shop (issue 28).
 */
export const accountLinksFor = (roles: readonly Role[]) => [
  ...(isStaff(roles) ? [{ to: ROUTES.dashboard, label: 'Console' }] : []),
  ...ACCOUNT_LINKS,
  ...(roles.includes('ASSOCIATE') ? [{ to: ROUTES.manage.network, label: 'My network' }] : []),
];
