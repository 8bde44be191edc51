import english from 'virtual:catalogue/en/leads';
import { messagesFor } from '../../lib/i18n/i18n';

/** The lead form's words (decision 0172); its field messages are the `validation` area's. */
export const useLeadT = messagesFor('leads', english);
