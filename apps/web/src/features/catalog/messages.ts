import type { AreaKey } from '@saathi/shared/locales';
import english from 'virtual:catalogue/en/shop';
import { messagesFor } from '../../lib/i18n/i18n';

export type ShopKey = AreaKey<'shop'>;

/** The product list's, a product page's and the home page's catalogue sections' words. */
export const useShopT = messagesFor('shop', english);
