import english from 'virtual:catalogue/en/consoleHome';
import { messagesFor } from '../../lib/i18n/i18n';

/** The console's overview: its title, welcome and section cards (decision 0159). */
export const useConsoleHomeT = messagesFor('consoleHome', english);
