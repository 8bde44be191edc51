import { ROUTES } from '@saathi/shared/routes';

/** The pages under /manage, in the order of the side navigation. */
export const MANAGE_NAV = [
  { to: ROUTES.manage.profile, label: 'Profile' },
  { to: ROUTES.manage.orders, label: 'Orders' },
  { to: ROUTES.manage.addresses, label: 'Addresses' },
  { to: ROUTES.manage.wishlist, label: 'Wishlist' },
  { to: ROUTES.manage.cart, label: 'Cart' },
  { to: ROUTES.manage.businessValues, label: 'Business Values' },
  { to: ROUTES.manage.requests, label: 'My requests' },
] as const;

/** Associates also see their network. */
export const manageNavFor = (isAssociate: boolean) =>
  isAssociate
    ? [
        ...MANAGE_NAV,
        { to: ROUTES.manage.network, label: 'My network' },
        { to: ROUTES.manage.earnings, label: 'Earnings & payouts' },
        { to: ROUTES.manage.shopLink, label: 'My shop link' },
      ]
    : MANAGE_NAV;
