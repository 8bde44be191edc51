import type { GrievanceCategory, GrievanceStatus } from '@saathi/shared';
import english from 'virtual:catalogue/en/grievances';
import { intlLocale, type Language } from '@saathi/shared/locales';
import { messagesFor } from '../../lib/i18n/i18n';

/** The grievance page's and the console's queue's words (decision 0163). */
export const useGrievancesT = messagesFor('grievances', english);

export const CATEGORY_KEYS = {
  order: 'grievances.categoryOrder',
  product: 'grievances.categoryProduct',
  seller: 'grievances.categorySeller',
  'personal-data': 'grievances.categoryPersonalData',
} as const satisfies Record<GrievanceCategory, string>;

export const STATUS_KEYS = {
  new: 'grievances.statusNew',
  acknowledged: 'grievances.statusAcknowledged',
  in_progress: 'grievances.statusInProgress',
  resolved: 'grievances.statusResolved',
  rejected: 'grievances.statusRejected',
  closed: 'grievances.statusClosed',
} as const satisfies Record<GrievanceStatus, string>;

/** A moment as "21 Nov 2026, 3:30 pm", in the reader's language. */
export const formatMoment = (iso: string, language: Language) =>
  new Date(iso).toLocaleString(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' });
