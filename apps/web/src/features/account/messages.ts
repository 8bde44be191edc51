import english from 'virtual:catalogue/en/profile';
import { messagesFor } from '../../lib/i18n/i18n';

/** Profile Overview's, the Edit Profile modal's and Change Password's words. */
export const useProfileT = messagesFor('profile', english);
