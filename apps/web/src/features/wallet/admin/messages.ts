import english from 'virtual:catalogue/en/consoleFinance';
import { messagesFor } from '../../../lib/i18n/i18n';

/** The console's Wallets & TDS page and approving a withdrawal (decision 0159). */
export const useConsoleFinanceT = messagesFor('consoleFinance', english);
