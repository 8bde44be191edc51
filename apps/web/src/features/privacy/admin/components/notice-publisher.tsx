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
import { privacyKeys } from '../../query-keys';

const POINT_LABELS: Record<ConsentSource, string> = {
  CUSTOMER_SIGN_UP: 'Customer sign-up',
  ASSOCIATE_SIGN_UP: 'Associate registration',
  KYC: 'KYC form',
  LEAD_FORM: 'Lead form',
  CHECKOUT: 'Checkout',
  ACCOUNT_PAGE: 'Account page (optional)',
};

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
  const history = useNoticeHistory();
  const newest = history.data?.[0];
  return (
    <section aria-labelledby="privacy-notice" className="flex flex-col gap-3">
      <h2 id="privacy-notice" className="text-lg font-semibold">
        Privacy notice
      </h2>
      <QueryView
        query={history}
        isEmpty={(list) => list.length === 0}
        empty={{ title: 'No notice yet' }}
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
                  Version {notice.version}
                </Link>{' '}
                published{' '}
                {new Date(notice.publishedAt).toLocaleString('en-IN', {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                })}
                {notice === list[0] ? ' (in force)' : ''}
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
      toast.success(`Version ${published.data.version} published`);
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
      aria-label="New version of the privacy notice"
      onSubmit={(event) => {
        event.preventDefault();
        void publish();
      }}
    >
      <p className="text-sm text-neutral-600">
        A new version is in force as soon as it is published and cannot be changed; people who
        consented under an older one are shown it on their privacy page.
      </p>
      <TextAreaField
        label="Full notice (Markdown)"
        rows={12}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        error={errors.body}
      />
      {CONSENT_SOURCES.map((point) => (
        <TextAreaField
          key={point}
          label={`${POINT_LABELS[point]}: one item a line, "what is collected | why"`}
          rows={3}
          value={lines[point]}
          onChange={(event) => setLines({ ...lines, [point]: event.target.value })}
          error={errors[`points.${point}`]}
        />
      ))}
      <div>
        <Button type="submit" busy={isBusy}>
          Publish version {newest.version + 1}
        </Button>
      </div>
    </form>
  );
}
