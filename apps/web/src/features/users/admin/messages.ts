import english from 'virtual:catalogue/en/consoleUsers';
import { messagesFor } from '../../../lib/i18n/i18n';

/** The console's users list and a person's page (decision 0159). */
export const useConsoleUsersT = messagesFor('consoleUsers', english);
