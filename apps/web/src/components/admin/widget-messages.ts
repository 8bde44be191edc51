import english from 'virtual:catalogue/en/consoleWidgets';
import { messagesFor } from '../../lib/i18n/i18n';

/** What every console page shares: the publish badge, a dialog's Cancel, "no access" (decision 0174). */
export const useConsoleWidgetsT = messagesFor('consoleWidgets', english);
