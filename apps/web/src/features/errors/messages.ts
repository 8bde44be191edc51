import english from 'virtual:catalogue/en/errors';
import { messagesFor } from '../../lib/i18n/i18n';

/** The words of the page for an address that leads nowhere. */
export const useErrorsT = messagesFor('errors', english);
