import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Consent, DataRequest } from '@saathi/shared';
import { QueryView } from '../../../components/admin/query-view';
import { Button } from '../../../components/ui/button';
import { DownloadButton } from '../../../components/ui/download-button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/error-message';
import { isApiError } from '../../../lib/http';
import { useFieldMessage } from '../../../lib/i18n/field-messages';
import { useSession } from '../../auth';
import {
  askDataRequest,
  changeConsent,
  downloadMyData,
  useConsents,
  useMyDataRequests,
} from '../api/privacy-api';
import { usePrivacyNotice } from '../../privacy-notice';
import { PURPOSE_KEYS, REQUEST_KIND_KEYS, usePrivacyT } from '../messages';
import { privacyKeys } from '../query-keys';
import { useDates } from '../../../lib/i18n/use-dates';

/** The consents and the notice always have content once loaded. */
const isNever = () => false;
const NO_EMPTY = { title: '' };

/** Account › Privacy and data (DPDP Act ss.6, 11–13; decisions 0128–0130). */
export default function PrivacyPage() {
  const t = usePrivacyT();
  return (
    <div className="flex flex-col gap-8">
      <header>
        <title>{t('privacy.title')}</title>
        <h1 className="text-2xl font-bold text-neutral-900">{t('privacy.title')}</h1>
        <p className="mt-1 text-sm text-neutral-600">{t('privacy.intro')}</p>
      </header>
      <ConsentList />
      <section aria-labelledby="privacy-data" className="flex flex-col gap-2">
        <h2 id="privacy-data" className="text-lg font-semibold">
          {t('privacy.yourData')}
        </h2>
        <p className="text-sm text-neutral-600">{t('privacy.downloadHint')}</p>
        <div>
          <DownloadButton
            label={t('privacy.download')}
            busyText={t('privacy.downloading')}
            onDownload={() => downloadMyData('json')}
          />{' '}
          <DownloadButton
            label={t('privacy.downloadPdf')}
            busyText={t('privacy.downloading')}
            onDownload={() => downloadMyData('pdf')}
          />
        </div>
      </section>
      <DataRequests />
      <NoticeText />
    </div>
  );
}

function ConsentList() {
  const t = usePrivacyT();
  const dates = useDates();
  const consents = useConsents();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string>();
  const change = async (consent: Consent) => {
    setBusy(consent.purpose);
    try {
      const next = await changeConsent(consent.purpose, !consent.isGiven);
      queryClient.setQueryData(privacyKeys.consents(user?.id), next);
      toast.success(t(consent.isGiven ? 'privacy.withdrawnToast' : 'privacy.givenToast'));
    } catch (caught) {
      toast.error(errorMessage(caught));
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <section aria-labelledby="privacy-consents" className="flex flex-col gap-2">
      <h2 id="privacy-consents" className="text-lg font-semibold">
        {t('privacy.consents')}
      </h2>
      <QueryView query={consents} isEmpty={isNever} empty={NO_EMPTY} skeleton={{ count: 3 }}>
        {(list) => (
          <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200">
            {list.map((consent) => {
              const purpose = t(PURPOSE_KEYS[consent.purpose]);
              return (
                <li key={consent.purpose} className="flex items-center justify-between gap-4 p-3">
                  <div>
                    <p className="font-medium text-neutral-900">{purpose}</p>
                    <p className="text-sm text-neutral-600">
                      {consentState(consent, t, dates.date)}
                    </p>
                  </div>
                  {consent.isNecessary ? null : (
                    <Button
                      variant="secondary"
                      busy={busy === consent.purpose}
                      onClick={() => void change(consent)}
                      aria-label={t(
                        consent.isGiven ? 'privacy.withdrawPurpose' : 'privacy.allowPurpose',
                        { purpose },
                      )}
                    >
                      {t(consent.isGiven ? 'privacy.withdraw' : 'privacy.allow')}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

/** Whether a consent is given, and since when: a necessary one cannot be withdrawn. */
function consentState(
  consent: Consent,
  t: ReturnType<typeof usePrivacyT>,
  formatDate: (value: string) => string,
) {
  if (consent.isNecessary) return t('privacy.necessary');
  if (!consent.isGiven) return t('privacy.withdrawn');
  return consent.changedAt
    ? t('privacy.givenSince', { date: formatDate(consent.changedAt) })
    : t('privacy.given');
}

function DataRequests() {
  const t = usePrivacyT();
  const dates = useDates();
  const fieldMessage = useFieldMessage();
  const requests = useMyDataRequests();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string>();
  const ask = async (kind: 'CORRECTION' | 'ERASURE') => {
    setError(undefined);
    try {
      const asked = await askDataRequest(kind, kind === 'CORRECTION' ? details : '');
      await queryClient.invalidateQueries({ queryKey: privacyKeys.requests(user?.id) });
      toast.success(t('privacy.asked', { date: dates.date(asked.dueAt) }));
      setDetails('');
    } catch (caught) {
      // The box's own message ("Say what should be corrected") rather than the request's.
      setError((isApiError(caught) && caught.fields?.details) || errorMessage(caught));
    }
  };
  return (
    <section aria-labelledby="privacy-requests" className="flex flex-col gap-3">
      <h2 id="privacy-requests" className="text-lg font-semibold">
        {t('privacy.requests')}
      </h2>
      <TextAreaField
        label={t('privacy.correctionLabel')}
        value={details}
        error={fieldMessage(error)}
        onChange={(event) => setDetails(event.target.value)}
        rows={3}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void ask('CORRECTION')}>
          {t('privacy.askCorrection')}
        </Button>
        <Button variant="secondary" onClick={() => void ask('ERASURE')}>
          {t('privacy.askErasure')}
        </Button>
      </div>
      <p className="text-sm text-neutral-600">{t('privacy.erasureHint')}</p>
      <QueryView
        query={requests}
        isEmpty={(list) => list.length === 0}
        empty={{ title: t('privacy.noRequests') }}
        skeleton={{ count: 1 }}
      >
        {(list) => <RequestList requests={list} />}
      </QueryView>
    </section>
  );
}

function RequestList({ requests }: { requests: DataRequest[] }) {
  const t = usePrivacyT();
  const dates = useDates();
  return (
    <ul className="flex flex-col gap-2">
      {requests.map((request) => (
        <li key={request.id} className="rounded-lg border border-neutral-200 p-3 text-sm">
          <p className="font-medium">
            {t(REQUEST_KIND_KEYS[request.kind])} · {t('privacy.status', { status: request.status })}
          </p>
          <p className="text-neutral-600">
            {request.status === 'OPEN'
              ? t('privacy.due', { date: dates.date(request.dueAt) })
              : request.outcome}
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * The full notice, folded; open with a note when the person's standing consents were given under
 * an older version (decision 0144), until they confirm them under this one.
 */
function NoticeText() {
  const t = usePrivacyT();
  const dates = useDates();
  const notice = usePrivacyNotice();
  const consents = useConsents();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [isBusy, setBusy] = useState(false);
  const current = notice.data?.version;
  const older = (consents.data ?? []).filter(
    (each) => each.isGiven && current !== undefined && (each.noticeVersion ?? current) < current,
  );
  const confirm = async () => {
    setBusy(true);
    try {
      let updated: Consent[] | undefined;
      for (const each of older) updated = await changeConsent(each.purpose, true);
      queryClient.setQueryData(privacyKeys.consents(user?.id), updated);
      toast.success(t('privacy.noticeConfirmed'));
    } catch (caught) {
      toast.error(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <details className="rounded-lg border border-neutral-200 p-3" open={older.length > 0}>
      <summary className="cursor-pointer font-semibold">{t('privacy.notice')}</summary>
      {older.length > 0 ? (
        <div role="status" className="mt-2 rounded-md bg-amber-50 p-3 text-sm">
          <p>{t('privacy.noticeChanged')}</p>
          <Button className="mt-2" busy={isBusy} onClick={() => void confirm()}>
            {t('privacy.noticeConfirm')}
          </Button>
        </div>
      ) : null}
      <QueryView query={notice} isEmpty={isNever} empty={NO_EMPTY} skeleton={{ count: 3 }}>
        {(data) => (
          <div className="mt-2 text-sm">
            <p className="text-neutral-500">
              {t('privacy.noticeVersion', {
                version: data.version,
                date: dates.date(data.publishedAt),
              })}
            </p>
            {/* The company's notice is in English until it writes other languages. */}
            <pre lang="en" className="mt-2 font-sans whitespace-pre-wrap">
              {data.body}
            </pre>
          </div>
        )}
      </QueryView>
    </details>
  );
}
