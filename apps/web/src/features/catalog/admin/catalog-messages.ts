import english from 'virtual:catalogue/en/consoleCatalog';
import type { AreaKey } from '@saathi/shared/locales';
import { messagesFor } from '../../../lib/i18n/i18n';
import { schemaMessagesFor } from '../../../lib/i18n/schema-messages';

/** The console's products list, product editor, categories and brands (decision 0161). */
export const useConsoleCatalogT = messagesFor('consoleCatalog', english);
export type CatalogKey = AreaKey<'consoleCatalog'>;

/**
 * The catalogue schemas' field messages (product, variants, kinds, facts, categories, brands) and
 * the forms' own checks, found by their English (tested beside the catalogue).
 */
export const CATALOG_FIELD_MESSAGE_KEYS = [
  'consoleCatalog.nameRequired',
  'consoleCatalog.nameTooLong',
  'consoleCatalog.chooseCategory',
  'consoleCatalog.priceRequired',
  'consoleCatalog.priceFormat',
  'consoleCatalog.priceTooMuch',
  'consoleCatalog.pointsWholeOrZero',
  'consoleCatalog.gstRateChoice',
  'consoleCatalog.hsnFormat',
  'consoleCatalog.skuRequired',
  'consoleCatalog.skuFormat',
  'consoleCatalog.mrpFormat',
  'consoleCatalog.mrpTooMuch',
  'consoleCatalog.mrpBelowPrice',
  'consoleCatalog.nameEachVariant',
  'consoleCatalog.labelTooLong',
  'consoleCatalog.netQuantityTooLong',
  'consoleCatalog.pointsWhole',
  'consoleCatalog.keepOneVariant',
  'consoleCatalog.atMost30Variants',
  'consoleCatalog.compositionRequired',
  'consoleCatalog.modelNumberRequired',
  'consoleCatalog.fabricRequired',
  'consoleCatalog.addOneImage',
  'consoleCatalog.makerRoleChoice',
  'consoleCatalog.makerNameLength',
  'consoleCatalog.makerAddressLength',
  'consoleCatalog.countryOfOriginFormat',
  'consoleCatalog.atMost120',
  'consoleCatalog.imageType',
  'consoleCatalog.imageSize',
] as const satisfies readonly CatalogKey[];

export const useCatalogFieldMessage = schemaMessagesFor(
  useConsoleCatalogT,
  english,
  CATALOG_FIELD_MESSAGE_KEYS,
);
