// The leads' query keys, in one place (a public entry of the feature, beside index.ts).
const LEADS = ['leads'] as const;

export const leadKeys = {
  /** Every page of the console's list, whatever the filters. */
  all: () => LEADS,
  list: (filters: object) => [...LEADS, filters] as const,
};
