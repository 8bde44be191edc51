import english from 'virtual:catalogue/en/earnings';
import { messagesFor } from '../../lib/i18n/i18n';

/** The associate's earnings cards: rank progress, binary legs and commissions taken back. */
export const useEarningsT = messagesFor('earnings', english);
