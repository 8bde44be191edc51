import { CONTENT_PAGES, ROUTES, type ContentPageRoute } from '@saathi/shared/routes';
import type { ShellKey } from '../../lib/i18n/shell';

export interface NavItem {
  to: string;
  label: ShellKey;
}
export interface NavGroup {
  label: ShellKey;
  items: NavItem[];
}

/** The menus' names of the company's pages (their own titles are the company's to edit). */
const PAGE_LABELS: Record<string, ShellKey> = {
  'our-company': 'shell.pageOurCompany',
  'our-team': 'shell.pageOurTeam',
  'our-association': 'shell.pageOurAssociation',
  'group-companies': 'shell.pageGroupCompanies',
  'international-business': 'shell.pageInternationalBusiness',
  'direct-selling': 'shell.pageDirectSelling',
  'why-pgm': 'shell.pageWhyPgm',
  'success-stories': 'shell.pageSuccessStories',
  'business-opportunity': 'shell.pageBusinessOpportunity',
  blog: 'shell.pageBlog',
  news: 'shell.pageNews',
  gallery: 'shell.pageGallery',
  'product-catalogue': 'shell.pageProductCatalogue',
  contact: 'shell.pageContact',
  terms: 'shell.pageTerms',
  disclosure: 'shell.pageDisclosure',
  'online-privacy': 'shell.pageOnlinePrivacy',
  'privacy-policy': 'shell.pagePrivacyPolicy',
  'cancel-refund': 'shell.pageCancelRefund',
};

/** A company page's name in the menus; the page shows it too while its text loads. */
export function pageLabel(slug: string): ShellKey {
  const label = PAGE_LABELS[slug];
  if (!label) throw new Error(`No menu label for the content page ${slug}`);
  return label;
}

const itemOf = (found: ContentPageRoute): NavItem => ({
  to: found.path,
  label: pageLabel(found.slug),
});
const page = (slug: string): NavItem => {
  const found = CONTENT_PAGES.find((p) => p.slug === slug);
  if (!found) throw new Error(`No content page ${slug}`);
  return itemOf(found);
};
const group = (name: ContentPageRoute['group']) =>
  CONTENT_PAGES.filter((p) => p.group === name).map(itemOf);
/** The header menu spells the shop pages in lower case (spec part 1 §2); both spellings route. */
const lowerShop = (item: NavItem): NavItem => ({
  ...item,
  to: item.to.replace(/^\/Shop\//, '/shop/'),
});

export const NAV_GROUPS: NavGroup[] = [
  { label: 'shell.about', items: group('about') },
  {
    label: 'shell.shop',
    items: [
      { to: ROUTES.products, label: 'shell.allProducts' },
      page('product-catalogue'),
      { to: ROUTES.coupons, label: 'shell.coupons' },
      lowerShop(page('gallery')),
      lowerShop(page('contact')),
    ],
  },
  { label: 'shell.business', items: group('business') },
  {
    label: 'shell.inspiringWorld',
    items: [
      page('blog'),
      page('news'),
      page('gallery'),
      page('product-catalogue'),
      { to: ROUTES.registrationForm, label: 'shell.associateRegistration' },
    ],
  },
];

export const POLICY_LINKS: NavItem[] = group('policy');
