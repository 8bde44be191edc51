import type { CouponKind } from '@saathi/shared';
import type { AreaKey } from '@saathi/shared/locales';
import english from 'virtual:catalogue/en/consoleCoupons';
import { messagesFor } from '../../../lib/i18n/i18n';
import { schemaMessagesFor } from '../../../lib/i18n/schema-messages';

/** The console's coupons list, a coupon's editor and its usage (decision 0161). */
export const useConsoleCouponsT = messagesFor('consoleCoupons', english);

/** The coupon schema's field messages, found by their English (decision 0180). */
export const useCouponFieldMessage = schemaMessagesFor(useConsoleCouponsT, english);

export const COUPON_KIND_KEYS = {
  PERCENT: 'consoleCoupons.percentOff',
  FLAT: 'consoleCoupons.amountOffKind',
} as const satisfies Record<CouponKind, AreaKey<'consoleCoupons'>>;
