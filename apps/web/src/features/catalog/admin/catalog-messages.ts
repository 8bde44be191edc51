import english from 'virtual:catalogue/en/consoleCatalog';
import type { AreaKey } from '@saathi/shared/locales';
import { messagesFor } from '../../../lib/i18n/i18n';
import { schemaMessagesFor } from '../../../lib/i18n/schema-messages';

/** The console's products list, product editor, categories and brands (decision 0161). */
export const useConsoleCatalogT = messagesFor('consoleCatalog', english);
export type CatalogKey = AreaKey<'consoleCatalog'>;

/**
 * The catalogue schemas' field messages (product, variants, kinds, facts, categories, brands) and
 * the forms' own checks, found by their English, values and all (decision 0180).
 */
export const useCatalogFieldMessage = schemaMessagesFor(useConsoleCatalogT, english);
