import settingsEnglish from 'virtual:catalogue/en/consoleSettings';
import english from 'virtual:catalogue/en/consoleReturns';
import { messagesFor } from '../../../lib/i18n/i18n';

/**
 * The return window's card on the console's company settings: the settings page's area
 * (decision 0174), loaded here too because the card belongs to the returns feature.
 */
export const useReturnWindowT = messagesFor('consoleSettings', settingsEnglish);

/** An order's returns and refunds on its console page (decision 0179). */
export const useConsoleReturnsT = messagesFor('consoleReturns', english);
