import { Link } from 'wouter';
import type { ConsentSource } from '@saathi/shared';
import { ROUTES } from '@saathi/shared/routes';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { useNoticeInForce } from '../api';

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
  const notice = useNoticeInForce();
  const items = notice?.points[point] ?? [];
  return (
    <section
      aria-label="How we use what you give here"
      className="rounded-2xl border border-neutral-200 bg-white p-4 text-sm"
    >
      <p className="font-semibold">How we use what you give here</p>
      <ul className="mt-1 list-disc pl-5 text-neutral-700">
        {items.map((item) => (
          <li key={item.collected}>
            {item.collected}: {item.purpose}
          </li>
        ))}
      </ul>
      <p className="mt-1 text-neutral-700">
        These are needed for what you ask for here. Withdraw a consent any time on Account › Privacy
        and data; complain to our grievance officer or the Data Protection Board.
      </p>
      <Link
        href={notice ? `${ROUTES.privacyNotice}?version=${notice.version}` : ROUTES.privacyNotice}
        className="mt-1 inline-block text-brand underline"
      >
        Read the full privacy notice
      </Link>
      {marketing ? (
        <CheckboxField
          label="Offers and news by SMS and e-mail (optional; withdraw any time)"
          checked={marketing.isGiven}
          disabled={marketing.isDisabled}
          onChange={(event) => marketing.onChange(event.target.checked)}
        />
      ) : null}
    </section>
  );
}
