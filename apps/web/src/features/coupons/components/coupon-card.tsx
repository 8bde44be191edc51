import { COUPON_TEXTS, type UsableCoupon } from '@saathi/shared';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';

async function copyCode(code: string) {
  try {
    await navigator.clipboard.writeText(code);
    toast.success(COUPON_TEXTS.copied(code));
  } catch {
    toast.error(`Could not copy. The code is ${code}.`);
  }
}

/** One coupon: the offer, the code to copy, and its conditions in words. */
export function CouponCard({ coupon }: { coupon: UsableCoupon }) {
  return (
    <li
      data-testid="coupon-card"
      className="rounded-2xl border border-dashed border-brand/50 bg-white p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-xl font-semibold text-brand">{coupon.offer}</p>
          {coupon.description ? <p className="text-neutral-700">{coupon.description}</p> : null}
        </div>
        <div className="flex items-center gap-2">
          <code className="rounded-lg bg-neutral-100 px-3 py-2 font-mono text-base font-semibold tracking-wider">
            {coupon.code}
          </code>
          <Button
            variant="secondary"
            onClick={() => void copyCode(coupon.code)}
            aria-label={`Copy code ${coupon.code}`}
          >
            Copy
          </Button>
        </div>
      </div>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-neutral-700">
        {coupon.conditions.map((condition) => (
          <li key={condition}>{condition}</li>
        ))}
      </ul>
    </li>
  );
}
