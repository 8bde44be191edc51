import english from 'virtual:catalogue/en/privacy';
import { messagesFor } from '../../lib/i18n/i18n';

/**
 * The notice at a form speaks the privacy area's words, like the account's privacy page; its own
 * hook, as this feature imports no other (decision 0151).
 */
export const useNoticeT = messagesFor('privacy', english);
