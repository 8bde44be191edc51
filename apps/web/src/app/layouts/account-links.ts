import { ROUTES } from '@saathi/shared/routes';

/** The signed-in user menu (spec part 1 §2): Profile, Orders, Wishlist, Business Values. */
export const ACCOUNT_LINKS = [
  { to: ROUTES.manage.profile, label: 'Profile' },
  { to: ROUTES.manage.orders, label: 'Orders' },
  { to: ROUTES.manage.wishlist, label: 'Wishlist' },
  { to: ROUTES.manage.businessValues, label: 'Business Values' },
] as const;
