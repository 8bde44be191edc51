import { Link } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import type { ConsentSource } from '@saathi/shared';
import { ROUTES } from '@saathi/shared/routes';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/error-message';
import { useSession } from '../../auth';
import { changeConsent, useConsents, usePrivacyNotice } from '../api/privacy-api';
import { usePrivacyT } from '../messages';
import { privacyKeys } from '../query-keys';

/**
 * The itemised notice at a collection point (DPDP Act s.5(1); Rules 2025 r.3; decision 0128):
 * what this form takes and why, the link to the full notice and, when asked for, the marketing
 * consent — unticked until the person ticks it, recorded with this point as its source.
 */
export function CollectionNotice({
  point,
  isMarketingAsked = false,
}: {
  point: ConsentSource;
  isMarketingAsked?: boolean;
}) {
  const t = usePrivacyT();
  const notice = usePrivacyNotice();
  const items = notice.data?.points[point] ?? [];
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
      <Link href={ROUTES.manage.privacy} className="mt-1 inline-block text-brand underline">
        {t('privacy.notice')}
      </Link>
      {isMarketingAsked ? <MarketingChoice source={point} /> : null}
    </section>
  );
}

function MarketingChoice({ source }: { source: ConsentSource }) {
  const t = usePrivacyT();
  const { user } = useSession();
  const consents = useConsents();
  const queryClient = useQueryClient();
  const isGiven = consents.data?.find((each) => each.purpose === 'MARKETING')?.isGiven ?? false;
  const change = async (next: boolean) => {
    try {
      const updated = await changeConsent('MARKETING', next, source);
      queryClient.setQueryData(privacyKeys.consents(user?.id), updated);
    } catch (caught) {
      toast.error(errorMessage(caught));
    }
  };
  return (
    <CheckboxField
      label={t('privacy.marketingOptional')}
      checked={isGiven}
      disabled={!consents.data}
      onChange={(event) => void change(event.target.checked)}
    />
  );
}
