// Page routes of spec part 1 §2, in one place for the router, the header, the footer and tests.
export const ROUTES = {
  home: '/',
  login: '/Associate/login',
  signup: '/Associate/signup',
  registrationForm: '/Inspiring World/registrationfrom',
  products: '/products',
  productDetails: (id: string | number) => `/product-details-page/${id}`,
  checkout: '/checkout',
  coupons: '/coupons',
  /** The full privacy notice, public; ?version=N an older one (decision 0144). */
  privacyNotice: '/privacy-notice',
  /** Not in the spec: an associate's own shop (issue 31), by referral code. */
  shop: (code: string) => `/s/${encodeURIComponent(code)}`,
  manage: {
    profile: '/manage/profile',
    orders: '/manage/orders',
    addresses: '/manage/addresses',
    wishlist: '/manage/wishlist',
    cart: '/manage/cart',
    businessValues: '/manage/business-values',
    /** One order, by its number (PGM-2026-000123). */
    order: (number: string) => `/manage/orders/${encodeURIComponent(number)}`,
    /** Not in the spec: the associate's genealogy (issue 12). */
    network: '/manage/network',
    requests: '/manage/requests',
    /** Not in the spec: the wallet, KYC, withdrawals and statements (issue 15). */
    earnings: '/manage/earnings',
    /** Not in the spec: the associate's shop link and what it brought (issue 31). */
    shopLink: '/manage/shop-link',
    /** Not in the spec: consents, the data download and data requests (issue 30, DPDP Act). */
    privacy: '/manage/privacy',
  },
  dashboard: '/dashboard',
  adminDashboard: '/dashboard/admin',
} as const;

/** The admin console's pages below /dashboard, for its navigation and the screens' links. */
export const ADMIN_PATHS = {
  products: `${ROUTES.dashboard}/products`,
  newProduct: `${ROUTES.dashboard}/products/new`,
  product: (id: number) => `${ROUTES.dashboard}/products/${id}`,
  categories: `${ROUTES.dashboard}/categories`,
  brands: `${ROUTES.dashboard}/brands`,
  stock: `${ROUTES.dashboard}/stock`,
  lowStock: `${ROUTES.dashboard}/stock?lowStock=true`,
  leads: `${ROUTES.dashboard}/leads`,
  pages: `${ROUTES.dashboard}/pages`,
  page: (slug: string) => `${ROUTES.dashboard}/pages/${slug}`,
  posts: `${ROUTES.dashboard}/posts`,
  newPost: `${ROUTES.dashboard}/posts/new`,
  post: (id: number) => `${ROUTES.dashboard}/posts/${id}`,
  media: `${ROUTES.dashboard}/media`,
  settings: `${ROUTES.dashboard}/settings`,
  orders: `${ROUTES.dashboard}/orders`,
  order: (number: string) => `${ROUTES.dashboard}/orders/${encodeURIComponent(number)}`,
  associates: `${ROUTES.dashboard}/associates`,
  wallet: `${ROUTES.dashboard}/wallet`,
  associate: (id: number) => `${ROUTES.dashboard}/associates/${id}`,
  users: `${ROUTES.dashboard}/users`,
  user: (id: number) => `${ROUTES.dashboard}/users/${id}`,
  requests: `${ROUTES.dashboard}/requests`,
  /** Data requests and the breach register (issue 30). */
  privacy: `${ROUTES.dashboard}/privacy`,
  audit: `${ROUTES.dashboard}/audit`,
  earnings: `${ROUTES.dashboard}/earnings`,
  taxInvoices: `${ROUTES.dashboard}/tax-invoices`,
  coupons: `${ROUTES.dashboard}/coupons`,
  newCoupon: `${ROUTES.dashboard}/coupons/new`,
  coupon: (id: number) => `${ROUTES.dashboard}/coupons/${id}`,
  couponUsage: (id: number) => `${ROUTES.dashboard}/coupons/${id}/usage`,
} as const;

export interface ContentPageRoute {
  /** Key of the page in the content store. */
  slug: string;
  path: string;
  title: string;
  group: 'about' | 'business' | 'shop' | 'policy';
}

/** Company, business, shop and policy pages whose text the company edits (spec part 1 §2). */
export const CONTENT_PAGES: readonly ContentPageRoute[] = [
  { slug: 'our-company', path: '/about/ourcompany', title: 'Our Company', group: 'about' },
  { slug: 'our-team', path: '/about/ourteam', title: 'Our Team', group: 'about' },
  {
    slug: 'our-association',
    path: '/about/ourassociation',
    title: 'Our Association',
    group: 'about',
  },
  {
    slug: 'group-companies',
    path: '/about/groupcompanics',
    title: 'Group Companies',
    group: 'about',
  },
  {
    slug: 'international-business',
    path: '/about/internationalbusiness',
    title: 'International Business',
    group: 'about',
  },
  {
    slug: 'direct-selling',
    path: '/business/directselling',
    title: 'Direct Selling',
    group: 'business',
  },
  { slug: 'why-pgm', path: '/business/whypgm', title: 'Why PGM', group: 'business' },
  {
    slug: 'success-stories',
    path: '/business/sucessstory',
    title: 'Success Stories',
    group: 'business',
  },
  {
    slug: 'business-opportunity',
    path: '/business/businessoportunity',
    title: 'Business Opportunity',
    group: 'business',
  },
  { slug: 'blog', path: '/Shop/blog', title: 'Blog', group: 'shop' },
  { slug: 'news', path: '/Shop/news', title: 'News', group: 'shop' },
  { slug: 'gallery', path: '/Shop/gallery', title: 'Gallery', group: 'shop' },
  { slug: 'product-catalogue', path: '/Shop/flipcard', title: 'Product Catalogue', group: 'shop' },
  { slug: 'contact', path: '/Shop/contact', title: 'Contact Us', group: 'shop' },
  { slug: 'terms', path: '/terms&condiction', title: 'Terms & Conditions', group: 'policy' },
  { slug: 'disclosure', path: '/disclouser', title: 'Disclosure', group: 'policy' },
  { slug: 'online-privacy', path: '/onlineprivecy', title: 'Online Privacy', group: 'policy' },
  { slug: 'privacy-policy', path: '/privecypolicy', title: 'Privacy Policy', group: 'policy' },
  { slug: 'cancel-refund', path: '/cancelrefund', title: 'Cancellation & Refund', group: 'policy' },
];

/** Products per page of the shop's list (the web asks for it; the page's HTML preloads it). */
export const SHOP_PAGE_SIZE = 20;
/** Cards in the list's first row on a phone (two columns): the first screen's pictures. */
export const SHOP_FIRST_ROW = 2;

/**
 * The shop list's first page as the web asks for it (its query's keys in the web's order: page,
 * limit, category), so the list page's HTML can preload that very address (decision 0185).
 */
export const shopFirstPagePath = (category?: string) => {
  const search = new URLSearchParams({ page: '1', limit: String(SHOP_PAGE_SIZE) });
  if (category) search.set('category', category);
  return `/api/products?${search}`;
};
