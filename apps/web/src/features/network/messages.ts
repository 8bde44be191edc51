import english from 'virtual:catalogue/en/network';
import { messagesFor } from '../../lib/i18n/i18n';

/** My network's words: the tree, upline, downline, referred people and repurchases. */
export const useNetworkT = messagesFor('network', english);
