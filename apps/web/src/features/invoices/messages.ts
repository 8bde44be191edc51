import english from 'virtual:catalogue/en/taxDocuments';
import { messagesFor } from '../../lib/i18n/i18n';

/** An order's tax invoice and credit notes (decision 0179). */
export const useTaxDocumentsT = messagesFor('taxDocuments', english);
