import english from 'virtual:catalogue/en/consoleOrders';
import { messagesFor } from '../../../lib/i18n/i18n';

/** The console's orders list, an order's page and its status change (decision 0156). */
export const useConsoleOrdersT = messagesFor('consoleOrders', english);
