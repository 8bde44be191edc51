import english from 'virtual:catalogue/en/consoleContent';
import { messagesFor } from '../../../lib/i18n/i18n';
import { schemaMessagesFor } from '../../../lib/i18n/schema-messages';

/**
 * The console's content words (decision 0163), shared with the content feature's pages; its own
 * hook, as the content feature imports this one (its public pages show it).
 */
export const useConsoleContentT = messagesFor('consoleContent', english);

/** The content schemas' field messages, found by their English (decision 0180). */
export const useContentFieldMessage = schemaMessagesFor(useConsoleContentT, english);
