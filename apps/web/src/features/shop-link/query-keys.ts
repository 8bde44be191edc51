// The shop link's query keys, in one place (a public entry of the feature, beside index.ts).
export const shopLinkKeys = {
  mine: () => ['shop-link', 'mine'] as const,
};
