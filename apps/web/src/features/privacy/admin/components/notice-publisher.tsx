import { useState } from 'react';
import { Link } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { CONSENT_SOURCES, type ConsentSource, type PrivacyNotice } from '@saathi/shared';
import { ROUTES } from '@saathi/shared/routes';
import { QueryView } from '../../../../components/admin/query-view';
import { Button } from '../../../../components/ui/button';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { toast } from '../../../../components/ui/toast';
import { errorMessage } from '../../../../lib/error-message';
import { isApiError } from '../../../../lib/http';
import { noticeKeys } from '../../../privacy-notice';
import { publishNotice, useNoticeHistory } from '../../api/privacy-admin-api';
import { useDates } from '../../../../lib/i18n/use-dates';
import { privacyKeys } from '../../query-keys';
import { POINT_KEYS, useConsolePrivacyT } from '../messages';

type Points = PrivacyNotice['points'];

/** Items as lines "what is collected | why", the form's way of writing them. */
const toLines = (points: Points) =>
  Object.fromEntries(
    CONSENT_SOURCES.map((point) => [
      point,
      points[point].map((item) => `${item.collected} | ${item.purpose}`).join('\n'),
    ]),
  ) as Record<ConsentSource, string>;

const toPoints = (lines: Record<ConsentSource, string>) =>
  Object.fromEntries(
    CONSENT_SOURCES.map((point) => [
      point,
      lines[point]
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => {
          const [collected = '', ...purpose] = line.split('|');
          return { collected: collected.trim(), purpose: purpose.join('|').trim() };
        }),
    ]),
  ) as Points;

/**
 * Console › Privacy › Privacy notice (decision 0144): a new version from the newest one's words,
 * published at once and never edited; every version stays readable.
 */
export function NoticePublisher() {
  const t = useConsolePrivacyT();
  const { dateTime } = useDates();
  const history = useNoticeHistory();
  const newest = history.data?.[0];
  return (
    <section aria-labelledby="privacy-notice" className="flex flex-col gap-3">
      <h2 id="privacy-notice" className="text-lg font-semibold">
        {t('consolePrivacy.notice')}
      </h2>
      <QueryView
        query={history}
        isEmpty={(list) => list.length === 0}
        empty={{ title: t('consolePrivacy.noNotice') }}
        skeleton={{ count: 2 }}
      >
        {(list) => (
          <ul className="text-sm">
            {list.map((notice) => (
              <li key={notice.version}>
                <Link
                  href={`${ROUTES.privacyNotice}?version=${notice.version}`}
                  className="text-brand underline"
                >
                  {t('consolePrivacy.version', { version: notice.version })}
                </Link>{' '}
                {t('consolePrivacy.published', { date: dateTime(notice.publishedAt) })}
                {notice === list[0] ? ` ${t('consolePrivacy.inForce')}` : ''}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      {newest ? <NoticeForm key={newest.version} newest={newest} /> : null}
    </section>
  );
}

/** The next version, starting from the newest one's words. */
function NoticeForm({ newest }: { newest: PrivacyNotice }) {
  const t = useConsolePrivacyT();
  const queryClient = useQueryClient();
  const [body, setBody] = useState(newest.body);
  const [lines, setLines] = useState(() => toLines(newest.points));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isBusy, setBusy] = useState(false);

  const publish = async () => {
    setBusy(true);
    try {
      const published = await publishNotice({ body, points: toPoints(lines) });
      setErrors({});
      toast.success(t('consolePrivacy.versionPublished', { version: published.data.version }));
      await queryClient.invalidateQueries({ queryKey: privacyKeys.notices });
      await queryClient.invalidateQueries({ queryKey: noticeKeys.current });
    } catch (caught) {
      setErrors(isApiError(caught) ? (caught.fields ?? {}) : {});
      toast.error(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="flex flex-col gap-3"
      aria-label={t('consolePrivacy.newVersionForm')}
      onSubmit={(event) => {
        event.preventDefault();
        void publish();
      }}
    >
      <p className="text-sm text-neutral-600">{t('consolePrivacy.newVersionText')}</p>
      <TextAreaField
        label={t('consolePrivacy.fullNotice')}
        rows={12}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        error={errors.body}
      />
      {CONSENT_SOURCES.map((point) => (
        <TextAreaField
          key={point}
          label={t('consolePrivacy.pointItems', { point: t(POINT_KEYS[point]) })}
          rows={3}
          value={lines[point]}
          onChange={(event) => setLines({ ...lines, [point]: event.target.value })}
          error={errors[`points.${point}`]}
        />
      ))}
      <div>
        <Button type="submit" busy={isBusy}>
          {t('consolePrivacy.publishVersion', { version: newest.version + 1 })}
        </Button>
      </div>
    </form>
  );
}
