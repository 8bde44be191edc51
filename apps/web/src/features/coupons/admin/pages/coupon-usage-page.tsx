import { Link, useParams } from 'wouter';
import { ADMIN_PATHS } from '@saathi/shared/routes';
import { AdminPageHeader } from '../../../../components/admin/admin-page-header';
import { AdminTable, tdClass } from '../../../../components/admin/admin-table';
import { QueryView } from '../../../../components/admin/query-view';
import { formatDate, formatPrice } from '../../../../lib/format';
import { useCouponUsage } from '../../api/admin-coupons-api';

const COLUMNS = ['Order', 'Customer', 'Discount', 'Used on', 'Given back'] as const;

/** One coupon's uses: each order, its customer and discount, and whether the use was given back. */
export default function CouponUsagePage() {
  const id = Number(useParams().id);
  const usage = useCouponUsage(id);
  const coupon = usage.data?.coupon;
  return (
    <section>
      <Link
        to={ADMIN_PATHS.coupons}
        className="mb-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand"
      >
        ← All coupons
      </Link>
      <AdminPageHeader
        title={coupon ? `Usage of ${coupon.code}` : 'Coupon usage'}
        description={
          usage.data
            ? `${usage.data.used} use(s) counted, ${formatPrice(usage.data.discountGiven)} given as discount.`
            : undefined
        }
      />
      <QueryView
        query={usage}
        isEmpty={(data) => data.redemptions.length === 0}
        empty={{ title: 'Not used yet', description: 'Orders that use this coupon appear here.' }}
      >
        {(data) => (
          <AdminTable columns={COLUMNS} testId="coupon-usage-table">
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
                <td className={tdClass}>{formatDate(use.at)}</td>
                <td className={tdClass}>
                  {use.releasedAt ? `Yes, ${formatDate(use.releasedAt)}` : 'No'}
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </QueryView>
    </section>
  );
}
