import english from 'virtual:catalogue/en/content';
import { messagesFor } from '../../lib/i18n/i18n';

/** The lead form's words: the `content` area, as it shows only on the company's pages. */
export const useLeadT = messagesFor('content', english);
