import english from 'virtual:catalogue/en/notifications';
import { messagesFor } from '../../lib/i18n/i18n';

/** The notifications page's words and each notice's sentence (decision 0178). */
export const useNotificationsT = messagesFor('notifications', english);
