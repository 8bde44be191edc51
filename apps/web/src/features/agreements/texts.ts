// The register's button on the associates' console page, English until that page is translated;
// the agreement's console page and the associate's screens take theirs from the catalogue
// (decisions 0151, 0163).
export const AGREEMENT_UI = {
  registerCsv: 'Register of direct sellers (CSV)',
} as const;

export const ID_CARD_STATUS_TONES = {
  ACTIVE: 'bg-green-100 text-green-800',
  SUSPENDED: 'bg-red-100 text-red-800',
  EXPIRED: 'bg-amber-100 text-amber-900',
} as const;
