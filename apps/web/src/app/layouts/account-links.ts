import type { Role } from '@saathi/shared/constants';
import { isStaff } from '@saathi/shared/permissions';
import { ROUTES } from '@saathi/shared/routes';
import type { ShellKey } from '../../lib/i18n/shell';

/** The signed-in user menu (spec part 1 §2): Profile, Orders, Wishlist, Business Values. */
export const ACCOUNT_LINKS: readonly { to: string; label: ShellKey }[] = [
  { to: ROUTES.manage.profile, label: 'shell.profile' },
  { to: ROUTES.manage.orders, label: 'shell.orders' },
  { to: ROUTES.manage.wishlist, label: 'shell.wishlist' },
  { to: ROUTES.manage.businessValues, label: 'shell.businessValues' },
];

/**
 * The menu for this user: associates also get their network (issue 12); staff get the console
 * first, the one way into it from the shop (issue 28).
 */
export const accountLinksFor = (roles: readonly Role[]): { to: string; label: ShellKey }[] => [
  ...(isStaff(roles) ? [{ to: ROUTES.dashboard, label: 'shell.console' as const }] : []),
  ...ACCOUNT_LINKS,
  ...(roles.includes('ASSOCIATE')
    ? [{ to: ROUTES.manage.network, label: 'shell.myNetwork' as const }]
    : []),
];
