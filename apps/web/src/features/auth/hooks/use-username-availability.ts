import { useEffect, useState } from 'react';
import { USERNAME_CHECK_DEBOUNCE_MS } from '@saathi/shared/constants';
import { isApiError } from '../../../lib/http';
import { checkUsername } from '../api/check-username';
import { useAuthT } from '../messages';

export type UsernameStatus = 'unknown' | 'checking' | 'available' | 'taken' | 'error';

interface Result {
  username: string;
  status: UsernameStatus;
  /** The server's reason for a refused check (its own words); none otherwise. */
  refusal?: string;
}

/**
 * Username availability (spec part 1 §4): unknown, checking, then available or taken. The check
 * runs 500 ms after typing stops, only for a well-formed name (4 or more characters); while a
 * newer name waits for its answer the status is 'checking'.
 */
export function useUsernameAvailability(username: string, wellFormed: boolean) {
  const t = useAuthT();
  const [result, setResult] = useState<Result | null>(null);

  useEffect(() => {
    if (!wellFormed) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkUsername(username, controller.signal).then(
        (data) => setResult({ username, status: data.isAvailable ? 'available' : 'taken' }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setResult({
            username,
            status: 'error',
            refusal:
              isApiError(error) && error.status >= 400 && error.status < 500
                ? error.message
                : undefined,
          });
        },
      );
    }, USERNAME_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [username, wellFormed]);

  if (!wellFormed) return { status: 'unknown' as const, message: '' };
  if (result?.username !== username) return { status: 'checking' as const, message: '' };
  const message =
    result.status === 'available'
      ? t('auth.usernameAvailable')
      : result.status === 'taken'
        ? t('auth.usernameTaken')
        : (result.refusal ?? t('auth.usernameCheckFailed'));
  return { status: result.status, message };
}
