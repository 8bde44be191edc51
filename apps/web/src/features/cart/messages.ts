import type { CartItem } from '@saathi/shared';
import { formatPrice } from '../../lib/format';
import english from 'virtual:catalogue/en/cart';
import { messagesFor } from '../../lib/i18n/i18n';

/** The cart page's words, and its summary's (the checkout shows the summary too). */
export const useCartT = messagesFor('cart', english);

/**
 * Why a line cannot be bought as it is, in the reader's language: made here from the issue's code
 * and figures; the API's own text (English) only for a code this screen does not know.
 */
export function issueText(line: CartItem, t: ReturnType<typeof useCartT>): string {
  const issue = line.issue;
  switch (issue?.code) {
    case 'UNAVAILABLE':
      return t('cart.issueUnavailable');
    case 'OUT_OF_STOCK':
      return t('cart.issueOutOfStock');
    case 'NOT_ENOUGH_STOCK':
      return issue.maxQuantity === undefined
        ? issue.message
        : t('cart.issueNotEnoughStock', { left: issue.maxQuantity });
    case 'PRICE_CHANGED':
      return issue.previousPrice === undefined
        ? issue.message
        : t('cart.issuePriceChanged', {
            before: formatPrice(issue.previousPrice),
            now: formatPrice(line.productPrice),
          });
    default:
      return issue?.message ?? '';
  }
}
