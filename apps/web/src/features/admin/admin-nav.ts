import type { AreaKey } from '@saathi/shared/locales';
import type { Permission } from '@saathi/shared/permissions';
import { ADMIN_PATHS, ROUTES } from '@saathi/shared/routes';

/**
 * The console's sections: the left navigation and the cards of the overview. Each is shown
 * only to staff holding its permission (the API refuses the rest anyway).
 */
export const ADMIN_SECTIONS: readonly {
  to: string;
  label: string;
  /** The label in the navigation, which follows the chosen language (decision 0156). */
  labelKey: AreaKey<'console'>;
  description: string;
  permission: Permission;
}[] = [
  {
    to: ADMIN_PATHS.users,
    label: 'Users',
    labelKey: 'console.navUsers',
    description: 'Everyone with an account: find, open, deactivate, give staff roles.',
    permission: 'users.view',
  },
  {
    to: ADMIN_PATHS.requests,
    label: 'Requests',
    labelKey: 'console.navRequests',
    description: 'Upgrades, placement and sign-in changes waiting for a decision.',
    permission: 'requests.decide',
  },
  {
    to: ADMIN_PATHS.privacy,
    label: 'Privacy',
    labelKey: 'console.navPrivacy',
    description: 'Data requests to answer by their deadline, and the breach register.',
    permission: 'users.manage',
  },
  {
    to: ADMIN_PATHS.orders,
    label: 'Orders',
    labelKey: 'console.navOrders',
    description: 'Confirm, pack and ship orders; cancellations, refunds, CSV export.',
    permission: 'orders.manage',
  },
  {
    to: ADMIN_PATHS.wallet,
    label: 'Wallets & TDS',
    labelKey: 'console.navWallet',
    description: 'Adjust a wallet, record bank transfers, TDS settings, the 26Q export.',
    permission: 'finance.manage',
  },
  {
    to: ADMIN_PATHS.taxInvoices,
    label: 'Tax invoices',
    labelKey: 'console.navTaxInvoices',
    description: "A month's GST invoices and credit notes; the GSTR-1 B2C summary as CSV.",
    permission: 'finance.manage',
  },
  {
    to: ADMIN_PATHS.coupons,
    label: 'Coupons',
    labelKey: 'console.navCoupons',
    description: 'Offers for checkout: codes, conditions, limits, pause, usage.',
    permission: 'orders.manage',
  },
  {
    to: ADMIN_PATHS.associates,
    label: 'Associates',
    labelKey: 'console.navAssociates',
    description: 'The network: find a member, see their place and BV, move, adjust.',
    permission: 'network.manage',
  },
  {
    to: `${ROUTES.dashboard}/agreements`,
    label: 'Agreement',
    labelKey: 'console.navAgreement',
    description: 'The direct seller agreement: its versions and the day each takes effect.',
    permission: 'settings.manage',
  },
  {
    to: ADMIN_PATHS.products,
    label: 'Products',
    labelKey: 'console.navProducts',
    description: 'The range: prices, points, images, details, visibility.',
    permission: 'catalog.manage',
  },
  {
    to: ADMIN_PATHS.categories,
    label: 'Categories',
    labelKey: 'console.navCategories',
    description: 'How the shop is grouped, with their images.',
    permission: 'catalog.manage',
  },
  {
    to: ADMIN_PATHS.brands,
    label: 'Brands',
    labelKey: 'console.navBrands',
    description: 'Brands, their slogans and logos.',
    permission: 'catalog.manage',
  },
  {
    to: ADMIN_PATHS.stock,
    label: 'Stock',
    labelKey: 'console.navStock',
    description: 'Quantities and alert levels; what is running low.',
    permission: 'catalog.manage',
  },
  {
    to: ADMIN_PATHS.leads,
    label: 'Leads',
    labelKey: 'console.navLeads',
    description: 'People who asked to join: call them, note what was said, export.',
    permission: 'leads.manage',
  },
  {
    to: `${ROUTES.dashboard}/grievances`,
    label: 'Grievances',
    labelKey: 'console.navGrievances',
    description: 'Grievances with their deadlines: acknowledge, reply, resolve; monthly report.',
    permission: 'grievances.manage',
  },
  {
    to: ADMIN_PATHS.pages,
    label: 'Pages',
    labelKey: 'console.navPages',
    description: 'The company, business, shop and policy pages.',
    permission: 'content.manage',
  },
  {
    to: ADMIN_PATHS.posts,
    label: 'Posts',
    labelKey: 'console.navPosts',
    description: 'Blog posts and news.',
    permission: 'content.manage',
  },
  {
    to: ADMIN_PATHS.media,
    label: 'Gallery & certificates',
    labelKey: 'console.navMedia',
    description: 'Photos for the gallery and the certificates on the company page.',
    permission: 'content.manage',
  },
  {
    to: ADMIN_PATHS.earnings,
    label: 'Earnings',
    labelKey: 'console.navEarnings',
    description: 'The compensation plan, its simulator and the monthly closing.',
    permission: 'finance.manage',
  },
  {
    to: ADMIN_PATHS.audit,
    label: 'Audit log',
    labelKey: 'console.navAudit',
    description: 'Who changed what, and when, with the difference.',
    permission: 'audit.view',
  },
  {
    to: ADMIN_PATHS.settings,
    label: 'Company settings',
    labelKey: 'console.navSettings',
    description: 'Name, brand colour, registration, office and social links.',
    permission: 'settings.manage',
  },
];
