import english from 'virtual:catalogue/en/contentHindi';
import { messagesFor } from '../../lib/i18n/i18n';

/** The console's words around Hindi versions of posts and product descriptions (decision 0165). */
export const useContentHindiT = messagesFor('contentHindi', english);
