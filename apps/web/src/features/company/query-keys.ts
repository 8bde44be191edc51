// The company's query keys (a public entry of the feature, beside index.ts). The shell reads the
// settings from a small store of its own (get-company-settings.ts); only the console's editor
// reads them through TanStack Query.
export const companyKeys = {
  adminSettings: () => ['admin', 'company-settings'] as const,
};
