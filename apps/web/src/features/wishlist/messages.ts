import english from 'virtual:catalogue/en/wishlist';
import { messagesFor } from '../../lib/i18n/i18n';

/** The heart on a product: its name and what it says when pressed. */
export const useWishlistT = messagesFor('wishlist', english);
