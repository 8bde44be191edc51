// The saved addresses' query keys, in one place.
export const addressKeys = {
  all: () => ['addresses'] as const,
};
