import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Breach, DataRequest } from '@saathi/shared';
import { QueryView } from '../../../../components/admin/query-view';
import { Button } from '../../../../components/ui/button';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../components/ui/toast';
import { errorMessage } from '../../../../lib/error-message';
import {
  closeDataRequest,
  eraseForRequest,
  markBreachNotified,
  recordBreach,
  useBreaches,
  useDataRequestQueue,
} from '../../api/privacy-admin-api';
import { useDates } from '../../../../lib/i18n/use-dates';
import { REQUEST_KIND_KEYS, usePrivacyT } from '../../messages';
import { NoticePublisher } from '../components/notice-publisher';
import { privacyKeys } from '../../query-keys';
import { useConsolePrivacyT } from '../messages';

/**
 * Console › Privacy: the data requests to answer, the breach register and the privacy notice's
 * versions (decisions 0130, 0131, 0144).
 */
export default function PrivacyAdminPage() {
  const t = useConsolePrivacyT();
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-2xl font-bold">{t('consolePrivacy.title')}</h1>
      <RequestQueue />
      <BreachRegister />
      <NoticePublisher />
    </div>
  );
}

function RequestQueue() {
  const t = useConsolePrivacyT();
  const queue = useDataRequestQueue();
  return (
    <section aria-labelledby="privacy-queue" className="flex flex-col gap-2">
      <h2 id="privacy-queue" className="text-lg font-semibold">
        {t('consolePrivacy.dataRequests')}
      </h2>
      <QueryView
        query={queue}
        isEmpty={(list) => list.length === 0}
        empty={{ title: t('consolePrivacy.noOpenRequests') }}
      >
        {(list) => (
          <ul className="flex flex-col gap-2">
            {list.map((request) => (
              <RequestRow key={request.id} request={request} />
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

function RequestRow({ request }: { request: DataRequest }) {
  const t = useConsolePrivacyT();
  const privacyT = usePrivacyT();
  const { dateTime } = useDates();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState('');
  const act = async (work: () => Promise<unknown>) => {
    try {
      await work();
      await queryClient.invalidateQueries({ queryKey: privacyKeys.queue });
      toast.success(t('consolePrivacy.requestClosed'));
    } catch (caught) {
      toast.error(errorMessage(caught));
    }
  };
  return (
    <li className="rounded-lg border border-neutral-200 p-3 text-sm">
      <p className="font-medium">
        {t('consolePrivacy.requestLine', {
          kind: privacyT(REQUEST_KIND_KEYS[request.kind]),
          person: request.userId,
          due: dateTime(request.dueAt),
        })}
      </p>
      {request.details ? <p className="text-neutral-700">{request.details}</p> : null}
      <div className="mt-2 flex flex-wrap items-end gap-2">
        {request.kind === 'ERASURE' ? (
          <Button onClick={() => void act(() => eraseForRequest(request.id))}>
            {t('consolePrivacy.eraseNow')}
          </Button>
        ) : (
          <>
            <TextField
              label={t('consolePrivacy.whatWasDone')}
              value={outcome}
              onChange={(event) => setOutcome(event.target.value)}
            />
            <Button onClick={() => void act(() => closeDataRequest(request.id, 'DONE', outcome))}>
              {t('consolePrivacy.done')}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

function BreachRegister() {
  const t = useConsolePrivacyT();
  const breaches = useBreaches();
  return (
    <section aria-labelledby="privacy-breaches" className="flex flex-col gap-3">
      <h2 id="privacy-breaches" className="text-lg font-semibold">
        {t('consolePrivacy.breachRegister')}
      </h2>
      <BreachForm />
      <QueryView
        query={breaches}
        isEmpty={(list) => list.length === 0}
        empty={{ title: t('consolePrivacy.noBreaches') }}
      >
        {(list) => (
          <ul className="flex flex-col gap-3">
            {list.map((breach) => (
              <BreachCard key={breach.id} breach={breach} />
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

function BreachForm() {
  const t = useConsolePrivacyT();
  const queryClient = useQueryClient();
  const [fields, setFields] = useState({
    foundAt: '',
    description: '',
    dataKinds: '',
    consequences: '',
    measures: '',
    userIds: '',
  });
  const set = (key: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields({ ...fields, [key]: event.target.value });
  const submit = async () => {
    try {
      await recordBreach({
        ...fields,
        foundAt: new Date(fields.foundAt).toISOString(),
        userIds: fields.userIds
          .split(/[\s,]+/)
          .filter(Boolean)
          .map(Number),
      });
      await queryClient.invalidateQueries({ queryKey: privacyKeys.breaches });
      toast.success(t('consolePrivacy.breachRecorded'));
    } catch (caught) {
      toast.error(errorMessage(caught));
    }
  };
  return (
    <details className="rounded-lg border border-neutral-200 p-3">
      <summary className="cursor-pointer font-semibold">{t('consolePrivacy.recordBreach')}</summary>
      <div className="mt-2 grid gap-2">
        <TextField
          label={t('consolePrivacy.foundAt')}
          type="datetime-local"
          value={fields.foundAt}
          onChange={set('foundAt')}
        />
        <TextAreaField
          label={t('consolePrivacy.whatHappened')}
          value={fields.description}
          onChange={set('description')}
        />
        <TextField
          label={t('consolePrivacy.dataKinds')}
          value={fields.dataKinds}
          onChange={set('dataKinds')}
        />
        <TextAreaField
          label={t('consolePrivacy.consequences')}
          value={fields.consequences}
          onChange={set('consequences')}
        />
        <TextAreaField
          label={t('consolePrivacy.measures')}
          value={fields.measures}
          onChange={set('measures')}
        />
        <TextField
          label={t('consolePrivacy.peopleAffected')}
          value={fields.userIds}
          onChange={set('userIds')}
        />
        <div>
          <Button onClick={() => void submit()}>{t('consolePrivacy.record')}</Button>
        </div>
      </div>
    </details>
  );
}

function BreachCard({ breach }: { breach: Breach }) {
  const t = useConsolePrivacyT();
  const { dateTime } = useDates();
  const queryClient = useQueryClient();
  const mark = async (whom: 'BOARD' | 'PEOPLE') => {
    try {
      await markBreachNotified(breach.id, whom);
      await queryClient.invalidateQueries({ queryKey: privacyKeys.breaches });
    } catch (caught) {
      toast.error(errorMessage(caught));
    }
  };
  const notices = [
    {
      whom: 'BOARD' as const,
      title: t('consolePrivacy.toBoard'),
      sentAt: breach.boardNotifiedAt,
    },
    {
      whom: 'PEOPLE' as const,
      title: t('consolePrivacy.toPeople', { count: breach.userIds.length }),
      sentAt: breach.peopleNotifiedAt,
    },
  ];
  return (
    <li className="rounded-lg border border-neutral-200 p-3 text-sm">
      <p className="font-medium">
        {t('consolePrivacy.breachLine', {
          found: dateTime(breach.foundAt),
          due: dateTime(breach.noticeDueAt),
        })}
      </p>
      <p>{breach.description}</p>
      {notices.map((notice) => (
        <details key={notice.whom} className="mt-2">
          <summary className="cursor-pointer">
            {notice.sentAt
              ? t('consolePrivacy.noticeSent', {
                  notice: notice.title,
                  date: dateTime(notice.sentAt),
                })
              : t('consolePrivacy.noticeNotSent', { notice: notice.title })}
          </summary>
          <pre className="mt-1 font-sans whitespace-pre-wrap">
            {notice.whom === 'BOARD' ? breach.drafts.board : breach.drafts.people}
          </pre>
          {notice.sentAt ? null : (
            <Button variant="secondary" onClick={() => void mark(notice.whom)}>
              {t('consolePrivacy.markSent')}
            </Button>
          )}
        </details>
      ))}
    </li>
  );
}
