// The catalogue feature's public face (its query keys are public too: query-keys.ts). Its pages
// and admin pages are loaded by the app's router. The featured sections read with TanStack Query,
// so a page shows them in a lazily loaded island of its own (see
// features/home/components/catalogue-sections.tsx).
export { useCategories } from './api/get-categories';
export { FeaturedCategories } from './components/featured-categories';
export { FeaturedProducts } from './components/featured-products';
