import english from 'virtual:catalogue/en/checkout';
import { messagesFor } from '../../lib/i18n/i18n';

/** The checkout page's words: its steps, address choice and coupon field. */
export const useCheckoutT = messagesFor('checkout', english);
