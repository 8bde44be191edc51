import english from 'virtual:catalogue/en/agreements';
import { messagesFor } from '../../lib/i18n/i18n';

/** The agreement's step and gate, Agreement & ID card, and the identity card's check. */
export const useAgreementsT = messagesFor('agreements', english);
