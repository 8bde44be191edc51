import english from 'virtual:catalogue/en/consoleFinance';
import { messagesFor } from '../../../lib/i18n/i18n';

/** The console's tax invoices page, in the finance pages' area (decision 0159). */
export const useConsoleFinanceT = messagesFor('consoleFinance', english);
