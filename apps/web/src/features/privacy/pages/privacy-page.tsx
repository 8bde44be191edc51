import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Consent, DataRequest } from '@saathi/shared';
import { QueryView } from '../../../components/admin/query-view';
import { Button } from '../../../components/ui/button';
import { DownloadButton } from '../../../components/ui/download-button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/error-message';
import { useSession } from '../../auth';
import {
  askDataRequest,
  changeConsent,
  downloadMyData,
  useConsents,
  useMyDataRequests,
} from '../api/privacy-api';
import { usePrivacyNotice } from '../../privacy-notice';
import { PRIVACY_PAGE_TEXTS as TEXT, PURPOSE_LABELS, REQUEST_LABELS } from '../messages';
import { privacyKeys } from '../query-keys';

/** The consents and the notice always have content once loaded. */
const isNever = () => false;
const NO_EMPTY = { title: '' };

const day = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { dateStyle: 'medium' });

/** Account › Privacy and data (DPDP Act ss.6, 11–13; decisions 0128–0130). */
export default function PrivacyPage() {
  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 className="text-2xl font-bold text-neutral-900">Privacy and data</h1>
        <p className="mt-1 text-sm text-neutral-600">{TEXT.intro}</p>
      </header>
      <ConsentList />
      <section aria-labelledby="privacy-data" className="flex flex-col gap-2">
        <h2 id="privacy-data" className="text-lg font-semibold">
          {TEXT.yourData}
        </h2>
        <p className="text-sm text-neutral-600">{TEXT.downloadHint}</p>
        <div>
          <DownloadButton label={TEXT.download} onDownload={() => downloadMyData('json')} />{' '}
          <DownloadButton label={TEXT.downloadPdf} onDownload={() => downloadMyData('pdf')} />
        </div>
      </section>
      <DataRequests />
      <NoticeText />
    </div>
  );
}

function ConsentList() {
  const consents = useConsents();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string>();
  const change = async (consent: Consent) => {
    setBusy(consent.purpose);
    try {
      const next = await changeConsent(consent.purpose, !consent.isGiven);
      queryClient.setQueryData(privacyKeys.consents(user?.id), next);
      toast.success(consent.isGiven ? TEXT.withdrawnToast : TEXT.givenToast);
    } catch (caught) {
      toast.error(errorMessage(caught));
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <section aria-labelledby="privacy-consents" className="flex flex-col gap-2">
      <h2 id="privacy-consents" className="text-lg font-semibold">
        {TEXT.consents}
      </h2>
      <QueryView query={consents} isEmpty={isNever} empty={NO_EMPTY} skeleton={{ count: 3 }}>
        {(list) => (
          <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200">
            {list.map((consent) => (
              <li key={consent.purpose} className="flex items-center justify-between gap-4 p-3">
                <div>
                  <p className="font-medium text-neutral-900">{PURPOSE_LABELS[consent.purpose]}</p>
                  <p className="text-sm text-neutral-600">
                    {consent.isNecessary
                      ? TEXT.necessary
                      : consent.isGiven
                        ? `${TEXT.given}${consent.changedAt ? ` since ${day(consent.changedAt)}` : ''}`
                        : TEXT.withdrawn}
                  </p>
                </div>
                {consent.isNecessary ? null : (
                  <Button
                    variant="secondary"
                    busy={busy === consent.purpose}
                    onClick={() => void change(consent)}
                    aria-label={`${consent.isGiven ? TEXT.withdraw : TEXT.allow}: ${PURPOSE_LABELS[consent.purpose]}`}
                  >
                    {consent.isGiven ? TEXT.withdraw : TEXT.allow}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

function DataRequests() {
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
      toast.success(`${TEXT.asked} ${day(asked.dueAt)}`);
      setDetails('');
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };
  return (
    <section aria-labelledby="privacy-requests" className="flex flex-col gap-3">
      <h2 id="privacy-requests" className="text-lg font-semibold">
        {TEXT.requests}
      </h2>
      <TextAreaField
        label={TEXT.correctionLabel}
        value={details}
        error={error}
        onChange={(event) => setDetails(event.target.value)}
        rows={3}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void ask('CORRECTION')}>
          {TEXT.askCorrection}
        </Button>
        <Button variant="secondary" onClick={() => void ask('ERASURE')}>
          {TEXT.askErasure}
        </Button>
      </div>
      <p className="text-sm text-neutral-600">{TEXT.erasureHint}</p>
      <QueryView
        query={requests}
        isEmpty={(list) => list.length === 0}
        empty={{ title: TEXT.noRequests }}
        skeleton={{ count: 1 }}
      >
        {(list) => <RequestList requests={list} />}
      </QueryView>
    </section>
  );
}

function RequestList({ requests }: { requests: DataRequest[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {requests.map((request) => (
        <li key={request.id} className="rounded-lg border border-neutral-200 p-3 text-sm">
          <p className="font-medium">
            {REQUEST_LABELS[request.kind]} · {request.status}
          </p>
          <p className="text-neutral-600">
            {request.status === 'OPEN' ? `${TEXT.due} ${day(request.dueAt)}` : request.outcome}
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
      toast.success(TEXT.noticeConfirmed);
    } catch (caught) {
      toast.error(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <details className="rounded-lg border border-neutral-200 p-3" open={older.length > 0}>
      <summary className="cursor-pointer font-semibold">{TEXT.notice}</summary>
      {older.length > 0 ? (
        <div role="status" className="mt-2 rounded-md bg-amber-50 p-3 text-sm">
          <p>{TEXT.noticeChanged}</p>
          <Button className="mt-2" busy={isBusy} onClick={() => void confirm()}>
            {TEXT.noticeConfirm}
          </Button>
        </div>
      ) : null}
      <QueryView query={notice} isEmpty={isNever} empty={NO_EMPTY} skeleton={{ count: 3 }}>
        {(data) => (
          <div className="mt-2 text-sm">
            <p className="text-neutral-500">
              {TEXT.noticeVersion} {data.version}, {day(data.publishedAt)}
            </p>
            <pre className="mt-2 font-sans whitespace-pre-wrap">{data.body}</pre>
          </div>
        )}
      </QueryView>
    </details>
  );
}
