import english from 'virtual:catalogue/en/consoleStock';
import type { AreaKey } from '@saathi/shared/locales';
import { messagesFor } from '../../../lib/i18n/i18n';
import { schemaMessagesFor } from '../../../lib/i18n/schema-messages';

/** The console's stock page, its form and table, and the product picker (decision 0161). */
export const useConsoleStockT = messagesFor('consoleStock', english);

/** The stock schema's field messages, found by their English (tested beside the catalogue). */
export const STOCK_FIELD_MESSAGE_KEYS = [
  'consoleStock.chooseProduct',
  'consoleStock.quantityWhole',
  'consoleStock.quantityNegative',
  'consoleStock.quantityTooLarge',
  'consoleStock.alertWhole',
  'consoleStock.alertNegative',
  'consoleStock.alertTooLarge',
] as const satisfies readonly AreaKey<'consoleStock'>[];

export const useStockFieldMessage = schemaMessagesFor(
  useConsoleStockT,
  english,
  STOCK_FIELD_MESSAGE_KEYS,
);
