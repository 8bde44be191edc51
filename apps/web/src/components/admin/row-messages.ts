import english from 'virtual:catalogue/en/consoleRows';
import { messagesFor } from '../../lib/i18n/i18n';

/** A console row's actions and a console dialog's Cancel (decision 0161). */
export const useConsoleRowsT = messagesFor('consoleRows', english);
