import english from 'virtual:catalogue/en/consoleAudit';
import { messagesFor } from '../../../lib/i18n/i18n';

/** The console's audit log (decision 0159). */
export const useConsoleAuditT = messagesFor('consoleAudit', english);
