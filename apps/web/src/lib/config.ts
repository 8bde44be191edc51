// The four API services of ARCHITECTURE decision 1. All default to '' (the page's own origin);
// a deployment that splits the services sets VITE_* at build time, without code changes.
const trimSlash = (url: string | undefined) => (url ?? '').replace(/\/+$/, '');

export const config = {
  apiBaseUrls: {
    publicSite: trimSlash(import.meta.env.VITE_PUBLIC_SITE_API_URL),
    user: trimSlash(import.meta.env.VITE_USER_API_URL),
    product: trimSlash(import.meta.env.VITE_PRODUCT_API_URL),
    core: trimSlash(import.meta.env.VITE_CORE_API_URL),
  },
} as const;

export type ApiService = keyof typeof config.apiBaseUrls;
