import { ADMIN_PATHS, ROUTES } from '@saathi/shared/routes';

/** The console's sections: the left navigation and the cards of the dashboard home. */
export const ADMIN_SECTIONS = [
  {
    to: ROUTES.adminDashboard,
    label: 'Admin',
    description: 'Users, associates and their requests.',
  },
  {
    to: ADMIN_PATHS.associates,
    label: 'Associates',
    description: 'The network: find a member, see their place and BV, move, adjust.',
  },
  {
    to: ADMIN_PATHS.products,
    label: 'Products',
    description: 'The range: prices, points, images, details, visibility.',
  },
  {
    to: ADMIN_PATHS.categories,
    label: 'Categories',
    description: 'How the shop is grouped, with their images.',
  },
  { to: ADMIN_PATHS.brands, label: 'Brands', description: 'Brands, their slogans and logos.' },
  {
    to: ADMIN_PATHS.stock,
    label: 'Stock',
    description: 'Quantities and alert levels; what is running low.',
  },
  {
    to: ADMIN_PATHS.leads,
    label: 'Leads',
    description: 'People who asked to join: call them, note what was said, export.',
  },
  {
    to: ADMIN_PATHS.pages,
    label: 'Pages',
    description: 'The company, business, shop and policy pages.',
  },
  { to: ADMIN_PATHS.posts, label: 'Posts', description: 'Blog posts and news.' },
  {
    to: ADMIN_PATHS.media,
    label: 'Gallery & certificates',
    description: 'Photos for the gallery and the certificates on the company page.',
  },
  {
    to: ADMIN_PATHS.settings,
    label: 'Company settings',
    description: 'Name, brand colour, registration, office and social links.',
  },
] as const;
