import type { UsableCoupon } from '@saathi/shared';
import { Button } from '../../../components/ui/button';
import { copyText } from '../../../components/ui/copy-button';
import { useCouponsT } from '../messages';

/** One coupon: the offer, the code to copy, and its conditions in words. */
export function CouponCard({ coupon }: { coupon: UsableCoupon }) {
  const t = useCouponsT();
  const { code } = coupon;
  return (
    <li
      data-testid="coupon-card"
      className="rounded-2xl border border-dashed border-brand/50 bg-white p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        {/* The offer and its conditions are the API's words, in English for now. */}
        <div lang="en">
          <p className="text-xl font-semibold text-brand">{coupon.offer}</p>
          {coupon.description ? <p className="text-neutral-700">{coupon.description}</p> : null}
        </div>
        <div className="flex items-center gap-2">
          <code className="rounded-lg bg-neutral-100 px-3 py-2 font-mono text-base font-semibold tracking-wider">
            {coupon.code}
          </code>
          <Button
            variant="secondary"
            onClick={() =>
              void copyText(code, t('coupons.copied', { code }), t('coupons.copyFailed', { code }))
            }
            aria-label={t('coupons.copyCode', { code })}
          >
            {t('coupons.copy')}
          </Button>
        </div>
      </div>
      <ul lang="en" className="mt-3 list-disc space-y-1 pl-5 text-sm text-neutral-700">
        {coupon.conditions.map((condition) => (
          <li key={condition}>{condition}</li>
        ))}
      </ul>
    </li>
  );
}
