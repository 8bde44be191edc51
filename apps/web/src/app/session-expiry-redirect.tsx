import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { ROUTES } from '@saathi/shared/routes';
import { useSession } from '../features/auth';

/**
 * When a call gets a 401 and the session cannot be renewed, the session is cleared and the
 * person goes to the home page (spec part 1 §4). Rendered after the page, so it wins over the
 * login guard's redirect.
 */
export function SessionExpiryRedirect() {
  const { expiredCount } = useSession();
  const [, navigate] = useLocation();
  const seen = useRef(expiredCount);
  useEffect(() => {
    if (expiredCount === seen.current) return;
    seen.current = expiredCount;
    navigate(ROUTES.home, { replace: true });
  }, [expiredCount, navigate]);
  return null;
}
