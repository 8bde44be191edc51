import { useEffect, useState } from 'react';
import { REFERRAL_CHECK_DEBOUNCE_MS } from '@saathi/shared/constants';
import { isApiError } from '../../../lib/http';
import { getReferral, type Referrer } from '../api/get-referral';
import { useAuthT, type AuthKey } from '../messages';

export type ReferralStatus = 'unknown' | 'checking' | 'valid' | 'invalid' | 'error';

interface Result {
  code: string;
  status: ReferralStatus;
  /** A key, so the message follows the language when it changes. */
  message: AuthKey;
  referrer: Referrer | null;
}

/**
 * Referral validation (spec part 1 §4): unknown, checking, then valid or invalid. The lookup runs
 * 550 ms after typing stops; an empty code is simply unknown (the code is optional).
 */
export function useReferralCheck(rawCode: string) {
  const code = rawCode.trim();
  const t = useAuthT();
  const [result, setResult] = useState<Result | null>(null);

  useEffect(() => {
    if (!code) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getReferral(code, controller.signal).then(
        (referrer) => setResult({ code, status: 'valid', message: 'auth.referralValid', referrer }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const notFound = isApiError(error) && error.status === 404;
          setResult({
            code,
            status: notFound ? 'invalid' : 'error',
            message: notFound ? 'auth.referralNotFound' : 'auth.referralCheckFailed',
            referrer: null,
          });
        },
      );
    }, REFERRAL_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [code]);

  if (!code) return { status: 'unknown' as const, message: '', referrer: null };
  if (result?.code !== code) return { status: 'checking' as const, message: '', referrer: null };
  return { status: result.status, message: t(result.message), referrer: result.referrer };
}
