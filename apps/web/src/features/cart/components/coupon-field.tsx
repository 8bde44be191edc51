import { useState, type FormEvent } from 'react';
import type { AppliedCoupon } from '@saathi/shared';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useCheckoutT } from '../checkout-messages';

interface CouponFieldProps {
  /** The coupon the summary is priced with, if any. */
  applied: AppliedCoupon | null;
  /** The server's reason the code asked for does not apply. */
  refusal: string | null;
  /** While the summary is being priced with a code. */
  busy: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/**
 * Checkout's coupon: a code box with Apply, then the applied code with its offer and Remove. The
 * server judges the code (docs/decisions/0057); its reason shows under the box.
 */
export function CouponField({ applied, refusal, busy, onApply, onRemove }: CouponFieldProps) {
  const t = useCheckoutT();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  if (applied) {
    return (
      <div
        data-testid="applied-coupon"
        className="flex items-center justify-between gap-3 rounded-xl border border-green-200 bg-green-50 px-3 py-2"
      >
        <p className="text-sm text-green-900" role="status">
          <span className="block font-semibold">
            {t('checkout.couponApplied', { code: applied.code })}
          </span>
          <span className="block">{applied.offer}</span>
        </p>
        <Button
          variant="ghost"
          onClick={onRemove}
          aria-label={t('checkout.removeCoupon', { code: applied.code })}
        >
          {t('checkout.remove')}
        </Button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setMessage(t('checkout.enterCode'));
      return;
    }
    setMessage(null);
    onApply(code);
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex items-start gap-2"
      aria-label={t('checkout.coupon')}
    >
      <TextField
        label={t('checkout.couponCode')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={message ?? (busy ? undefined : (refusal ?? undefined))}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        className="flex-1"
      />
      <Button
        type="submit"
        variant="secondary"
        busy={busy}
        busyText={t('checkout.applying')}
        className="mt-7"
      >
        {t('checkout.apply')}
      </Button>
    </form>
  );
}
