import english from 'virtual:catalogue/en/coupons';
import { messagesFor } from '../../lib/i18n/i18n';

/** The coupons page's words (an offer and its conditions are the API's, in English). */
export const useCouponsT = messagesFor('coupons', english);
