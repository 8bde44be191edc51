import { useState, type FormEvent } from 'react';
import { MESSAGES } from '@saathi/shared/messages';
import { Button } from '../../../components/ui/button';
import { emptyOtp } from '../../../components/ui/otp-input';
import { toast } from '../../../components/ui/toast-store';
import { verifyOtp, type SignedInSession } from '../api/verify-otp';
import { verifyFailure } from '../hooks/use-otp-sign-in';
import { OtpVerification } from './otp-verification';

interface VerifyStepProps {
  destination: string;
  onResend: () => Promise<boolean>;
  onVerified: (session: SignedInSession) => void;
  onBack: () => void;
}

/** Step 2 of registration: the code sent to the email or phone (spec part 1 §4). */
export function RegistrationVerifyStep({
  destination,
  onResend,
  onVerified,
  onBack,
}: VerifyStepProps) {
  const [digits, setDigits] = useState(emptyOtp);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const verify = async (code: string) => {
    if (busy) return;
    setBusy(true);
    try {
      const response = await verifyOtp(destination, code);
      toast.success(MESSAGES.otp.verified);
      onVerified(response.data);
    } catch (error) {
      toast.error(verifyFailure(error));
      setDigits(emptyOtp());
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!digits.every(Boolean)) {
      setMessage(MESSAGES.registration.otpSixDigits);
      return;
    }
    setMessage(null);
    void verify(digits.join(''));
  };

  return (
    <form noValidate onSubmit={submit} className="mt-6 space-y-4" aria-label="Verify OTP">
      <OtpVerification
        destination={destination}
        digits={digits}
        onDigitsChange={(next) => {
          setDigits(next);
          setMessage(null);
        }}
        onComplete={(code) => void verify(code)}
        onResend={onResend}
        disabled={busy}
      />
      {message ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {message}
        </p>
      ) : null}
      <Button type="submit" className="w-full" busy={busy}>
        Verify OTP
      </Button>
      <Button variant="ghost" className="w-full" onClick={onBack}>
        Change details
      </Button>
    </form>
  );
}
