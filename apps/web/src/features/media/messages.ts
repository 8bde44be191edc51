import english from 'virtual:catalogue/en/media';
import { messagesFor } from '../../lib/i18n/i18n';

/** The image grid's and viewer's words (decision 0172). */
export const useMediaT = messagesFor('media', english);
