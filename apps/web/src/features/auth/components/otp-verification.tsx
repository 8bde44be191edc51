import { useState } from 'react';
import { OTP_COUNTDOWN_SECONDS } from '@saathi/shared/constants';
import { Button } from '../../../components/ui/button';
import { formatCountdown, useCountdown } from '../../../components/ui/countdown';
import { OtpInput, emptyOtp } from '../../../components/ui/otp-input';
import { withElements } from '../../../lib/i18n/with-elements';
import { useAuthT } from '../messages';

interface OtpVerificationProps {
  digits: string[];
  onDigitsChange: (digits: string[]) => void;
  /** The 6th digit was entered: verify at once. */
  onComplete: (code: string) => void;
  /** Sends the code again; resolves true when it was sent. */
  onResend: () => Promise<boolean>;
  disabled?: boolean;
  destination: string;
}

/**
 * The six code boxes with the 300-second countdown (mm:ss). "Resend OTP" is enabled only at 0;
 * a resend starts the countdown again and clears the boxes (spec part 1 §4).
 */
export function OtpVerification({
  digits,
  onDigitsChange,
  onComplete,
  onResend,
  disabled,
  destination,
}: OtpVerificationProps) {
  const t = useAuthT();
  const { remaining, restart } = useCountdown(OTP_COUNTDOWN_SECONDS);
  const [resending, setResending] = useState(false);

  const resend = async () => {
    setResending(true);
    const sent = await onResend();
    setResending(false);
    if (!sent) return;
    onDigitsChange(emptyOtp());
    restart();
  };

  return (
    <div className="space-y-3" data-testid="otp-verification">
      <p className="text-sm text-neutral-700">
        {withElements(t('auth.codeSentTo', { destination }), [<span className="font-semibold" />])}
      </p>
      <OtpInput
        digits={digits}
        onChange={onDigitsChange}
        onComplete={onComplete}
        disabled={disabled}
      />
      <div className="flex items-center justify-between gap-2 text-sm">
        <p className="text-neutral-700" data-testid="otp-countdown">
          {t('auth.timeRemaining')}{' '}
          <span className="font-semibold tabular-nums">{formatCountdown(remaining)}</span>
        </p>
        <Button
          variant="ghost"
          onClick={() => void resend()}
          disabled={remaining > 0 || disabled}
          busy={resending}
        >
          {t('auth.resendOtp')}
        </Button>
      </div>
    </div>
  );
}
