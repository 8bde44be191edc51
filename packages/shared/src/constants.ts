// Limits and fixed values from the specification (spec part 1 §9, spec part 2 §9) and the issues.
/** Customers and associates are who a person is; the rest are staff roles (permissions.ts). */
export const ROLES = [
  'CUSTOMER',
  'ASSOCIATE',
  'ADMIN',
  'CATALOG_MANAGER',
  'CONTENT_EDITOR',
  'ORDER_MANAGER',
  'SUPPORT',
  'FINANCE',
] as const;
export type Role = (typeof ROLES)[number];

export const GENDERS = ['MALE', 'FEMALE', 'OTHER'] as const;
export const LOGIN_TYPES = ['EMAIL', 'PHONE'] as const;

export const PHONE_DIAL_CODE = '+91';
export const PHONE_LENGTH = 10;
export const OTP_LENGTH = 6;
export const OTP_COUNTDOWN_SECONDS = 300;
export const USERNAME_MIN_LENGTH = 4;
export const USERNAME_CHECK_DEBOUNCE_MS = 500;
export const REFERRAL_CHECK_DEBOUNCE_MS = 550;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const POSTAL_CODE_LENGTH = 6;
export const FOOTER_CATEGORY_COUNT = 5;
export const TOAST_DURATION_MS = 2000;
/** Spec part 2 §9: how long each type of toast stays, how many show, how long a closed one fades. */
export const TOAST_DURATIONS_MS = {
  blank: 4000,
  error: 4000,
  success: TOAST_DURATION_MS,
  loading: Infinity,
  custom: 4000,
} as const;
export const TOAST_LIMIT = 20;
export const TOAST_REMOVE_DELAY_MS = 1000;
export const CART_FEE_PERCENT = 5;
export const DEFAULT_COUNTRY = 'India';

/** Largest JSON body the API accepts; uploads have their own limit. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
export const IMAGE_UPLOAD_LIMIT_BYTES = 5 * 1024 * 1024;

/**
 * First path segments that belong to the API. A GET for anything else that accepts HTML is a
 * page route and gets the SPA; an unknown path under these gets a JSON 404.
 */
export const API_PATH_PREFIXES = [
  'auth',
  'user',
  'users',
  'associates',
  'api',
  'contacts',
  'addresses',
  'requests',
  'admin',
  'dev',
  'uploads',
  'healthz',
  'readyz',
  'metrics',
  'openapi.json',
  'docs',
] as const;

export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Lakshadweep',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Puducherry',
] as const;

/**
 * Who the product's package names as answerable for it (Legal Metrology (Packaged Commodities)
 * Rules 2011, rule 6(1)(a)): its manufacturer, its packer when that is another firm, or its
 * importer for imported goods (decision 0110).
 */
export const PRODUCT_MAKER_ROLES = ['MANUFACTURER', 'PACKER', 'IMPORTER'] as const;
export type ProductMakerRole = (typeof PRODUCT_MAKER_ROLES)[number];
export const PRODUCT_MAKER_ROLE_LABELS: Record<ProductMakerRole, string> = {
  MANUFACTURER: 'Manufacturer',
  PACKER: 'Packer',
  IMPORTER: 'Importer',
};

/**
 * An associate's shop link (decision 0120): the first-party cookie that remembers whose link a
 * browser came through, readable by the page (it only holds the referral code, which is in the
 * link anyway) so the shop can show whose shop it is; the API checks the code whenever it uses it.
 */
export const SHOP_LINK_COOKIE = 'saathi_ref';
export const SHOP_LINK_ATTRIBUTION_DAYS = 30;
/** The query parameter that carries a referral code on any page. */
export const SHOP_LINK_QUERY = 'ref';
