import { Link } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { COUPON_TEXTS, type AdminCoupon } from '@saathi/shared';
import { ADMIN_PATHS } from '@saathi/shared/routes';
import { AdminListPage } from '../../../../components/admin/admin-list-page';
import { tdClass } from '../../../../components/admin/admin-table';
import { Badge } from '../../../../components/ui/badge';
import { Button, buttonClass } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/toast';
import { errorMessage } from '../../../../lib/error-message';
import { setCouponPaused, useAdminCoupons } from '../../api/admin-coupons-api';
import { couponKeys } from '../../query-keys';

const COLUMNS = ['Code', 'Offer', 'Conditions', 'Used', 'Status', 'Actions'] as const;

const usesText = (coupon: AdminCoupon) =>
  coupon.totalUses === null ? `${coupon.used}` : `${coupon.used} of ${coupon.totalUses}`;

function CouponRow({ coupon, onTogglePause }: { coupon: AdminCoupon; onTogglePause: () => void }) {
  return (
    <tr data-testid="admin-coupon-row">
      <td className={`${tdClass} font-mono font-semibold`}>{coupon.code}</td>
      <td className={tdClass}>
        <span className="block">{coupon.offer}</span>
        {coupon.description ? (
          <span className="block text-neutral-700">{coupon.description}</span>
        ) : null}
      </td>
      <td className={`${tdClass} text-neutral-700`}>{coupon.conditions.join(' · ')}</td>
      <td className={tdClass}>{usesText(coupon)}</td>
      <td className={tdClass}>
        <Badge tone={coupon.isPaused ? 'warning' : 'success'}>
          {coupon.isPaused ? 'Paused' : 'Active'}
        </Badge>
      </td>
      <td className={tdClass}>
        <div className="flex flex-wrap items-center gap-1">
          <Link
            to={ADMIN_PATHS.coupon(coupon.id)}
            aria-label={`Edit ${coupon.code}`}
            className="inline-flex min-h-11 items-center px-2 font-semibold text-brand"
          >
            Edit
          </Link>
          <Link
            to={ADMIN_PATHS.couponUsage(coupon.id)}
            aria-label={`Usage of ${coupon.code}`}
            className="inline-flex min-h-11 items-center px-2 font-semibold text-brand"
          >
            Usage
          </Link>
          <Button
            variant="ghost"
            aria-label={`${coupon.isPaused ? 'Resume' : 'Pause'} ${coupon.code}`}
            onClick={onTogglePause}
          >
            {coupon.isPaused ? 'Resume' : 'Pause'}
          </Button>
        </div>
      </td>
    </tr>
  );
}

/** Every coupon with its uses: create, edit, pause or resume, and open its usage report. */
export default function CouponsAdminPage() {
  const coupons = useAdminCoupons();
  const queryClient = useQueryClient();

  const togglePause = async (coupon: AdminCoupon) => {
    try {
      await setCouponPaused(coupon.id, !coupon.isPaused);
      toast.success(coupon.isPaused ? COUPON_TEXTS.resumedNotice : COUPON_TEXTS.pausedNotice);
      await queryClient.invalidateQueries({ queryKey: couponKeys.adminAll() });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <AdminListPage
      title="Coupons"
      description="Offers shoppers apply at checkout: one per order, limits held exactly."
      actions={
        <Link to={ADMIN_PATHS.newCoupon} className={buttonClass()}>
          New coupon
        </Link>
      }
      query={coupons}
      empty={{
        title: 'No coupons yet',
        description: 'Create one to give shoppers a percent or an amount off.',
      }}
      table={{ columns: COLUMNS, testId: 'coupons-table', minWidth: '56rem' }}
    >
      {(data) =>
        data.map((coupon) => (
          <CouponRow
            key={coupon.id}
            coupon={coupon}
            onTogglePause={() => void togglePause(coupon)}
          />
        ))
      }
    </AdminListPage>
  );
}
