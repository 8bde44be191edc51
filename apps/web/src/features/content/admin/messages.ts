import english from 'virtual:catalogue/en/consoleContent';
import { messagesFor } from '../../../lib/i18n/i18n';

/**
 * The console's content words (decision 0163): leads, pages, posts and the gallery share the
 * editor's and the list's words, so one area; the posts, media and leads features use it too.
 */
export const useConsoleContentT = messagesFor('consoleContent', english);
