import english from 'virtual:catalogue/en/console';
import { messagesFor } from '../../lib/i18n/i18n';

/** The console's frame (navigation, header) and its shared list widgets' words (decision 0156). */
export const useConsoleT = messagesFor('console', english);
