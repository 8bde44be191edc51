// The wallet's query keys (a public entry of the feature, beside index.ts).
const WALLET = ['wallet'] as const;

export const walletKeys = {
  all: () => WALLET,
  kyc: () => [...WALLET, 'kyc'] as const,
  summary: (id: number) => [...WALLET, 'summary', id] as const,
  history: (id: number, filters: object) => [...WALLET, 'history', id, filters] as const,
  statement: (id: number, month: string) => [...WALLET, 'statement', id, month] as const,
  certificate: (id: number, year: number) => [...WALLET, 'certificate', id, year] as const,
  settings: () => [...WALLET, 'settings'] as const,
  awaitingTransfer: () => [...WALLET, 'awaiting-transfer'] as const,
};
