export const ID_CARD_STATUS_TONES = {
  ACTIVE: 'bg-green-100 text-green-800',
  SUSPENDED: 'bg-red-100 text-red-800',
  EXPIRED: 'bg-amber-100 text-amber-900',
} as const;
