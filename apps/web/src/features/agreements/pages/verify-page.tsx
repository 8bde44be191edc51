import { useParams } from 'wouter';
import { PageSpinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { isApiError } from '../../../lib/http';
import { useIdCardVerification } from '../api/agreements';
import { useAgreementsT } from '../messages';
import { ID_CARD_STATUS_TONES } from '../texts';

/**
 * /verify/{cardId}, what an identity card's QR code opens (decision 0123): whether the person at
 * the door is an active direct seller, with their name and photo. No sign-in.
 */
export default function VerifyPage() {
  const { cardId = '' } = useParams<{ cardId: string }>();
  const t = useAgreementsT();
  const check = useIdCardVerification(cardId);
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-semibold">{t('agreements.verifyTitle')}</h1>
      {check.isPending ? <PageSpinner /> : null}
      {check.isError ? (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-4 text-red-800">
          {isApiError(check.error) && check.error.status < 500
            ? t('agreements.verifyUnknown')
            : check.error.message}
        </p>
      ) : null}
      {check.data ? (
        <section className="mt-6 flex items-start gap-4 rounded-xl border border-neutral-200 p-4">
          {check.data.photoUrl ? (
            <img
              src={check.data.photoUrl}
              alt={check.data.name}
              className="size-24 shrink-0 rounded-lg object-cover"
            />
          ) : null}
          <div className="space-y-1">
            <p className="text-lg font-semibold">{check.data.name}</p>
            <p className="text-sm text-neutral-700">
              {check.data.company} · {check.data.referralCode}
            </p>
            <p
              data-testid="id-card-status"
              className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${ID_CARD_STATUS_TONES[check.data.status]}`}
            >
              {t('agreements.status', { status: check.data.status })}
            </p>
            <p className="text-sm text-neutral-700">
              {t('agreements.validUntil', { date: formatDate(check.data.validUntil) })}
            </p>
          </div>
        </section>
      ) : null}
    </main>
  );
}
