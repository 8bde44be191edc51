import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { emptyOtp } from '../../../components/ui/otp-input';
import { toast } from '../../../components/ui/toast';
import { verifyOtp, type SignedInSession } from '../api/verify-otp';
import { verifyFailure } from '../hooks/use-otp-sign-in';
import { useAuthT } from '../messages';
import { OtpVerification } from './otp-verification';

interface VerifyStepProps {
  destination: string;
  onResend: () => Promise<boolean>;
  onVerified: (session: SignedInSession) => void;
  onBack: () => void;
}

/**
 * Step 2 of registration: the code sent to the email or phone (spec part 1 §4), verified on the
 * sixth digit or with the button.
 */
export function RegistrationVerifyStep({
  destination,
  onResend,
  onVerified,
  onBack,
}: VerifyStepProps) {
  const t = useAuthT();
  const form = useForm({ defaultValues: { digits: emptyOtp() } });
  const { errors } = form.formState;
  const [verifying, setVerifying] = useState(false);

  const verify = async (code: string) => {
    if (verifying) return;
    setVerifying(true);
    try {
      const response = await verifyOtp(destination, code);
      toast.success(t('auth.otpVerified'));
      onVerified(response.data);
    } catch (error) {
      toast.error(verifyFailure(error));
      form.setValue('digits', emptyOtp());
    } finally {
      setVerifying(false);
    }
  };

  const submit = form.handleSubmit(async ({ digits }) => {
    if (digits.every(Boolean)) await verify(digits.join(''));
    else
      form.setError('root.server', {
        type: 'required',
        message: t('auth.theOtpSixDigits'),
      });
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="mt-6 space-y-4"
      aria-label={t('auth.verifyOtp')}
    >
      <Controller
        control={form.control}
        name="digits"
        render={({ field }) => (
          <OtpVerification
            destination={destination}
            digits={field.value}
            onDigitsChange={(next) => {
              field.onChange(next);
              form.clearErrors('root');
            }}
            onComplete={(code) => void verify(code)}
            onResend={onResend}
            disabled={verifying}
          />
        )}
      />
      <FormMessage message={errors.root?.server?.message} />
      <Button type="submit" className="w-full" busy={verifying}>
        {t('auth.verifyOtp')}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onBack}>
        {t('auth.changeDetails')}
      </Button>
    </form>
  );
}
