// The privacy feature's query keys, in one place (a public entry of the feature, beside index.ts).
export const privacyKeys = {
  /** By user, so another sign-in never sees the last one's consents. */
  consents: (userId: number | undefined) => ['privacy', 'consents', userId ?? 0] as const,
  requests: (userId: number | undefined) => ['privacy', 'requests', userId ?? 0] as const,
  queue: ['privacy', 'queue'] as const,
  notices: ['privacy', 'notices'] as const,
  breaches: ['privacy', 'breaches'] as const,
};
