import { Suspense, useState } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { COMMON_MESSAGES } from '@saathi/shared/common-messages';
import { ROUTES } from '@saathi/shared/routes';
import { PageSpinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/http';
import { translate as t } from '../../../lib/i18n/i18n';
import { readShopLinkCode } from '../../../lib/shop-link-cookie';
import { RegistrationAgreementStep } from '../../agreements';
import { CollectionNotice, useCollectionConsent } from '../../privacy-notice';
import { registerSendOtp } from '../api/register-send-otp';
import { useSession } from '../use-session';
// The toasts' words (the auth area), in the reader's language.
import '../messages';
import {
  RegistrationDetailsStep,
  toRegistrationPayload,
  type RegistrationValues,
} from './registration-details-step';
import { RegistrationVerifyStep } from './registration-verify-step';

/** Says why the details were not accepted (spec part 1 §8): a warning, or an error without an answer. */
function tellFailure(error: unknown) {
  if (isApiError(error) && error.status > 0) {
    toast.warning(
      error.message && error.message !== COMMON_MESSAGES.genericError
        ? error.message
        : t('auth.registrationFailed'),
    );
  } else {
    toast.error(t('auth.errorOccurred'));
  }
}

/**
 * Associate registration in three steps: details (with the privacy notice, decision 0143), the
 * direct seller agreement (decision 0122), then the code sent to the email or phone (spec part 1
 * §2, §4). A ?ref= or ?referralCode= link fills in the referral code, else the shop
 * link the person came through (decision 0120), so they see whom they join.
 */
export function Registration() {
  const [searchParams] = useSearchParams();
  const [, navigate] = useLocation();
  const { signIn } = useSession();
  const [values, setValues] = useState<RegistrationValues>(() => ({
    name: '',
    emailorPhone: '',
    username: '',
    password: '',
    confirmPassword: '',
    referralCode:
      searchParams.get('ref') ?? searchParams.get('referralCode') ?? readShopLinkCode() ?? '',
    leg: '',
  }));
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [isReading, setIsReading] = useState(false);
  const [agreementVersionId, setAgreementVersionId] = useState(0);
  // A refusal of the details at the agreement step goes back to them with its field messages.
  const [refusal, setRefusal] = useState<unknown>(null);
  const collection = useCollectionConsent();

  /** Sends (or resends) the code; rejects, after saying why, when the server refused. */
  const send = async (details: RegistrationValues, versionId = agreementVersionId) => {
    const payload = toRegistrationPayload(details, versionId, collection.consent);
    try {
      await registerSendOtp({ ...payload, referralCode: details.referralCode.trim() });
      toast.success(t('auth.otpSent'));
      setSentTo(payload.emailorPhone);
    } catch (error) {
      tellFailure(error);
      throw error;
    }
  };

  if (sentTo) {
    return (
      <RegistrationVerifyStep
        destination={sentTo}
        onResend={() =>
          send(values).then(
            () => true,
            () => false,
          )
        }
        onVerified={(session) => {
          signIn({ token: session.token, user: session.user });
          navigate(ROUTES.manage.profile, { replace: true });
        }}
        onBack={() => setSentTo(null)}
      />
    );
  }
  if (isReading) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <RegistrationAgreementStep
          onBack={() => setIsReading(false)}
          onAccept={async (versionId) => {
            setAgreementVersionId(versionId);
            await send(values, versionId).catch((error: unknown) => {
              setRefusal(error);
              setIsReading(false);
            });
          }}
        />
      </Suspense>
    );
  }
  return (
    <RegistrationDetailsStep
      initial={values}
      refusal={refusal}
      notice={<CollectionNotice point="ASSOCIATE_SIGN_UP" marketing={collection.marketing} />}
      onSubmit={async (details) => {
        setValues(details);
        setRefusal(null);
        setIsReading(true);
      }}
    />
  );
}
