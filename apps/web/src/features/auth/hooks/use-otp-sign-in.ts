import { useState } from 'react';
import { MESSAGES } from '@saathi/shared/messages';
import { emptyOtp } from '../../../components/ui/otp-input';
import { toast } from '../../../components/ui/toast-store';
import { isApiError } from '../../../lib/http';
import { sendOtp } from '../api/send-otp';
import { verifyOtp, type SignedInSession } from '../api/verify-otp';

type Checked = { value: string; error?: undefined } | { value?: undefined; error: string };

interface Options {
  /** Checks the typed destination: the value to send, or the message to show. */
  check: (destination: string) => Checked;
  onSignedIn: (session: SignedInSession) => void;
}

/** A 429 or a field message from the server says more than the generic text. */
const sendFailure = (error: unknown) =>
  isApiError(error) && (error.status === 429 || error.fields?.destination)
    ? (error.fields?.destination ?? error.message)
    : MESSAGES.otp.sendFailed;

export function verifyFailure(error: unknown) {
  if (!isApiError(error) || error.status === 0) return MESSAGES.otp.verificationError;
  if (error.status === 400 || error.status === 401 || error.status === 429) {
    return error.status === 429 ? error.message : MESSAGES.otp.invalidOrExpired;
  }
  return MESSAGES.otp.verificationFailed;
}

/** OTP sign-in: send a code to a phone or email, then verify the six digits. */
export function useOtpSignIn({ check, onSignedIn }: Options) {
  const [destination, setDestinationValue] = useState('');
  const [destinationError, setDestinationError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [digits, setDigits] = useState(emptyOtp);
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);

  const setDestination = (value: string) => {
    setDestinationValue(value);
    setDestinationError(null);
    // A new destination needs a new code.
    if (sentTo !== null) setSentTo(null);
  };

  const send = async (target: string): Promise<boolean> => {
    setSending(true);
    try {
      const response = await sendOtp(target);
      toast.success(response.message || MESSAGES.otp.sent);
      return true;
    } catch (error) {
      const message = sendFailure(error);
      toast.error(message);
      if (isApiError(error) && error.fields?.destination) setDestinationError(message);
      return false;
    } finally {
      setSending(false);
    }
  };

  const sendCode = async () => {
    const checked = check(destination);
    if (checked.error !== undefined) {
      setDestinationError(checked.error);
      return;
    }
    if (await send(checked.value)) {
      setDigits(emptyOtp());
      setSentTo(checked.value);
    }
  };

  const resend = () => (sentTo ? send(sentTo) : Promise.resolve(false));

  const verify = async (code: string) => {
    if (!sentTo || verifying) return;
    setVerifying(true);
    try {
      const response = await verifyOtp(sentTo, code);
      toast.success(MESSAGES.otp.verified);
      onSignedIn(response.data);
    } catch (error) {
      toast.error(verifyFailure(error));
      setDigits(emptyOtp());
    } finally {
      setVerifying(false);
    }
  };

  return {
    destination,
    setDestination,
    destinationError,
    sentTo,
    digits,
    setDigits,
    sending,
    verifying,
    sendCode,
    resend,
    verify,
  };
}
