import english from 'virtual:catalogue/en/consoleStock';
import { messagesFor } from '../../../lib/i18n/i18n';
import { schemaMessagesFor } from '../../../lib/i18n/schema-messages';

/** The console's stock page, its form and table, and the product picker (decision 0161). */
export const useConsoleStockT = messagesFor('consoleStock', english);

/** The stock schema's field messages, found by their English (decision 0180). */
export const useStockFieldMessage = schemaMessagesFor(useConsoleStockT, english);
