import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { getAuthConfig, googleSignIn } from '../api/google-sign-in';
import { useAuthT } from '../messages';
import { useSession } from '../use-session';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize: (options: {
        client_id: string;
        callback: (response: { credential: string }) => void;
      }) => void;
      renderButton: (element: HTMLElement, options: Record<string, unknown>) => void;
    };
  };
}

const SCRIPT_SRC = 'https://accounts.google.com/gsi/client';

function loadGoogleScript(): Promise<GoogleIdentity> {
  const existing = (window as { google?: GoogleIdentity }).google;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_SRC;
    script.async = true;
    script.onload = () => {
      const google = (window as { google?: GoogleIdentity }).google;
      if (google) resolve(google);
      else reject(new Error('Google sign-in did not load'));
    };
    script.onerror = () => reject(new Error('Google sign-in did not load'));
    document.head.append(script);
  });
}

/**
 * The Google pop-up sign-in, shown only when the server has a Google client id configured; the
 * Google script loads only then.
 */
export function GoogleSignIn({ onSuccess }: { onSuccess: () => void }) {
  const { signIn } = useSession();
  const t = useAuthT();
  const [clientId, setClientId] = useState<string | null>(null);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let active = true;
    getAuthConfig().then(
      (config) => active && setClientId(config.googleClientId),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    if (!clientId) return;
    let active = true;
    loadGoogleScript().then(
      (google) => {
        if (!active || !container.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }) => {
            googleSignIn(credential).then(
              (session) => {
                toast.success(t('auth.loginSuccess'));
                signIn({ token: session.token, user: session.user });
                onSuccess();
              },
              () => toast.error(t('auth.loginFailed')),
            );
          },
        });
        google.accounts.id.renderButton(container.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          width: 320,
        });
      },
      () => setClientId(null),
    );
    return () => {
      active = false;
    };
  }, [clientId, signIn, onSuccess, t]);

  if (!clientId) return null;
  return (
    <div
      className="flex justify-center border-t border-neutral-200 pt-5"
      data-testid="google-sign-in"
    >
      <div ref={container} className="min-h-11" />
    </div>
  );
}
