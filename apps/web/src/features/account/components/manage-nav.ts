import { ROUTES } from '@saathi/shared/routes';
import type { ShellKey } from '../../../lib/i18n/shell';
import { DIRECT_SELLER_NAV } from '../../agreements';

type ManageLink = { to: string; label: ShellKey };

/** The pages under /manage, in the order of the side navigation (a menu: the shell's words). */
export const MANAGE_NAV: readonly ManageLink[] = [
  { to: ROUTES.manage.profile, label: 'shell.profile' },
  { to: ROUTES.manage.orders, label: 'shell.orders' },
  { to: ROUTES.manage.addresses, label: 'shell.addresses' },
  { to: ROUTES.manage.wishlist, label: 'shell.wishlist' },
  { to: ROUTES.manage.cart, label: 'shell.cart' },
  { to: ROUTES.manage.businessValues, label: 'shell.businessValues' },
  { to: ROUTES.manage.requests, label: 'shell.myRequests' },
  { to: ROUTES.manage.privacy, label: 'shell.privacyData' },
];

/** Associates also see their network. */
export const manageNavFor = (isAssociate: boolean): readonly ManageLink[] =>
  isAssociate
    ? [
        ...MANAGE_NAV,
        { to: ROUTES.manage.network, label: 'shell.myNetwork' },
        { to: ROUTES.manage.earnings, label: 'shell.earningsPayouts' },
        { to: ROUTES.manage.shopLink, label: 'shell.myShopLink' },
        DIRECT_SELLER_NAV,
      ]
    : MANAGE_NAV;
