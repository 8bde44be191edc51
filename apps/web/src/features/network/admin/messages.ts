import english from 'virtual:catalogue/en/consoleNetwork';
import { messagesFor } from '../../../lib/i18n/i18n';

/** The console's associates list and an associate's page (decision 0159). */
export const useConsoleNetworkT = messagesFor('consoleNetwork', english);
