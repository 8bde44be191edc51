import english from 'virtual:catalogue/en/consoleRequests';
import { messagesFor } from '../../../lib/i18n/i18n';

/** The console's requests queue (decision 0159); kinds and statuses are the requests area's. */
export const useConsoleRequestsT = messagesFor('consoleRequests', english);
