import english from 'virtual:catalogue/en/shopLink';
import { messagesFor } from '../../lib/i18n/i18n';

/**
 * The shop banner's and the product page's "Share" words. Only the lazy banner and share menu
 * import this, so the first load carries none of it; "My shop link" is English for now.
 */
export const useShopLinkT = messagesFor('shopLink', english);
