import { CONTENT_PAGES, ROUTES, type ContentPageRoute } from '@saathi/shared/routes';

export interface NavItem {
  to: string;
  label: string;
}
export interface NavGroup {
  label: string;
  items: NavItem[];
}

const page = (slug: string): NavItem => {
  const found = CONTENT_PAGES.find((p) => p.slug === slug);
  if (!found) throw new Error(`No content page ${slug}`);
  return { to: found.path, label: found.title };
};
const group = (name: ContentPageRoute['group']) =>
  CONTENT_PAGES.filter((p) => p.group === name).map((p) => ({ to: p.path, label: p.title }));
/** The header menu spells the shop pages in lower case (spec part 1 §2); both spellings route. */
const lowerShop = (item: NavItem): NavItem => ({
  ...item,
  to: item.to.replace(/^\/Shop\//, '/shop/'),
});

export const NAV_GROUPS: NavGroup[] = [
  { label: 'About', items: group('about') },
  {
    label: 'Shop',
    items: [
      { to: ROUTES.products, label: 'All products' },
      page('product-catalogue'),
      { to: ROUTES.coupons, label: 'Coupons' },
      lowerShop(page('gallery')),
      lowerShop(page('contact')),
    ],
  },
  { label: 'Business', items: group('business') },
  {
    label: 'Inspiring World',
    items: [
      page('blog'),
      page('news'),
      page('gallery'),
      page('product-catalogue'),
      { to: ROUTES.registrationForm, label: 'Associate registration' },
    ],
  },
];

export const POLICY_LINKS: NavItem[] = group('policy');
