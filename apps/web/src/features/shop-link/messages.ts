import english from 'virtual:catalogue/en/shopLink';
import { messagesFor } from '../../lib/i18n/i18n';

/**
 * The shop banner's, the product page's "Share" and the My shop link page's words. Only the lazy
 * banner, share menu and page import this, so the first load carries none of it.
 */
export const useShopLinkT = messagesFor('shopLink', english);
