// The content pages' query keys, in one place (a public entry of the feature, beside index.ts).
export const contentKeys = {
  /** A published page as visitors read it (all its languages without `language`). */
  page: (slug: string, language?: string) =>
    language ? (['pages', slug, language] as const) : (['pages', slug] as const),
  adminPages: () => ['admin', 'pages'] as const,
  adminPage: (slug: string) => ['admin', 'page', slug] as const,
  adminTranslation: (slug: string, language: string) =>
    ['admin', 'page', slug, 'translation', language] as const,
};
