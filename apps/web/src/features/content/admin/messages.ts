import english from 'virtual:catalogue/en/consoleContent';
import { messagesFor } from '../../../lib/i18n/i18n';
import { schemaMessagesFor } from '../../../lib/i18n/schema-messages';

/**
 * The console's content words (decision 0163): leads, pages, posts and the gallery share the
 * editor's and the list's words, so one area; posts use this hook, leads and media their own.
 */
export const useConsoleContentT = messagesFor('consoleContent', english);

/** The content schemas' field messages, found by their English (decision 0180). */
export const useContentFieldMessage = schemaMessagesFor(useConsoleContentT, english);
