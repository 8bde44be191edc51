// The audit log's query keys (a public entry of the feature, beside index.ts).
const AUDIT = ['audit'] as const;

export const auditKeys = {
  all: () => AUDIT,
  list: (filters: object) => [...AUDIT, 'list', filters] as const,
  kinds: () => [...AUDIT, 'kinds'] as const,
};
