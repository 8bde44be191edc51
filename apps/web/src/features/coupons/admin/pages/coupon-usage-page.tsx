import { Link, useParams } from 'wouter';
import { ADMIN_PATHS } from '@saathi/shared/routes';
import { AdminPageHeader } from '../../../../components/admin/admin-page-header';
import { AdminTable, tdClass } from '../../../../components/admin/admin-table';
import { QueryView } from '../../../../components/admin/query-view';
import { formatDate, formatPrice } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n/i18n';
import { useCouponUsage } from '../../api/admin-coupons-api';
import { useConsoleCouponsT } from '../messages';

const COLUMN_KEYS = [
  'consoleCoupons.order',
  'consoleCoupons.customer',
  'consoleCoupons.discount',
  'consoleCoupons.usedOn',
  'consoleCoupons.givenBack',
] as const;

/** One coupon's uses: each order, its customer and discount, and whether the use was given back. */
export default function CouponUsagePage() {
  const id = Number(useParams().id);
  const usage = useCouponUsage(id);
  const coupon = usage.data?.coupon;
  const t = useConsoleCouponsT();
  const language = useLanguage();
  return (
    <section>
      <Link
        to={ADMIN_PATHS.coupons}
        className="mb-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand"
      >
        {t('consoleCoupons.allCoupons')}
      </Link>
      <AdminPageHeader
        title={
          coupon
            ? t('consoleCoupons.usageOf', { code: coupon.code })
            : t('consoleCoupons.couponUsage')
        }
        description={
          usage.data
            ? t('consoleCoupons.usageSummary', {
                count: usage.data.used,
                amount: formatPrice(usage.data.discountGiven),
              })
            : undefined
        }
      />
      <QueryView
        query={usage}
        isEmpty={(data) => data.redemptions.length === 0}
        empty={{
          title: t('consoleCoupons.notUsedTitle'),
          description: t('consoleCoupons.notUsedText'),
        }}
      >
        {(data) => (
          <AdminTable columns={COLUMN_KEYS.map((key) => t(key))} testId="coupon-usage-table">
            {data.redemptions.map((use) => (
              <tr key={use.orderId}>
                <td className={tdClass}>
                  <Link
                    to={ADMIN_PATHS.order(use.orderNumber)}
                    className="font-semibold text-brand hover:underline"
                  >
                    {use.orderNumber}
                  </Link>
                </td>
                <td className={tdClass}>{use.customerName}</td>
                <td className={tdClass}>{formatPrice(use.discount)}</td>
                <td className={tdClass}>{formatDate(use.at, language)}</td>
                <td className={tdClass}>
                  {use.releasedAt
                    ? t('consoleCoupons.yesOn', { date: formatDate(use.releasedAt, language) })
                    : t('consoleCoupons.no')}
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </QueryView>
    </section>
  );
}
