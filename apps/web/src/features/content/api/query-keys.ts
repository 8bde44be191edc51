// The content pages' query keys, in one place.
export const contentKeys = {
  /** A published page as visitors read it. */
  page: (slug: string) => ['pages', slug] as const,
  adminPages: () => ['admin', 'pages'] as const,
  adminPage: (slug: string) => ['admin', 'page', slug] as const,
};
