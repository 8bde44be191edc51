// The saved addresses' query keys, in one place (a public entry of the feature, beside index.ts).
export const addressKeys = {
  all: () => ['addresses'] as const,
};
