// The notifications' query keys, in one place (a public entry of the feature, beside index.ts).
export const notificationKeys = {
  /** Every page of the signed-in person's notices (marking read refreshes them all). */
  all: (userId: number | undefined) => ['notifications', userId ?? 0] as const,
  page: (userId: number | undefined, page: number) =>
    [...notificationKeys.all(userId), page] as const,
};
