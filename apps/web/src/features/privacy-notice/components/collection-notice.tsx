import { Link } from 'wouter';
import type { ConsentSource } from '@saathi/shared';
import { ROUTES } from '@saathi/shared/routes';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { usePrivacyNotice } from '../api';
import { useNoticeT } from '../messages';

export interface MarketingChoice {
  isGiven: boolean;
  onChange: (isGiven: boolean) => void;
  isDisabled?: boolean;
}

/**
 * The itemised notice at a collection point (DPDP Act s.5(1); Rules 2025 r.3(a)–(c); decisions
 * 0128, 0143): what this form takes and why, that it is needed for what the person asked (so no
 * box to tick), how to withdraw and complain, the link to the full notice and, when the point
 * asks for it, the optional marketing box — unticked until ticked.
 */
export function CollectionNotice({
  point,
  marketing,
}: {
  point: ConsentSource;
  marketing?: MarketingChoice;
}) {
  const t = useNoticeT();
  const notice = usePrivacyNotice().data;
  const items = notice?.points[point] ?? [];
  return (
    <section
      aria-label={t('privacy.howWeUse')}
      className="rounded-2xl border border-neutral-200 bg-white p-4 text-sm"
    >
      <p className="font-semibold">{t('privacy.howWeUse')}</p>
      {/* What is collected and why: the company's notice, in English until it writes others. */}
      <ul lang="en" className="mt-1 list-disc pl-5 text-neutral-700">
        {items.map((item) => (
          <li key={item.collected}>
            {item.collected}: {item.purpose}
          </li>
        ))}
      </ul>
      <p className="mt-1 text-neutral-700">{t('privacy.noticeNeeded')}</p>
      <Link
        href={notice ? `${ROUTES.privacyNotice}?version=${notice.version}` : ROUTES.privacyNotice}
        className="mt-1 inline-block text-brand underline"
      >
        {t('privacy.notice')}
      </Link>
      {marketing ? (
        <CheckboxField
          label={t('privacy.marketingOptional')}
          checked={marketing.isGiven}
          disabled={marketing.isDisabled}
          onChange={(event) => marketing.onChange(event.target.checked)}
        />
      ) : null}
    </section>
  );
}
