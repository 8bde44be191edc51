import { legacySendOtpSchema } from '@saathi/shared';
import { PHONE_LENGTH } from '@saathi/shared/constants';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { digitsField } from '../../../lib/forms';
import { useOtpSignIn } from '../hooks/use-otp-sign-in';
import { useAuthT } from '../messages';
import { useSession } from '../use-session';
import { OtpVerification } from './otp-verification';

/** The popup's mobile-number step: a code by SMS, then the six digits. */
export function MobileOtpSignIn({ onSuccess }: { onSuccess: () => void }) {
  const { signIn } = useSession();
  const t = useAuthT();
  const otp = useOtpSignIn({
    schema: legacySendOtpSchema,
    onSignedIn: (session) => {
      signIn({ token: session.token, user: session.user });
      onSuccess();
    },
  });
  return (
    <section
      aria-labelledby="mobile-otp-title"
      className="space-y-3 border-t border-neutral-200 pt-5"
    >
      <h3 id="mobile-otp-title" className="font-semibold">
        {t('auth.mobileTitle')}
      </h3>
      <div className="flex items-start gap-2">
        <TextField
          className="flex-1"
          label={t('auth.mobileNumber')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_LENGTH}
          {...digitsField(otp.destinationField)}
          error={otp.destinationError}
        />
        <Button
          variant="secondary"
          className="mt-6 shrink-0"
          onClick={otp.sendCode}
          busy={otp.sending}
        >
          {t('auth.sendOtp')}
        </Button>
      </div>
      {otp.sentTo ? (
        <>
          <OtpVerification
            destination={otp.sentTo}
            digits={otp.digits}
            onDigitsChange={otp.setDigits}
            onComplete={(code) => void otp.verify(code)}
            onResend={otp.resend}
            disabled={otp.verifying}
          />
          <Button
            className="w-full"
            busy={otp.verifying}
            disabled={!otp.digits.every(Boolean)}
            onClick={() => void otp.verify(otp.digits.join(''))}
          >
            {t('auth.verifyOtp')}
          </Button>
        </>
      ) : null}
    </section>
  );
}
