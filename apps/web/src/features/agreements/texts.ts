// The console's words, English as the console is (decision 0118); the associate's screens take
// theirs from the catalogue (messages.ts, decision 0151).
export const AGREEMENT_UI = {
  consoleTitle: 'Direct seller agreement',
  newVersion: 'New version',
} as const;

export const ID_CARD_STATUS_TONES = {
  ACTIVE: 'bg-green-100 text-green-800',
  SUSPENDED: 'bg-red-100 text-red-800',
  EXPIRED: 'bg-amber-100 text-amber-900',
} as const;
