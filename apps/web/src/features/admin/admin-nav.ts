import type { AreaKey } from '@saathi/shared/locales';
import type { Permission } from '@saathi/shared/permissions';
import { ADMIN_PATHS, ROUTES } from '@saathi/shared/routes';

/**
 * The console's sections: the left navigation and the cards of the overview. Each is shown
 * only to staff holding its permission (the API refuses the rest anyway).
 */
export const ADMIN_SECTIONS: readonly {
  to: string;
  /** The label in the navigation and on the overview's card (decisions 0156, 0159). */
  labelKey: AreaKey<'console'>;
  /** What the section is for, on the overview's card. */
  descriptionKey: AreaKey<'consoleHome'>;
  permission: Permission;
}[] = [
  {
    to: ADMIN_PATHS.users,
    labelKey: 'console.navUsers',
    descriptionKey: 'consoleHome.users',
    permission: 'users.view',
  },
  {
    to: ADMIN_PATHS.requests,
    labelKey: 'console.navRequests',
    descriptionKey: 'consoleHome.requests',
    permission: 'requests.decide',
  },
  {
    to: ADMIN_PATHS.privacy,
    labelKey: 'console.navPrivacy',
    descriptionKey: 'consoleHome.privacy',
    permission: 'users.manage',
  },
  {
    to: ADMIN_PATHS.orders,
    labelKey: 'console.navOrders',
    descriptionKey: 'consoleHome.orders',
    permission: 'orders.manage',
  },
  {
    to: ADMIN_PATHS.wallet,
    labelKey: 'console.navWallet',
    descriptionKey: 'consoleHome.wallet',
    permission: 'finance.manage',
  },
  {
    to: ADMIN_PATHS.taxInvoices,
    labelKey: 'console.navTaxInvoices',
    descriptionKey: 'consoleHome.taxInvoices',
    permission: 'finance.manage',
  },
  {
    to: ADMIN_PATHS.coupons,
    labelKey: 'console.navCoupons',
    descriptionKey: 'consoleHome.coupons',
    permission: 'orders.manage',
  },
  {
    to: ADMIN_PATHS.associates,
    labelKey: 'console.navAssociates',
    descriptionKey: 'consoleHome.associates',
    permission: 'network.manage',
  },
  {
    to: `${ROUTES.dashboard}/agreements`,
    labelKey: 'console.navAgreement',
    descriptionKey: 'consoleHome.agreement',
    permission: 'settings.manage',
  },
  {
    to: ADMIN_PATHS.products,
    labelKey: 'console.navProducts',
    descriptionKey: 'consoleHome.products',
    permission: 'catalog.manage',
  },
  {
    to: ADMIN_PATHS.categories,
    labelKey: 'console.navCategories',
    descriptionKey: 'consoleHome.categories',
    permission: 'catalog.manage',
  },
  {
    to: ADMIN_PATHS.brands,
    labelKey: 'console.navBrands',
    descriptionKey: 'consoleHome.brands',
    permission: 'catalog.manage',
  },
  {
    to: ADMIN_PATHS.stock,
    labelKey: 'console.navStock',
    descriptionKey: 'consoleHome.stock',
    permission: 'catalog.manage',
  },
  {
    to: ADMIN_PATHS.leads,
    labelKey: 'console.navLeads',
    descriptionKey: 'consoleHome.leads',
    permission: 'leads.manage',
  },
  {
    to: `${ROUTES.dashboard}/grievances`,
    labelKey: 'console.navGrievances',
    descriptionKey: 'consoleHome.grievances',
    permission: 'grievances.manage',
  },
  {
    to: ADMIN_PATHS.pages,
    labelKey: 'console.navPages',
    descriptionKey: 'consoleHome.pages',
    permission: 'content.manage',
  },
  {
    to: ADMIN_PATHS.posts,
    labelKey: 'console.navPosts',
    descriptionKey: 'consoleHome.posts',
    permission: 'content.manage',
  },
  {
    to: ADMIN_PATHS.media,
    labelKey: 'console.navMedia',
    descriptionKey: 'consoleHome.media',
    permission: 'content.manage',
  },
  {
    to: ADMIN_PATHS.earnings,
    labelKey: 'console.navEarnings',
    descriptionKey: 'consoleHome.earnings',
    permission: 'finance.manage',
  },
  {
    to: ADMIN_PATHS.audit,
    labelKey: 'console.navAudit',
    descriptionKey: 'consoleHome.audit',
    permission: 'audit.view',
  },
  {
    to: ADMIN_PATHS.settings,
    labelKey: 'console.navSettings',
    descriptionKey: 'consoleHome.settings',
    permission: 'settings.manage',
  },
];
