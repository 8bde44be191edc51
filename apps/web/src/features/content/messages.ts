import english from 'virtual:catalogue/en/content';
import { messagesFor } from '../../lib/i18n/i18n';

/** The public pages' frame (the pages' own words are the company's, decision 0142). */
export const useContentT = messagesFor('content', english);
