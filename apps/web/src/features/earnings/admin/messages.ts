import english from 'virtual:catalogue/en/consoleEarnings';
import { messagesFor } from '../../../lib/i18n/i18n';

/** The console's Earnings page: closing, plan versions and editor, simulator (decision 0159). */
export const useConsoleEarningsT = messagesFor('consoleEarnings', english);
