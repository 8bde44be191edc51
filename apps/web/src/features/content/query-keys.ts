// The content pages' query keys, in one place (a public entry of the feature, beside index.ts).
export const contentKeys = {
  /** A published page as visitors read it. */
  page: (slug: string) => ['pages', slug] as const,
  adminPages: () => ['admin', 'pages'] as const,
  adminPage: (slug: string) => ['admin', 'page', slug] as const,
};
