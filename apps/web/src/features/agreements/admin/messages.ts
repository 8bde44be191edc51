import english from 'virtual:catalogue/en/consoleCompliance';
import { messagesFor } from '../../../lib/i18n/i18n';

/** The console's agreement versions (decision 0163). */
export const useConsoleComplianceT = messagesFor('consoleCompliance', english);
