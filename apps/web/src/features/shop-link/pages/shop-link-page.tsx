import type { ReactNode } from 'react';
import { SHOP_LINK_ATTRIBUTION_DAYS, type ShopLinkFigures } from '@saathi/shared';
import { paiseToRupees } from '@saathi/shared/money';
import { ROUTES } from '@saathi/shared/routes';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/error-message';
import { formatPrice } from '../../../lib/format';
import { displayName, useSession } from '../../auth';
import { useCompanySettings } from '../../company';
import { useMyShopLink } from '../api/get-my-shop-link';
import { ShareLinks } from '../components/share-links';
import { useShopLinkT } from '../messages';

function Figure({
  label,
  hint,
  testId,
  children,
}: {
  label: string;
  hint: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className="rounded-xl border border-neutral-200 bg-white p-4" data-testid={testId}>
      <dt className="text-sm font-semibold text-neutral-700">{label}</dt>
      <dd className="mt-1">{children}</dd>
      <dd className="mt-1 text-xs text-neutral-600">{hint}</dd>
    </div>
  );
}

/** Visits, sign-ups and sales through the link, with the sales' BV as it stands. */
function LinkFigures({ figures }: { figures: ShopLinkFigures }) {
  const t = useShopLinkT();
  const { visits, signUps, sales } = figures;
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      <Figure label={t('shopLink.visits')} hint={t('shopLink.visitsHint')} testId="link-visits">
        <span className="text-2xl font-semibold">{visits.total}</span>
        <span className="block text-sm text-neutral-700">
          {t('shopLink.last30Days', { count: visits.last30Days })}
        </span>
      </Figure>
      <Figure label={t('shopLink.signUps')} hint={t('shopLink.signUpsHint')} testId="link-sign-ups">
        <span className="text-2xl font-semibold">{signUps}</span>
      </Figure>
      <Figure label={t('shopLink.sales')} hint={t('shopLink.salesHint')} testId="link-sales">
        <span className="text-2xl font-semibold">
          {formatPrice(paiseToRupees(sales.totalPaise))}
        </span>
        <span className="block text-sm text-neutral-700">
          {t('shopLink.ordersCount', { count: sales.orders })}
        </span>
        <span className="mt-2 flex flex-wrap gap-x-4 text-sm">
          <span className="text-amber-800" data-testid="link-pending-bv">
            {`${t('shopLink.pendingBv')}: ${sales.pendingBv}`}
          </span>
          <span className="text-green-800" data-testid="link-confirmed-bv">
            {`${t('shopLink.confirmedBv')}: ${sales.confirmedBv}`}
          </span>
        </span>
      </Figure>
    </dl>
  );
}

function MyShopLink() {
  const t = useShopLinkT();
  const { user } = useSession();
  const company = useCompanySettings();
  const figures = useMyShopLink();
  if (figures.isError) {
    return (
      <ErrorPanel
        message={errorMessage(figures.error)}
        onRetry={() => void figures.refetch()}
        retrying={figures.isRefetching}
      />
    );
  }
  if (!figures.data) return <PageSpinner />;
  const link = `${window.location.origin}${ROUTES.shop(figures.data.referralCode)}`;
  const name = user ? displayName(user) : '';
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="share-shop-title"
        className="rounded-2xl border border-neutral-200 p-6"
      >
        <h2 id="share-shop-title" className="text-lg font-semibold">
          {t('shopLink.shareShop')}
        </h2>
        <p className="mt-1 mb-4 text-sm text-neutral-700">
          {t('shopLink.myShopLinkHint', { days: SHOP_LINK_ATTRIBUTION_DAYS })}
        </p>
        <ShareLinks
          link={link}
          message={t('shopLink.shopMessage', { name, company: company.name, link })}
          qrFileName={`shop-${figures.data.referralCode}-qr.png`}
        />
      </section>
      <LinkFigures figures={figures.data} />
    </div>
  );
}

/** /manage/shop-link: the associate's own shop link, how to share it, and what it brought. */
export default function ShopLinkPage() {
  const { associate } = useSession();
  const t = useShopLinkT();
  return (
    <section>
      <title>{t('shopLink.myShopLink')}</title>
      <h1 className="mb-6 text-2xl font-semibold">{t('shopLink.myShopLink')}</h1>
      {associate ? (
        <MyShopLink />
      ) : (
        <p className="text-neutral-700">{t('shopLink.notAssociate')}</p>
      )}
    </section>
  );
}
