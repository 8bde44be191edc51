import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { emptyOtp } from '../../../components/ui/otp-input';
import { toast } from '../../../components/ui/toast';
import { applyServerErrors, payloadResolver } from '../../../lib/forms';
import { useFieldMessage } from '../../../lib/i18n/field-messages';
import { isApiError } from '../../../lib/http';
import { sendOtp } from '../api/send-otp';
import { verifyOtp, type SignedInSession } from '../api/verify-otp';
import { translate as t } from '../../../lib/i18n/i18n';
// The toasts' words (the auth area), in the reader's language.
import '../messages';

interface Options {
  /** The shared schema of the code request: `{ destination }`. */
  schema: z.ZodType<{ destination: string }>;
  onSignedIn: (session: SignedInSession) => void;
}

/** A 429 or a field message from the server says more than the generic text. */
const sendFailure = (error: unknown) =>
  isApiError(error) && (error.status === 429 || error.fields?.destination)
    ? (error.fields?.destination ?? error.message)
    : t('auth.otpSendFailed');

/** Why a code was not accepted, in the reader's language (a 429 in the server's words). */
export function verifyFailure(error: unknown) {
  if (!isApiError(error) || error.status === 0) return t('auth.otpVerificationError');
  if (error.status === 400 || error.status === 401 || error.status === 429) {
    return error.status === 429 ? error.message : t('auth.otpInvalid');
  }
  return t('auth.otpVerificationFailed');
}

/**
 * OTP sign-in: the destination is a small form checked with the shared schema when the code is
 * asked for; then the six digits are verified.
 */
export function useOtpSignIn({ schema, onSignedIn }: Options) {
  const form = useForm({ defaultValues: { destination: '' }, resolver: payloadResolver(schema) });
  const fieldMessage = useFieldMessage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [digits, setDigits] = useState(emptyOtp);
  const [verifying, setVerifying] = useState(false);

  const send = async (target: string): Promise<boolean> => {
    try {
      await sendOtp(target);
      toast.success(t('auth.otpSent'));
      return true;
    } catch (error) {
      const message = sendFailure(error);
      toast.error(message);
      if (isApiError(error) && error.fields?.destination) applyServerErrors(form, error);
      return false;
    }
  };

  const sendCode = form.handleSubmit(async ({ destination }) => {
    if (await send(destination)) {
      setDigits(emptyOtp());
      setSentTo(destination);
    }
  });

  const resend = () => (sentTo ? send(sentTo) : Promise.resolve(false));

  const verify = async (code: string) => {
    if (!sentTo || verifying) return;
    setVerifying(true);
    try {
      const response = await verifyOtp(sentTo, code);
      toast.success(t('auth.otpVerified'));
      onSignedIn(response.data);
    } catch (error) {
      toast.error(verifyFailure(error));
      setDigits(emptyOtp());
    } finally {
      setVerifying(false);
    }
  };

  return {
    /** The destination box's registration: a new destination needs a new code. */
    destinationField: form.register('destination', { onChange: () => setSentTo(null) }),
    destinationError: fieldMessage(form.formState.errors.destination?.message),
    focusDestination: () => form.setFocus('destination'),
    sentTo,
    digits,
    setDigits,
    sending: form.formState.isSubmitting,
    verifying,
    sendCode: () => void sendCode(),
    resend,
    verify,
  };
}
