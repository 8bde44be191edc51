import english from 'virtual:catalogue/en/consoleFields';
import { messagesFor } from '../../lib/i18n/i18n';
import { schemaMessagesFor } from '../../lib/i18n/schema-messages';

const useConsoleFieldsT = messagesFor('consoleFields', english);

/**
 * The shared schemas' field messages on the console's people, finance and network forms (wallet,
 * payouts, plan editor, requests, staff roles, BV and associates; decisions 0175, 0180), found by
 * their English among the area's messages, values and all.
 */
export const useConsoleFieldMessage = schemaMessagesFor(useConsoleFieldsT, english);
