import type { BV_SORTS, BvBand, BvTab } from '@saathi/shared';
import english from 'virtual:catalogue/en/businessValues';
import { messagesFor } from '../../lib/i18n/i18n';

/** The Business Values page's words (the console's associate page shows the same panel). */
export const useBusinessValuesT = messagesFor('businessValues', english);

export const BV_TAB_KEYS = {
  pending: 'businessValues.tabPending',
  confirmed: 'businessValues.tabConfirmed',
  cancelled: 'businessValues.tabCancelled',
} as const satisfies Record<BvTab, string>;

export const BV_SORT_KEYS = {
  date: 'businessValues.sortDate',
  amount: 'businessValues.sortAmount',
  name: 'businessValues.sortName',
} as const satisfies Record<(typeof BV_SORTS)[number], string>;

export const BV_BAND_KEYS = {
  all: 'businessValues.bandAll',
  high: 'businessValues.bandHigh',
  medium: 'businessValues.bandMedium',
  low: 'businessValues.bandLow',
} as const satisfies Record<BvBand, string>;
