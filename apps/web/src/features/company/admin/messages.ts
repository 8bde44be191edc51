import english from 'virtual:catalogue/en/consoleSettings';
import { messagesFor } from '../../../lib/i18n/i18n';
import { schemaMessagesFor } from '../../../lib/i18n/schema-messages';

/** The console's company settings (decision 0174). */
export const useConsoleSettingsT = messagesFor('consoleSettings', english);

/** The settings schema's own messages; zod's and the `validation` area's come after (0161, 0180). */
export const useSettingsFieldMessage = schemaMessagesFor(useConsoleSettingsT, english);
