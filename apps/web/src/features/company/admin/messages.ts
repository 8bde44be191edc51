import english from 'virtual:catalogue/en/consoleSettings';
import { messagesFor } from '../../../lib/i18n/i18n';

/** The console's company settings (decision 0174). */
export const useConsoleSettingsT = messagesFor('consoleSettings', english);
