import { CART_TEXTS } from '@saathi/shared';
import { AppError } from '../../../platform/errors';
import type { ProductForSale } from '../../catalog';

/** More units than the stock allows. */
export const tooMany = (product: ProductForSale) =>
  new AppError('CONFLICT', CART_TEXTS.tooMany(product.quantity), {
    fields: { quantity: CART_TEXTS.tooMany(product.quantity) },
  });

/** More than 99 units on one line. */
export const lineTotalLimit = () =>
  new AppError('CONFLICT', CART_TEXTS.lineTotalLimit, {
    fields: { quantity: CART_TEXTS.lineTotalLimit },
  });
